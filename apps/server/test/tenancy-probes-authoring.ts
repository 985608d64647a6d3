import { eq } from 'drizzle-orm';
import { expect } from 'vitest';
import { useCaseRequests, workspaceUseCases } from '../src/db/schema';
import { call } from './accounts-helpers';
import { exportFile, goodDraft, published } from './authoring-helpers';
import type { TestContext } from './harness';

/** What the probes of issue 16's routes need of the tenancy matrix's context. */
export interface AuthoringCtx {
  t: TestContext;
  /** A member (the first, so an admin) of workspace A. */
  a: string;
  /** The first member (an admin) of workspace B. */
  b: string;
  marker: string;
}

interface BData {
  useCaseId: string;
  requestId: string;
}

const prepared = new WeakMap<object, Promise<BData>>();

/** B's published team use case and request, both holding the marker (made once per context). */
function bData(ctx: AuthoringCtx): Promise<BData> {
  let data = prepared.get(ctx.t);
  if (!data) {
    data = (async () => {
      const useCaseId = await published(ctx.t, ctx.b, goodDraft({ title: `Guide ${ctx.marker}`, description: ctx.marker }));
      const request = await call(ctx.t, 'POST', '/api/use-case-requests', { title: `Ask ${ctx.marker}`, details: ctx.marker }, ctx.b);
      // B's team uses it: a rating, a story with prompts (feed, team dashboard, CSV, prompt library).
      await call(ctx.t, 'POST', `/api/use-cases/${useCaseId}/rating`, { helpful: true }, ctx.b);
      await call(ctx.t, 'POST', '/api/stories', { useCaseId, timeSaved: 9, feedback: ctx.marker, prompts: ctx.marker }, ctx.b);
      return { useCaseId, requestId: (request.json.request as { id: string }).id };
    })();
    prepared.set(ctx.t, data);
  }
  return data;
}

const noMarker = (ctx: AuthoringCtx, value: unknown) => expect(JSON.stringify(value)).not.toContain(ctx.marker);
const bRow = async (ctx: AuthoringCtx, id: string) =>
  (await ctx.t.database.db.select().from(workspaceUseCases).where(eq(workspaceUseCases.useCaseId, id)))[0];

/** Issue 16's routes (team use cases, import/export, requests): A reaching for B. */
export const AUTHORING_PROBES: Record<string, (ctx: AuthoringCtx) => Promise<void>> = {
  'GET /api/authoring/use-cases': async (ctx) => {
    const { useCaseId } = await bData(ctx);
    noMarker(ctx, (await call(ctx.t, 'GET', '/api/authoring/use-cases', undefined, ctx.a)).json);
    // Nothing A reads names B's team use case: library, guide, feed, studio data, dashboard, CSV, prompts.
    for (const path of [
      '/api/use-cases',
      '/api/feed?filter=recent',
      '/api/feed?filter=relevant',
      '/api/team/stats',
      '/api/prompts',
      '/api/prompts/filters',
    ]) {
      const result = await call(ctx.t, 'GET', path, undefined, ctx.a);
      noMarker(ctx, result.json);
      expect(JSON.stringify(result.json)).not.toContain(useCaseId);
    }
    expect((await call(ctx.t, 'GET', `/api/use-cases/${useCaseId}`, undefined, ctx.a)).status).toBe(404);
    const csv = await ctx.t.app.request('/api/team/stories.csv', { headers: { Cookie: ctx.a } });
    expect(await csv.text()).not.toContain(ctx.marker);
  },
  'POST /api/authoring/use-cases': async (ctx) => {
    const { useCaseId } = await bData(ctx);
    const created = await call(ctx.t, 'POST', '/api/authoring/use-cases', { draft: goodDraft({ title: 'Mine' }), workspaceId: 'x' }, ctx.a);
    expect(created.status).toBe(400); // unknown fields (a workspace id) are refused
    // A title whose slug is B's id (without B's text): A's own id space, no collision, nothing of B's.
    const title = `Guide ${ctx.marker.toLowerCase().replaceAll('-', ' ')}`;
    const mine = await call(ctx.t, 'POST', '/api/authoring/use-cases', { draft: goodDraft({ title }) }, ctx.a);
    expect((mine.json.useCase as { id: string }).id).toBe(useCaseId);
    expect((await bRow(ctx, useCaseId))?.draft.description).toBe(ctx.marker);
  },
  'GET /api/authoring/use-cases/:id': async (ctx) => {
    const { useCaseId } = await bData(ctx);
    const result = await call(ctx.t, 'GET', `/api/authoring/use-cases/${useCaseId}`, undefined, ctx.a);
    noMarker(ctx, result.json);
  },
  'PUT /api/authoring/use-cases/:id/draft': async (ctx) => {
    const { useCaseId } = await bData(ctx);
    await call(ctx.t, 'PUT', `/api/authoring/use-cases/${useCaseId}/draft`, { version: 2, draft: goodDraft({ title: 'Hijack' }) }, ctx.a);
    expect((await call(ctx.t, 'GET', `/api/use-cases/${useCaseId}`, undefined, ctx.b)).json.useCase).toMatchObject({
      title: `Guide ${ctx.marker}`,
    });
    const rows = await ctx.t.database.db.select().from(workspaceUseCases).where(eq(workspaceUseCases.useCaseId, useCaseId));
    expect(rows.filter((row) => row.draft.title === 'Hijack').every((row) => row.draft.description !== ctx.marker)).toBe(true);
  },
  'POST /api/authoring/use-cases/:id/publish': async (ctx) => {
    const { useCaseId } = await bData(ctx);
    await call(ctx.t, 'POST', `/api/authoring/use-cases/${useCaseId}/publish`, { version: 1 }, ctx.a);
    expect((await call(ctx.t, 'GET', `/api/use-cases/${useCaseId}`, undefined, ctx.a)).json.useCase).not.toMatchObject({
      description: ctx.marker,
    });
  },
  'POST /api/authoring/use-cases/:id/unpublish': async (ctx) => {
    const { useCaseId } = await bData(ctx);
    await call(ctx.t, 'POST', `/api/authoring/use-cases/${useCaseId}/unpublish`, undefined, ctx.a);
    expect((await call(ctx.t, 'GET', `/api/use-cases/${useCaseId}`, undefined, ctx.b)).status).toBe(200);
  },
  'POST /api/authoring/use-cases/:id/archive': async (ctx) => {
    const { useCaseId } = await bData(ctx);
    await call(ctx.t, 'POST', `/api/authoring/use-cases/${useCaseId}/archive`, undefined, ctx.a);
    expect((await call(ctx.t, 'GET', `/api/use-cases/${useCaseId}`, undefined, ctx.b)).status).toBe(200);
  },
  'POST /api/authoring/use-cases/:id/revisions/:number/restore': async (ctx) => {
    const { useCaseId } = await bData(ctx);
    const result = await call(ctx.t, 'POST', `/api/authoring/use-cases/${useCaseId}/revisions/1/restore`, { version: 1 }, ctx.a);
    noMarker(ctx, result.json);
  },
  'POST /api/authoring/import': async (ctx) => {
    const { useCaseId } = await bData(ctx);
    const file = (await exportFile(ctx.t, ctx.b, useCaseId)).text.replaceAll(ctx.marker, 'copied');
    // B's id is free in A: importing under it creates A's own use case and leaves B's alone.
    const result = await call(
      ctx.t,
      'POST',
      '/api/authoring/import',
      { file: file.replace(`id: "${useCaseId}"`, 'id: "imported-probe"') },
      ctx.a,
    );
    expect(result.status).toBe(201);
    noMarker(ctx, result.json);
  },
  'GET /api/authoring/export/:id': async (ctx) => {
    const { useCaseId } = await bData(ctx);
    const result = await exportFile(ctx.t, ctx.a, useCaseId);
    expect(result.text).not.toContain(ctx.marker);
  },
  'GET /api/use-case-requests': async (ctx) => {
    await bData(ctx);
    for (const query of ['', '?status=all', `?q=${ctx.marker}`, '?status=fulfilled'])
      noMarker(ctx, (await call(ctx.t, 'GET', `/api/use-case-requests${query}`, undefined, ctx.a)).json);
  },
  'POST /api/use-case-requests': async (ctx) => {
    await bData(ctx);
    const result = await call(ctx.t, 'POST', '/api/use-case-requests', { title: 'Ours', details: 'x', workspaceId: 'b' }, ctx.a);
    expect(result.status).toBe(400);
  },
  'POST /api/use-case-requests/:id/vote': async (ctx) => {
    const { requestId } = await bData(ctx);
    expect((await call(ctx.t, 'POST', `/api/use-case-requests/${requestId}/vote`, undefined, ctx.a)).status).toBe(404);
  },
  'POST /api/use-case-requests/:id/fulfil': async (ctx) => {
    const { requestId } = await bData(ctx);
    const bundled = ctx.t.catalogue.all[0]?.id ?? '';
    expect((await call(ctx.t, 'POST', `/api/use-case-requests/${requestId}/fulfil`, { useCaseId: bundled }, ctx.a)).status).toBe(404);
    const [row] = await ctx.t.database.db.select().from(useCaseRequests).where(eq(useCaseRequests.id, requestId));
    expect(row?.fulfilledAt).toBeNull();
  },
};
