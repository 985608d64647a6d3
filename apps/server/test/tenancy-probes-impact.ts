import { expect } from 'vitest';
import { call, readFeed } from './accounts-helpers';
import type { TestContext } from './harness';

/** What the probes of issue 18's routes need of the tenancy matrix's context. */
export interface ImpactCtx {
  t: TestContext;
  a: string;
  b: string;
  bStoryId: string;
  marker: string;
}

const story = async (ctx: ImpactCtx) => (await readFeed(ctx.t, ctx.b, '?filter=recent')).stories.find((s) => s.id === ctx.bStoryId);

/** Workspace A's member reaches nothing of B's story through issue 18's routes. */
export const IMPACT_PROBES: Record<string, (ctx: ImpactCtx) => Promise<void>> = {
  'PATCH /api/stories/:id': async (ctx) => {
    const edit = await call(ctx.t, 'PATCH', `/api/stories/${ctx.bStoryId}`, { timeSaved: 1, feedback: 'taken over' }, ctx.a);
    expect(edit.status).toBe(404);
    expect((await story(ctx))?.timeSaved).toBe(42);
  },
  'DELETE /api/stories/:id': async (ctx) => {
    expect((await call(ctx.t, 'DELETE', `/api/stories/${ctx.bStoryId}`, undefined, ctx.a)).status).toBe(404);
    expect(await story(ctx)).toBeDefined();
  },
  'PUT /api/stories/:id/confirmation': async (ctx) => {
    expect((await call(ctx.t, 'PUT', `/api/stories/${ctx.bStoryId}/confirmation`, { verdict: 'worked' }, ctx.a)).status).toBe(404);
    expect((await story(ctx))?.confirmations.worked).toBe(0);
  },
  'DELETE /api/stories/:id/confirmation': async (ctx) => {
    expect((await call(ctx.t, 'DELETE', `/api/stories/${ctx.bStoryId}/confirmation`, undefined, ctx.a)).status).toBe(404);
  },
  'POST /api/stories/:id/follow-up': async (ctx) => {
    expect((await call(ctx.t, 'POST', `/api/stories/${ctx.bStoryId}/follow-up`, { outcome: 'reverted' }, ctx.a)).status).toBe(404);
    expect((await story(ctx))?.followUp?.state).toBe('pending');
  },
  'GET /api/team/impact': async (ctx) => {
    const figures = await call(ctx.t, 'GET', '/api/team/impact', undefined, ctx.a);
    expect(figures.status).toBe(200);
    expect(JSON.stringify(figures.json)).not.toContain(ctx.marker);
    expect((figures.json as { funnel: { members: number } }).funnel.members).toBeLessThanOrEqual(2);
  },
  'GET /api/team/impact.csv': async (ctx) => {
    const response = await ctx.t.app.request('/api/team/impact.csv', { headers: { Cookie: ctx.a } });
    expect(response.status).toBe(200);
    expect(await response.text()).not.toContain(ctx.marker);
  },
};

/** Bodies of issue 18's write routes for broken-text.test.ts. */
export const IMPACT_BODIES: Record<string, Record<string, unknown>> = {
  'PATCH /api/stories/:id': {
    timeSaved: 10,
    prompts: '/explain this',
    feedback: 'great',
    evidenceUrl: 'https://github.com/a/b/pull/1',
    timeWent: 'learning',
    sharing: 'anonymous',
  },
  'PUT /api/stories/:id/confirmation': { verdict: 'worked', minutes: 10 },
  'POST /api/stories/:id/follow-up': { outcome: 'rework', reworkMinutes: 10 },
};
export const IMPACT_NO_BODY = ['DELETE /api/stories/:id', 'DELETE /api/stories/:id/confirmation'];
