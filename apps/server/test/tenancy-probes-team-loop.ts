import { eq } from 'drizzle-orm';
import { expect } from 'vitest';
import { chatWebhooks, notificationPreferences, notifications, promptEntries, workspaces } from '../src/db/schema';
import { unsubscribeToken } from '../src/digest/unsubscribe';
import { call } from './accounts-helpers';
import type { TestContext } from './harness';

/** What the probes of issue 17's routes need of the tenancy matrix's context. */
export interface TeamLoopCtx {
  t: TestContext;
  a: string;
  b: string;
  bUserId: string;
  bWorkspaceId: string;
  aUserId: string;
  useCaseId: string;
  marker: string;
  bPromptId: string;
  bNotificationId: string;
}

const noMarker = (ctx: TeamLoopCtx, value: unknown) => expect(JSON.stringify(value)).not.toContain(ctx.marker);

const bNotification = async (ctx: TeamLoopCtx) =>
  (await ctx.t.database.db.select().from(notifications).where(eq(notifications.id, ctx.bNotificationId)))[0];
const bWebhook = async (ctx: TeamLoopCtx) =>
  (await ctx.t.database.db.select().from(chatWebhooks).where(eq(chatWebhooks.workspaceId, ctx.bWorkspaceId)))[0];
const bWorkspace = async (ctx: TeamLoopCtx) =>
  (await ctx.t.database.db.select().from(workspaces).where(eq(workspaces.id, ctx.bWorkspaceId)))[0];

/** Issue 17's routes (prompt library, notifications, chat webhooks, digest): A reaching for B. */
export const TEAM_LOOP_PROBES: Record<string, (ctx: TeamLoopCtx) => Promise<void>> = {
  'GET /api/prompts': async (ctx) => {
    for (const query of ['', '?q=secret', `?author=${ctx.bUserId}`, `?useCase=${ctx.useCaseId}`, '?sort=newest'])
      expect((await call(ctx.t, 'GET', `/api/prompts${query}`, undefined, ctx.a)).json.prompts).toEqual([]);
  },
  'GET /api/prompts/filters': async (ctx) => {
    const result = await call(ctx.t, 'GET', '/api/prompts/filters', undefined, ctx.a);
    noMarker(ctx, result.json);
    expect(JSON.stringify(result.json)).not.toContain(ctx.bUserId);
  },
  'POST /api/prompts/:id/save': async (ctx) => {
    expect((await call(ctx.t, 'POST', `/api/prompts/${ctx.bPromptId}/save`, { user_id: ctx.bUserId }, ctx.a)).status).toBe(404);
    const [entry] = await ctx.t.database.db.select().from(promptEntries).where(eq(promptEntries.id, ctx.bPromptId));
    expect(entry?.saves).toBe(0);
  },
  'DELETE /api/prompts/:id/save': async (ctx) => {
    expect((await call(ctx.t, 'DELETE', `/api/prompts/${ctx.bPromptId}/save`, undefined, ctx.a)).status).toBe(404);
  },
  'GET /api/notifications': async (ctx) => {
    const result = await call(ctx.t, 'GET', '/api/notifications', undefined, ctx.a);
    noMarker(ctx, result.json);
    expect(JSON.stringify(result.json)).not.toContain(ctx.bNotificationId);
  },
  'POST /api/notifications/read/:id': async (ctx) => {
    expect((await call(ctx.t, 'POST', `/api/notifications/read/${ctx.bNotificationId}`, undefined, ctx.a)).status).toBe(404);
    expect((await bNotification(ctx))?.readAt).toBeNull();
  },
  'POST /api/notifications/read-all': async (ctx) => {
    await call(ctx.t, 'POST', '/api/notifications/read-all', { user_id: ctx.bUserId }, ctx.a);
    expect((await bNotification(ctx))?.readAt).toBeNull();
  },
  'GET /api/notifications/preferences': async (ctx) => {
    const result = await call(ctx.t, 'GET', '/api/notifications/preferences', undefined, ctx.a);
    expect((result.json.kinds as Record<string, string>)['story.liked']).toBe('product');
  },
  'PUT /api/notifications/preferences': async (ctx) => {
    await call(ctx.t, 'PUT', '/api/notifications/preferences', { kinds: { 'story.liked': 'email' } }, ctx.a);
    expect((await call(ctx.t, 'PUT', '/api/notifications/preferences', { user_id: ctx.bUserId, digest: false }, ctx.a)).status).toBe(400);
    const bRows = await ctx.t.database.db.select().from(notificationPreferences).where(eq(notificationPreferences.userId, ctx.bUserId));
    expect(bRows.map((r) => [r.kind, r.channel])).toEqual([['story.liked', 'off']]);
  },
  'GET /api/integrations/chat': async (ctx) => {
    const result = await call(ctx.t, 'GET', '/api/integrations/chat', undefined, ctx.a);
    noMarker(ctx, result.json);
    expect(JSON.stringify(result.json)).not.toContain('…B0RP');
  },
  'PUT /api/integrations/chat/:provider': async (ctx) => {
    const url = 'https://hooks.slack.com/services/A/A/aaaaAAAA';
    expect((await call(ctx.t, 'PUT', '/api/integrations/chat/slack', { url, workspace_id: ctx.bWorkspaceId }, ctx.a)).status).toBe(400);
    expect((await call(ctx.t, 'PUT', '/api/integrations/chat/slack', { url }, ctx.a)).status).toBe(200);
    expect((await bWebhook(ctx))?.hint).toBe('hooks.slack.com …B0RP');
  },
  'DELETE /api/integrations/chat/:provider': async (ctx) => {
    await call(ctx.t, 'DELETE', '/api/integrations/chat/slack', undefined, ctx.a);
    expect(await bWebhook(ctx)).toBeDefined();
  },
  'POST /api/integrations/chat/:provider/test': async (ctx) => {
    expect([202, 404]).toContain((await call(ctx.t, 'POST', '/api/integrations/chat/slack/test', undefined, ctx.a)).status);
    expect((await call(ctx.t, 'POST', '/api/integrations/chat/slack/test', undefined, ctx.b)).status).toBe(202);
  },
  'GET /api/digest/settings': async (ctx) => {
    expect((await call(ctx.t, 'GET', '/api/digest/settings', undefined, ctx.a)).json).toMatchObject({ timeZone: 'UTC', canManage: true });
  },
  'PUT /api/digest/time-zone': async (ctx) => {
    await call(ctx.t, 'PUT', '/api/digest/time-zone', { timeZone: 'Europe/Paris', workspace_id: ctx.bWorkspaceId }, ctx.a);
    await call(ctx.t, 'PUT', '/api/digest/time-zone', { timeZone: 'Europe/Paris' }, ctx.a);
    expect((await bWorkspace(ctx))?.timeZone).toBe('Asia/Tokyo');
  },
  'GET /api/digest/preview': async (ctx) => {
    const result = await call(ctx.t, 'GET', '/api/digest/preview', undefined, ctx.a);
    expect(result.json.subject).toMatch(/^(A Corp|Renamed by A) this week/);
    noMarker(ctx, result.json);
  },
  'GET /api/digest/unsubscribe': async (ctx) => {
    const forged = `${ctx.bUserId}.${unsubscribeToken(ctx.t.config.authSecret, ctx.aUserId).split('.')[1]}`;
    expect((await ctx.t.app.request(`/api/digest/unsubscribe?token=${forged}`)).status).toBe(400);
  },
  'POST /api/digest/unsubscribe': async (ctx) => {
    const forged = `${ctx.bUserId}.${unsubscribeToken(ctx.t.config.authSecret, ctx.aUserId).split('.')[1]}`;
    expect((await ctx.t.app.request(`/api/digest/unsubscribe?token=${forged}`, { method: 'POST' })).status).toBe(400);
    const own = unsubscribeToken(ctx.t.config.authSecret, ctx.aUserId);
    expect((await ctx.t.app.request(`/api/digest/unsubscribe?token=${own}&user_id=${ctx.bUserId}`, { method: 'POST' })).status).toBe(200);
    const bRows = await ctx.t.database.db.select().from(notificationPreferences).where(eq(notificationPreferences.userId, ctx.bUserId));
    expect(bRows.some((r) => r.kind === 'digest')).toBe(false);
  },
};
