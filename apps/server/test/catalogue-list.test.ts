import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seededHelpfulCount } from '../src/catalogue/catalogue';
import { call, onboard, verifiedUser } from './accounts-helpers';
import { createTestContext, type TestContext } from './harness';

describe('the use case list answer', () => {
  let t: TestContext;
  let ada: string;
  let bob: string;

  beforeAll(async () => {
    t = await createTestContext('pglite');
    ada = await verifiedUser(t, 'ada@list.example');
    bob = await verifiedUser(t, 'bob@list.example');
    for (const cookie of [ada, bob]) await onboard(t, cookie);
  });
  afterAll(async () => t.close());

  const list = (cookie: string, etag?: string) =>
    t.app.request('/api/use-cases', { headers: { Cookie: cookie, ...(etag ? { 'If-None-Match': etag } : {}) } });

  it("is every summary with the workspace's helpful count, in catalogue order", async () => {
    const first = t.catalogue.summaries[0]?.id ?? '';
    await call(t, 'POST', `/api/use-cases/${first}/rating`, { helpful: true }, bob);
    const response = await list(ada);
    expect(response.headers.get('content-type')).toMatch(/^application\/json/);
    expect(await response.json()).toEqual({
      useCases: t.catalogue.summaries.map((summary) => ({
        ...summary,
        helpfulCount: seededHelpfulCount(summary.id) + (summary.id === first ? 1 : 0),
      })),
    });
  });

  it('leaves the guide, the review record and the overview to the detail answer, which carries them', async () => {
    const pageOnly = ['content', 'lastReviewed', 'checkedAgainst', 'objective', 'scenario', 'aiToolRequired'];
    const listed = (await (await list(ada)).json()) as { useCases: Record<string, unknown>[] };
    expect(listed.useCases.length).toBe(t.catalogue.all.length);
    for (const listItem of listed.useCases) expect(pageOnly.filter((field) => field in listItem)).toEqual([]);
    const id = t.catalogue.summaries[0]?.id ?? '';
    const detail = (await (await t.app.request(`/api/use-cases/${id}`, { headers: { Cookie: ada } })).json()) as {
      useCase: Record<string, unknown> & { lastReviewed: string; checkedAgainst: string[] };
    };
    expect(pageOnly.filter((field) => !(field in detail.useCase))).toEqual([]);
    expect(detail.useCase.lastReviewed).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    expect(detail.useCase.checkedAgainst.length).toBeGreaterThan(0);
  });

  it("answers 304 while nothing changed, and a new ETag after a teammate's Yes", async () => {
    const etag = (await list(ada)).headers.get('etag') ?? '';
    expect((await list(ada, etag)).status).toBe(304);

    const second = t.catalogue.summaries[1]?.id ?? '';
    await call(t, 'POST', `/api/use-cases/${second}/rating`, { helpful: true }, bob);
    const afterTeammate = await list(ada, etag);
    expect(afterTeammate.status).toBe(200);
    expect(afterTeammate.headers.get('etag')).not.toBe(etag);
  });

  it("is one answer for the workspace's readers: a reader's own completions are in their session, not in the list", async () => {
    const adaEtag = (await list(ada)).headers.get('etag') ?? '';
    expect((await list(bob)).headers.get('etag')).toBe(adaEtag);

    // Ada's No completes the use case for her and changes no count: both lists stay as they were.
    const third = t.catalogue.summaries[2]?.id ?? '';
    await call(t, 'POST', `/api/use-cases/${third}/rating`, { helpful: false }, ada);
    expect((await list(ada, adaEtag)).status).toBe(304);
    expect((await list(bob, adaEtag)).status).toBe(304);
    const session = (await call(t, 'GET', '/api/session', undefined, ada)).json as { user: { completedUseCases: string[] } };
    expect(session.user.completedUseCases).toContain(third);
    const listed = (await (await list(ada)).json()) as { useCases: Record<string, unknown>[] };
    expect(listed.useCases.filter((item) => 'completed' in item)).toEqual([]);
  });
});
