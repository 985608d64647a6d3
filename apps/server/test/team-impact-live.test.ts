import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { median, type TeamImpact } from '@pathwise/core';
import { call, onboard, verifiedUser } from './accounts-helpers';
import { goodDraft, published } from './authoring-helpers';
import { createTestContext, ENGINES, type TestContext } from './harness';

const NAMES = ['ana', 'ben', 'cat', 'dan', 'eli'];
const MINUTES = [30, 45, 10, 60, 20];

/**
 * The team figures name the workspace's own use cases (issue 16's team catalogue), and follow a
 * story's edit and deletion at once (the kept figures are dropped on the change), exactly.
 */
describe.each(ENGINES)('team impact figures of a team use case on %s', (engine) => {
  let t: TestContext;
  let cookies: string[];
  let teamUseCase: string;
  const storyIds: string[] = [];

  const figures = async () => {
    const response = await call(t, 'GET', '/api/team/impact', undefined, cookies[1]);
    expect(response.status).toBe(200);
    return response.json as unknown as TeamImpact;
  };
  const rollup = async () => (await figures()).useCases.find((u) => u.useCaseId === teamUseCase);

  beforeAll(async () => {
    t = await createTestContext(engine);
    cookies = [];
    for (const name of NAMES) {
      const cookie = await verifiedUser(t, `${name}@team-figures.example`);
      await onboard(t, cookie);
      cookies.push(cookie);
    }
    // Ana, the workspace's first member, is its admin and publishes the team's own guide.
    teamUseCase = await published(t, cookies[0] ?? '', goodDraft({ title: 'Our release checklist' }));
    for (const [i, cookie] of cookies.entries()) {
      const created = await call(t, 'POST', '/api/stories', { useCaseId: teamUseCase, timeSaved: MINUTES[i] }, cookie);
      expect(created.status).toBe(201);
      storyIds.push((created.json.story as { id: string }).id);
    }
  });
  afterAll(async () => t.close());

  it('the per-use-case rollup and the CSV show the team use case by its title', async () => {
    const row = await rollup();
    expect(row).toMatchObject({ title: 'Our release checklist', stories: 5, people: 5, hidden: false, median: median(MINUTES) });
    const csv = await (await t.app.request('/api/team/impact.csv', { headers: { Cookie: cookies[1] ?? '' } })).text();
    expect(csv).toContain('"Use case: Our release checklist","Stories","Reported","5","5",""');
    expect(csv).not.toContain(`Use case: ${teamUseCase}`);
  });

  it('an edited story changes the figures at once, then a deleted one hides the small group', async () => {
    expect((await figures()).reported.total).toBe(165);
    const edited = await call(t, 'PATCH', `/api/stories/${storyIds[2]}`, { timeSaved: 100 }, cookies[2]);
    expect(edited.status).toBe(200);
    const after = await figures();
    expect(after.reported.total).toBe(255);
    expect(after.useCases.find((u) => u.useCaseId === teamUseCase)?.median).toBe(median([30, 45, 100, 60, 20]));

    expect((await call(t, 'DELETE', `/api/stories/${storyIds[4]}`, undefined, cookies[4])).status).toBe(204);
    const fewer = await figures();
    expect(fewer.reported).toMatchObject({ stories: 4, people: 4, hidden: true, total: null });
    expect(fewer.useCases.find((u) => u.useCaseId === teamUseCase)).toMatchObject({ stories: 4, hidden: true, median: null });
  });

  it('another workspace never sees the team use case in its figures', async () => {
    const outsider = await verifiedUser(t, 'zed@elsewhere-figures.example');
    await onboard(t, outsider);
    const response = await call(t, 'GET', '/api/team/impact', undefined, outsider);
    expect(response.status).toBe(200);
    expect(JSON.stringify(response.json)).not.toContain('Our release checklist');
    expect((response.json as unknown as TeamImpact).useCases).toEqual([]);
  });
});
