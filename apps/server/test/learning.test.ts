import { and, eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seededHelpfulCount } from '../src/catalogue/catalogue';
import { completions, impactStories, useCaseRatings, userProfiles } from '../src/db/schema';
import { call, onboard, readFeed, verifiedUser } from './accounts-helpers';
import { userId } from './authoring-helpers';
import { createTestContext, ENGINES, type TestContext } from './harness';

type Json = Record<string, unknown>;

describe.each(ENGINES)('use cases, ratings, completions and stories on %s', (engine) => {
  let t: TestContext;
  let ada: string;
  let bob: string;
  let eve: string; // another workspace
  let useCaseId: string;

  beforeAll(async () => {
    t = await createTestContext(engine);
    ada = await verifiedUser(t, 'ada@umbrella.example');
    bob = await verifiedUser(t, 'bob@umbrella.example');
    eve = await verifiedUser(t, 'eve@cyberdyne.example');
    for (const cookie of [ada, bob, eve]) await onboard(t, cookie);
    useCaseId = t.catalogue.all[0]?.id ?? '';
  });
  afterAll(async () => t.close());

  it('lists the catalogue with seeded helpful counts, without guides, with an ETag', async () => {
    const list = await call(t, 'GET', '/api/use-cases', undefined, ada);
    expect(list.status).toBe(200);
    const useCases = list.json.useCases as Json[];
    expect(useCases).toHaveLength(t.catalogue.all.length);
    const first = useCases[0] ?? {};
    expect(first).toMatchObject({ id: useCaseId, helpfulCount: seededHelpfulCount(useCaseId) });
    expect(first).not.toHaveProperty('content');
    // The reader's completions are in the session, not the list (one answer for the workspace).
    expect(first).not.toHaveProperty('completed');
    for (const u of useCases) expect(u.helpfulCount as number).toBeGreaterThanOrEqual(1);
    const etag = list.headers.get('etag') ?? '';
    const again = await t.app.request('/api/use-cases', { headers: { Cookie: ada, 'If-None-Match': etag } });
    expect(again.status).toBe(304);
  });

  it('serves one use case with its guide, and 404s an unknown id', async () => {
    const detail = await call(t, 'GET', `/api/use-cases/${useCaseId}`, undefined, ada);
    expect(detail.status).toBe(200);
    expect((detail.json.useCase as Json).content).toContain('### ');
    const missing = await call(t, 'GET', '/api/use-cases/no-such-use-case', undefined, ada);
    expect(missing.status).toBe(404);
    expect(missing.json.error?.message).toBe('Use case not found');
    expect((await call(t, 'GET', '/api/use-cases')).status).toBe(401);
  });

  it('keeps one rating per user and use case; Yes adds one to the real helpful count, only in the workspace', async () => {
    const seed = seededHelpfulCount(useCaseId);
    const yes = await call(t, 'POST', `/api/use-cases/${useCaseId}/rating`, { helpful: true }, ada);
    expect(yes.json).toEqual({ helpful: true, helpfulCount: seed + 1, completed: true });
    const again = await call(t, 'POST', `/api/use-cases/${useCaseId}/rating`, { helpful: true }, ada);
    expect(again.json.helpfulCount).toBe(seed + 1);
    const no = await call(t, 'POST', `/api/use-cases/${useCaseId}/rating`, { helpful: false }, ada);
    expect(no.json.helpfulCount).toBe(seed);
    await call(t, 'POST', `/api/use-cases/${useCaseId}/rating`, { helpful: true }, ada);
    const rows = await t.database.db.select().from(useCaseRatings).where(eq(useCaseRatings.useCaseId, useCaseId));
    expect(rows).toHaveLength(1);
    // Another workspace does not see this workspace's ratings.
    const other = await call(t, 'GET', `/api/use-cases/${useCaseId}`, undefined, eve);
    expect((other.json.useCase as Json).helpfulCount).toBe(seed);
    const mine = await call(t, 'GET', `/api/use-cases/${useCaseId}`, undefined, bob);
    expect((mine.json.useCase as Json).helpfulCount).toBe(seed + 1);
  });

  it('marks the use case completed once and leaves a prompt-feedback record with empty fields', async () => {
    const session = await call(t, 'GET', '/api/session', undefined, ada);
    expect((session.json.user as Json).completedUseCases).toEqual([useCaseId]);
    const [feedback] = await t.database.db
      .select()
      .from(impactStories)
      .where(and(eq(impactStories.useCaseId, useCaseId), eq(impactStories.kind, 'feedback')));
    expect(feedback).toMatchObject({ title: '', description: '', impact: '', metricsImproved: [], timeSaved: 0 });
  });

  it('completes idempotently under 10 concurrent requests', async () => {
    const target = t.catalogue.all[1]?.id ?? '';
    const results = await Promise.all(
      Array.from({ length: 10 }, () => call(t, 'POST', `/api/use-cases/${target}/rating`, { helpful: true }, bob)),
    );
    expect(results.every((r) => r.status === 200)).toBe(true);
    const rows = await t.database.db.select().from(completions).where(eq(completions.useCaseId, target));
    expect(rows).toHaveLength(1);
    const ratings = await t.database.db.select().from(useCaseRatings).where(eq(useCaseRatings.useCaseId, target));
    expect(ratings).toHaveLength(1);
  });

  it('shares an impact story as the spec’s completion record, stored as text', async () => {
    const useCase = t.catalogue.all[2];
    const prompts = '/explain #file\n\n  <img src=x onerror=alert(1)>  \n[click](javascript:alert(1))\n';
    const created = await call(
      t,
      'POST',
      '/api/stories',
      { useCaseId: useCase?.id, timeSaved: 25.4, prompts, workspace_id: 'ignored', user_id: 'ignored' },
      ada,
    );
    expect(created.status).toBe(201);
    const [story] = await t.database.db
      .select()
      .from(impactStories)
      .where(eq(impactStories.id, (created.json.story as Json).id as string));
    expect(story).toMatchObject({
      title: `Impact story for ${useCase?.title}`,
      metricsImproved: ['productivity', 'efficiency'],
      timeSaved: 25,
      isRelevant: true,
      prompts: ['/explain #file', '<img src=x onerror=alert(1)>', '[click](javascript:alert(1))'],
    });
    const session = await call(t, 'GET', '/api/session', undefined, ada);
    expect((session.json.user as Json).completedUseCases).toContain(useCase?.id);
  });

  it('validates stories: unknown use case, bad minutes, oversized text', async () => {
    expect((await call(t, 'POST', '/api/stories', { useCaseId: 'nope', timeSaved: 5 }, ada)).status).toBe(404);
    // Minutes within a working day either way (0 and time lost are answers): beyond it, refused.
    for (const timeSaved of [-481, 481, 1e9, 'ten']) {
      expect((await call(t, 'POST', '/api/stories', { useCaseId, timeSaved }, ada)).status, String(timeSaved)).toBe(400);
    }
    expect((await call(t, 'POST', '/api/stories', { useCaseId, timeSaved: 5, prompts: 'x'.repeat(20_000) }, ada)).status).toBe(400);
  });

  it("shows the team's stories in the feed, and examples to a team without stories", async () => {
    const feed = await readFeed(t, bob, '?filter=recent');
    expect(feed.examples).toBe(false);
    const stories = feed.stories;
    expect(stories).toHaveLength(1);
    expect(stories[0]).toMatchObject({ author: { name: 'ada' }, timeSaved: 25, isExample: false, isMine: false });

    const other = await readFeed(t, eve);
    expect(other.examples).toBe(true);
    const examples = other.stories;
    expect(examples.length).toBeGreaterThan(0);
    expect(examples.every((s) => s.isExample === true)).toBe(true);
    expect(JSON.stringify(examples)).not.toContain('umbrella');
    expect((await call(t, 'GET', '/api/feed?filter=bogus', undefined, bob)).status).toBe(400);
  });

  it('lets a teammate like a story once and undo it; another workspace cannot touch it', async () => {
    const [story] = (await call(t, 'GET', '/api/feed?filter=recent', undefined, bob)).json.stories as Json[];
    const id = story?.id as string;
    expect((await call(t, 'POST', `/api/stories/${id}/like`, undefined, bob)).json).toEqual({ likes: 1, liked: true });
    expect((await call(t, 'POST', `/api/stories/${id}/like`, undefined, bob)).json).toEqual({ likes: 1, liked: true });
    expect((await readFeed(t, bob, '?filter=highest')).stories[0]).toMatchObject({ id, likes: 1, likedByMe: true });
    expect((await call(t, 'DELETE', `/api/stories/${id}/like`, undefined, bob)).json).toEqual({ likes: 0, liked: false });
    const foreign = await call(t, 'POST', `/api/stories/${id}/like`, undefined, eve);
    expect(foreign.status).toBe(404);
    expect((await call(t, 'POST', '/api/stories/not-a-uuid/like', undefined, eve)).status).toBe(404);
  });

  it('stores prompts as written, array syntax included, and a second story completes nothing twice', async () => {
    const target = t.catalogue.all[3]?.id ?? '';
    const prompts = ['a, "quoted" b', '{braces}', 'back\\slash', 'NULL', "it's"];
    const stories: string[] = [];
    for (const timeSaved of [12, 13]) {
      const created = await call(t, 'POST', '/api/stories', { useCaseId: target, timeSaved, prompts: prompts.join('\n') }, ada);
      expect(created.status).toBe(201);
      stories.push((created.json.story as Json).id as string);
    }
    const rows = await t.database.db.select().from(impactStories).where(inArray(impactStories.id, stories));
    expect(rows.map((r) => [r.timeSaved, r.prompts])).toEqual(
      expect.arrayContaining([
        [12, prompts],
        [13, prompts],
      ]),
    );
    const done = await t.database.db
      .select()
      .from(completions)
      .where(and(eq(completions.useCaseId, target), eq(completions.userId, rows[0]?.userId ?? '')));
    expect(done).toHaveLength(1);
  });

  it('ranks the examples again for a reader whose profile changed on another instance', async () => {
    const ids = async () => (await readFeed(t, eve)).stories.map((s) => s.id);
    const before = await ids();
    expect(await ids()).toEqual(before);
    await t.database.db
      .update(userProfiles)
      .set({ specialty: 'data', proficiencyLevel: 'advanced', responsibilities: ['leadership'], preferredUseCaseTypes: ['learning'] })
      .where(eq(userProfiles.id, await userId(t, 'eve@cyberdyne.example')));
    // Heard from the other instance: this one reads the account again; its kept feed answers stay.
    t.callers.clear();
    expect(await ids()).not.toEqual(before);
  });

  it("drops the examples it kept as soon as the team's first story is told", async () => {
    // Read again: the second answer is the one kept in memory.
    for (const filter of ['', '', '?filter=highest']) expect((await readFeed(t, eve, filter)).examples).toBe(true);
    expect((await call(t, 'POST', '/api/stories', { useCaseId, timeSaved: 7 }, eve)).status).toBe(201);
    for (const filter of ['', '?filter=highest']) {
      const feed = await readFeed(t, eve, filter);
      expect(feed.examples).toBe(false);
      expect(feed.stories).toHaveLength(1);
      expect(feed.stories[0]).toMatchObject({ timeSaved: 7, isMine: true, isExample: false });
    }
  });
});
