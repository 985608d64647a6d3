import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seededHelpfulCount } from '../src/catalogue/catalogue';
import { impactStories, promptEntries, useCaseRatings, userProfiles, users, workspaces } from '../src/db/schema';
import { notify } from '../src/notifications/notify';
import { TEAM_LOOP_PROBES } from './tenancy-probes-team-loop';
import { WORKSPACE_ADMIN_PROBES } from './tenancy-probes-workspace-admin';
import { AUTHORING_PROBES } from './tenancy-probes-authoring';
import { IMPACT_PROBES } from './tenancy-probes-impact';
import { call, onboard, signUp, verifiedUser } from './accounts-helpers';
import { fileNewPrompts } from '../src/prompts/filing';
import { createTestContext, ENGINES, type TestContext } from './harness';

type Probe = (ctx: Ctx) => Promise<void>;
interface Ctx {
  t: TestContext;
  a: string; // cookie of a member of workspace A
  b: string; // cookie of a member of workspace B
  bStoryId: string;
  bUserId: string;
  bWorkspaceId: string;
  aWorkspaceId: string;
  useCaseId: string;
  /** Text that only workspace B's data contains. */
  marker: string;
  aUserId: string;
  bPromptId: string;
  bNotificationId: string;
}

const noMarker = (ctx: Ctx, value: unknown) => expect(JSON.stringify(value)).not.toContain(ctx.marker);

/**
 * One probe per API route: as a member of workspace A, reach for B's ids and data. A route
 * missing here fails the test, so no new route can escape the matrix.
 */
const PROBES: Record<string, Probe> = {
  'GET /healthz': async ({ t }) => expect((await call(t, 'GET', '/healthz')).json).toEqual({ status: 'ok' }),
  'GET /readyz': async ({ t }) => expect(Object.keys((await call(t, 'GET', '/readyz')).json).sort()).toEqual(['database', 'status']),
  'POST /functions/v1/track-event': async (ctx) => {
    const result = await call(ctx.t, 'POST', '/functions/v1/track-event', { event: 'page_viewed', distinctId: ctx.bUserId }, ctx.a);
    expect(result.status).toBe(201);
    expect(Object.keys(result.json)).toEqual(['id']);
  },
  'POST /api/auth/signup': async (ctx) => {
    const result = await call(ctx.t, 'POST', '/api/auth/signup', {
      email: 'intruder@a-corp.example',
      password: 'Str0ng!pass',
      acceptTerms: true,
      workspace_id: ctx.bWorkspaceId,
      role: 'admin',
    });
    expect(result.status).toBe(201);
    expect((result.json.user as { workspace: unknown }).workspace).toBeNull();
  },
  'POST /api/auth/login': async (ctx) => {
    const result = await call(ctx.t, 'POST', '/api/auth/login', {
      email: 'member@a-corp.example',
      password: 'Corr3ct!horse',
      workspace_id: ctx.bWorkspaceId,
    });
    expect((result.json.user as { workspace: { id: string } }).workspace.id).toBe(ctx.aWorkspaceId);
  },
  'POST /api/auth/logout': async (ctx) => {
    const other = await call(ctx.t, 'POST', '/api/auth/login', { email: 'member@a-corp.example', password: 'Corr3ct!horse' });
    expect((await call(ctx.t, 'POST', '/api/auth/logout', { user_id: ctx.bUserId }, other.cookie)).status).toBe(204);
    expect((await call(ctx.t, 'GET', '/api/session', undefined, ctx.b)).status).toBe(200);
  },
  'POST /api/auth/refresh': async (ctx) => {
    const result = await call(ctx.t, 'POST', '/api/auth/refresh', { user_id: ctx.bUserId }, ctx.a);
    expect(Object.keys(result.json)).toEqual(['expiresAt']);
  },
  'POST /api/auth/verify': async (ctx) => {
    expect((await call(ctx.t, 'POST', '/api/auth/verify', { tokenHash: ctx.bStoryId, type: 'signup' }, ctx.a)).status).toBe(400);
  },
  'POST /api/auth/resend-verification': async (ctx) => {
    const result = await call(ctx.t, 'POST', '/api/auth/resend-verification', { email: 'member@b-corp.example' }, ctx.a);
    expect(result.json).toEqual({ sent: true });
  },
  'POST /api/auth/password-reset': async (ctx) => {
    const result = await call(ctx.t, 'POST', '/api/auth/password-reset', { email: 'member@b-corp.example' }, ctx.a);
    expect(Object.keys(result.json)).toEqual(['message']);
  },
  'POST /api/auth/password-reset/confirm': async (ctx) => {
    expect(
      (await call(ctx.t, 'POST', '/api/auth/password-reset/confirm', { token: ctx.bStoryId, password: 'Str0ng!pass' }, ctx.a)).status,
    ).toBe(400);
  },
  'GET /api/session': async (ctx) => {
    const result = await call(ctx.t, 'GET', '/api/session', undefined, ctx.a);
    expect((result.json.user as { workspace: { id: string } }).workspace.id).toBe(ctx.aWorkspaceId);
    noMarker(ctx, result.json);
  },
  'POST /api/profile/onboarding': async (ctx) => {
    const body = {
      specialty: 'qa',
      responsibilities: ['testing'],
      motivations: ['other'],
      customMotivation: 'x',
      user_id: ctx.bUserId,
      id: ctx.bUserId,
      workspace_id: ctx.bWorkspaceId,
    };
    expect((await call(ctx.t, 'POST', '/api/profile/onboarding', body, ctx.a)).status).toBe(200);
    const [bProfile] = await ctx.t.database.db.select().from(userProfiles).where(eq(userProfiles.id, ctx.bUserId));
    expect(bProfile).toMatchObject({ specialty: 'backend', workspaceId: ctx.bWorkspaceId });
  },
  'PUT /api/workspace/name': async (ctx) => {
    await call(ctx.t, 'PUT', '/api/workspace/name', { name: 'Renamed by A', workspace_id: ctx.bWorkspaceId, id: ctx.bWorkspaceId }, ctx.a);
    const [b] = await ctx.t.database.db.select().from(workspaces).where(eq(workspaces.id, ctx.bWorkspaceId));
    expect(b?.name).toBe('B Corp');
  },
  'GET /api/use-cases': async (ctx) => {
    const result = await call(ctx.t, 'GET', '/api/use-cases', undefined, ctx.a);
    const item = (result.json.useCases as { id: string; helpfulCount: number }[]).find((u) => u.id === ctx.useCaseId);
    expect(item?.helpfulCount).toBe(seededHelpfulCount(ctx.useCaseId));
  },
  'GET /api/use-cases/:id': async (ctx) => {
    const result = await call(ctx.t, 'GET', `/api/use-cases/${ctx.useCaseId}`, undefined, ctx.a);
    expect(result.json.useCase).toMatchObject({ helpfulCount: seededHelpfulCount(ctx.useCaseId), completed: false, rating: null });
  },
  'POST /api/use-cases/:id/rating': async (ctx) => {
    await call(
      ctx.t,
      'POST',
      `/api/use-cases/${ctx.useCaseId}/rating`,
      { helpful: false, user_id: ctx.bUserId, workspace_id: ctx.bWorkspaceId },
      ctx.a,
    );
    const bRatings = await ctx.t.database.db.select().from(useCaseRatings).where(eq(useCaseRatings.userId, ctx.bUserId));
    expect(bRatings.every((r) => r.helpful)).toBe(true);
    const inB = await ctx.t.database.db.select().from(useCaseRatings).where(eq(useCaseRatings.workspaceId, ctx.bWorkspaceId));
    expect(inB.every((r) => r.userId === ctx.bUserId)).toBe(true);
  },
  'GET /api/feed': async (ctx) => {
    for (const filter of ['relevant', 'recent', 'highest'])
      noMarker(ctx, (await call(ctx.t, 'GET', `/api/feed?filter=${filter}`, undefined, ctx.a)).json);
  },
  'POST /api/stories': async (ctx) => {
    const result = await call(
      ctx.t,
      'POST',
      '/api/stories',
      { useCaseId: ctx.useCaseId, timeSaved: 3, workspace_id: ctx.bWorkspaceId, user_id: ctx.bUserId },
      ctx.a,
    );
    const [story] = await ctx.t.database.db
      .select()
      .from(impactStories)
      .where(eq(impactStories.id, (result.json.story as { id: string }).id));
    expect(story?.workspaceId).toBe(ctx.aWorkspaceId);
  },
  'POST /api/stories/:id/like': async (ctx) => {
    expect((await call(ctx.t, 'POST', `/api/stories/${ctx.bStoryId}/like`, undefined, ctx.a)).status).toBe(404);
  },
  'DELETE /api/stories/:id/like': async (ctx) => {
    expect((await call(ctx.t, 'DELETE', `/api/stories/${ctx.bStoryId}/like`, undefined, ctx.a)).status).toBe(404);
  },
  'GET /api/team/stats': async (ctx) => noMarker(ctx, (await call(ctx.t, 'GET', '/api/team/stats', undefined, ctx.a)).json),
  'GET /api/team/stories.csv': async (ctx) => {
    const response = await ctx.t.app.request('/api/team/stories.csv', { headers: { Cookie: ctx.a } });
    expect(await response.text()).not.toContain(ctx.marker);
  },
  ...TEAM_LOOP_PROBES,
  ...WORKSPACE_ADMIN_PROBES,
  ...AUTHORING_PROBES,
  ...IMPACT_PROBES,
  // A plain GET is refused (426); the WebSocket itself is checked in realtime.test.ts.
  'GET /api/realtime': async (ctx) => {
    const response = await ctx.t.app.request('/api/realtime', { headers: { Cookie: ctx.a, Origin: new URL(ctx.t.config.appUrl).origin } });
    expect(response.status).toBe(426);
  },
};

describe.each(ENGINES)('tenant isolation matrix on %s', (engine) => {
  let ctx: Ctx;
  beforeAll(async () => {
    const t = await createTestContext(engine);
    const a = await verifiedUser(t, 'member@a-corp.example');
    const b = await verifiedUser(t, 'member@b-corp.example');
    await onboard(t, a);
    await onboard(t, b);
    await call(t, 'PUT', '/api/workspace/name', { name: 'A Corp' }, a);
    await call(t, 'PUT', '/api/workspace/name', { name: 'B Corp' }, b);
    const useCaseId = t.catalogue.all[3]?.id ?? '';
    const marker = 'SECRET-OF-B-CORP';
    await call(t, 'POST', `/api/use-cases/${useCaseId}/rating`, { helpful: true }, b);
    const story = await call(t, 'POST', '/api/stories', { useCaseId, timeSaved: 42, feedback: marker, prompts: marker }, b);
    const [bUser] = await t.database.db.select().from(users).where(eq(users.email, 'member@b-corp.example'));
    const [bProfile] = await t.database.db
      .select()
      .from(userProfiles)
      .where(eq(userProfiles.id, bUser?.id ?? ''));
    const [aUser] = await t.database.db.select().from(users).where(eq(users.email, 'member@a-corp.example'));
    const [aProfile] = await t.database.db
      .select()
      .from(userProfiles)
      .where(eq(userProfiles.id, aUser?.id ?? ''));
    await signUp(t, 'second@a-corp.example');
    // B's prompt library entry, notification, webhook and time zone, each holding the marker where it can.
    await fileNewPrompts(t.database.db, bProfile?.workspaceId ?? '');
    const [bEntry] = await t.database.db
      .select()
      .from(promptEntries)
      .where(eq(promptEntries.workspaceId, bProfile?.workspaceId ?? ''));
    const bNotified = await notify(t.database.db, t.jobs, {
      workspaceId: bProfile?.workspaceId ?? '',
      recipientId: bUser?.id ?? '',
      actorId: null,
      kind: 'group.added',
      subject: { type: 'group', id: 'g-b' },
      data: { title: marker },
    });
    await call(t, 'PUT', '/api/notifications/preferences', { kinds: { 'story.liked': 'off' } }, b);
    expect(
      (await call(t, 'PUT', '/api/integrations/chat/slack', { url: `https://hooks.slack.com/services/${marker}/B0RP` }, b)).status,
    ).toBe(200);
    await call(t, 'PUT', '/api/digest/time-zone', { timeZone: 'Asia/Tokyo' }, b);
    ctx = {
      t,
      a,
      b,
      bStoryId: (story.json.story as { id: string }).id,
      bUserId: bUser?.id ?? '',
      bWorkspaceId: bProfile?.workspaceId ?? '',
      aWorkspaceId: aProfile?.workspaceId ?? '',
      useCaseId,
      marker,
      aUserId: aUser?.id ?? '',
      bPromptId: bEntry?.id ?? '',
      bNotificationId: bNotified?.id ?? '',
    };
  });
  afterAll(async () => ctx.t.close());

  it('has a probe for every API route', () => {
    const routes = ctx.t.app.routes.filter((r) => r.method !== 'ALL' && !r.path.endsWith('*')).map((r) => `${r.method} ${r.path}`);
    const unprobed = [...new Set(routes)].filter((route) => !(route in PROBES));
    expect(unprobed, 'add a tenancy probe for each new route').toEqual([]);
  });

  it.each(Object.keys(PROBES))('%s keeps workspace B out of reach of A', async (route) => {
    await PROBES[route]?.(ctx);
  });
});
