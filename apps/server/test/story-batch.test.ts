import { randomUUID } from 'node:crypto';
import { and, eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { completions, impactStories, userProfiles, users } from '../src/db/schema';
import { StoryWriter, type StoryRow } from '../src/stories/story-insert';
import { call, onboard, verifiedUser } from './accounts-helpers';
import { createTestContext, ENGINES, type TestContext } from './harness';

type Json = Record<string, unknown>;

describe.each(ENGINES)('stories written together on %s', (engine) => {
  let t: TestContext;
  let ada: string;
  let bob: string;
  let adaId: string;
  let bobId: string;
  let workspaceId: string;

  beforeAll(async () => {
    t = await createTestContext(engine);
    ada = await verifiedUser(t, 'ada@batch.example');
    bob = await verifiedUser(t, 'bob@batch.example');
    for (const cookie of [ada, bob]) await onboard(t, cookie);
    const people = await t.database.db
      .select({ id: users.id, email: users.email, workspaceId: userProfiles.workspaceId })
      .from(users)
      .innerJoin(userProfiles, eq(userProfiles.id, users.id));
    adaId = people.find((p) => p.email === 'ada@batch.example')?.id ?? '';
    bobId = people.find((p) => p.email === 'bob@batch.example')?.id ?? '';
    workspaceId = people.find((p) => p.id === adaId)?.workspaceId ?? '';
  });
  afterAll(async () => t.close());

  const row = (userId: string, useCaseId: string, timeSaved: number): StoryRow => ({
    userId,
    workspaceId,
    useCaseId,
    kind: 'story',
    title: 'Impact story',
    description: 'A use case',
    impact: `Saves about ${timeSaved} minutes per day`,
    metricsImproved: ['productivity', 'efficiency'],
    timeSaved,
    isRelevant: true,
    feedback: '',
    prompts: [`prompt ${timeSaved}`, '{a,b}', 'say "hi", \\ then NULL'],
    promptsFiled: false,
    timeSavedLow: null,
    timeSavedHigh: null,
    baselineMinutes: timeSaved % 2 === 0 ? 60 : null,
    frequencyPerWeek: 2.5,
    evidenceUrl: null,
    timeWent: null,
    sharing: 'named',
  });

  it('posted at once by teammates, every story is stored once with its own id and figures', async () => {
    const targets = t.catalogue.all.slice(0, 3).map((u) => u.id);
    const posts = Array.from({ length: 30 }, (_, i) => ({
      cookie: i % 2 === 0 ? ada : bob,
      body: { useCaseId: targets[i % 3], timeSaved: 100 + i, prompts: `first ${i}\nsecond ${i}` },
    }));
    const answers = await Promise.all(posts.map((p) => call(t, 'POST', '/api/stories', p.body, p.cookie)));
    expect(answers.map((a) => a.status)).toEqual(posts.map(() => 201));
    const ids = answers.map((a) => (a.json.story as Json).id as string);
    expect(new Set(ids).size).toBe(30);
    const stored = await t.database.db.select().from(impactStories).where(inArray(impactStories.id, ids));
    const byId = new Map(stored.map((s) => [s.id, s]));
    posts.forEach((p, i) => {
      const story = byId.get(ids[i] ?? '');
      expect(story).toMatchObject({
        userId: p.cookie === ada ? adaId : bobId,
        useCaseId: p.body.useCaseId,
        timeSaved: 100 + i,
        prompts: [`first ${i}`, `second ${i}`],
      });
    });
    const done = await t.database.db
      .select()
      .from(completions)
      .where(and(eq(completions.workspaceId, workspaceId), inArray(completions.useCaseId, targets)));
    expect(done).toHaveLength(6);
  });

  it('shares statements under concurrency and counts a completion for one story only', async () => {
    const writer = new StoryWriter(t.database.db);
    const useCaseId = t.catalogue.all[5]?.id ?? '';
    const other = t.catalogue.all[6]?.id ?? '';
    const rows = Array.from({ length: 24 }, (_, i) => row(i % 2 === 0 ? adaId : bobId, i % 3 === 0 ? other : useCaseId, i));
    const written = await Promise.all(rows.map((r) => writer.write(r)));
    expect(writer.statements).toBeLessThan(rows.length);
    // Four new (teammate, use case) pairs: each completed by exactly one of its stories.
    expect(written.filter((w) => w.newlyCompleted)).toHaveLength(4);
    const again = await Promise.all([writer.write(row(adaId, useCaseId, 99)), writer.write(row(bobId, other, 98))]);
    expect(again.map((w) => w.newlyCompleted)).toEqual([false, false]);
    const stored = await t.database.db
      .select({
        id: impactStories.id,
        prompts: impactStories.prompts,
        baseline: impactStories.baselineMinutes,
        time: impactStories.timeSaved,
      })
      .from(impactStories)
      .where(
        inArray(
          impactStories.id,
          written.map((w) => w.id),
        ),
      );
    expect(stored).toHaveLength(24);
    for (const s of stored) {
      expect(s.prompts).toEqual([`prompt ${s.time}`, '{a,b}', 'say "hi", \\ then NULL']);
      expect(s.baseline).toBe(s.time % 2 === 0 ? 60 : null);
    }
  });

  it('sends the first story at once and the ones that arrive while it is written together in one statement', async () => {
    const writer = new StoryWriter(t.database.db);
    const useCaseId = t.catalogue.all[7]?.id ?? '';
    const rows = Array.from({ length: 12 }, (_, i) => row(i % 2 === 0 ? adaId : bobId, useCaseId, 40 + i));
    const written = await Promise.all(rows.map((r) => writer.write(r)));
    expect(new Set(written.map((w) => w.id)).size).toBe(12);
    expect(writer.statements).toBe(2);
  });

  it('a story that cannot be written fails alone; the teammates posting with it are stored', async () => {
    const writer = new StoryWriter(t.database.db);
    const useCaseId = t.catalogue.all[7]?.id ?? '';
    const rows = Array.from({ length: 8 }, (_, i) => row(i === 4 ? randomUUID() : adaId, useCaseId, 200 + i));
    const results = await Promise.allSettled(rows.map((r) => writer.write(r)));
    expect(results.map((r) => r.status)).toEqual(rows.map((_, i) => (i === 4 ? 'rejected' : 'fulfilled')));
    const ids = results.flatMap((r) => (r.status === 'fulfilled' ? [r.value.id] : []));
    const stored = await t.database.db.select({ id: impactStories.id }).from(impactStories).where(inArray(impactStories.id, ids));
    expect(stored).toHaveLength(7);
  });
});
