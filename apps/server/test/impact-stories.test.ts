import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ANONYMOUS_AUTHOR, type NotificationList } from '@pathwise/core';
import { queryRows } from '../src/db/client';
import type { BusEvent } from '../src/realtime/bus';
import { call, eventually, onboard, readFeed, verifiedUser } from './accounts-helpers';
import { createTestContext, ENGINES, type TestContext } from './harness';

const feedOf = async (t: TestContext, cookie: string) => (await readFeed(t, cookie, '?filter=recent')).stories;

/** Every read route a teammate has that could show a story's author, as text. */
async function everythingBobReads(t: TestContext, bob: string): Promise<string> {
  const paths = [
    '/api/feed?filter=recent',
    '/api/feed?filter=highest',
    '/api/feed',
    '/api/team/stats',
    '/api/prompts',
    '/api/notifications',
  ];
  const texts = await Promise.all(
    paths.map(async (path) => {
      const response = await t.app.request(path, { headers: { Cookie: bob } });
      return `${path}: ${await response.text()}`;
    }),
  );
  const csv = await t.app.request('/api/team/stories.csv', { headers: { Cookie: bob } });
  return [...texts, await csv.text()].join('\n');
}

describe.each(ENGINES)('impact stories on %s', (engine) => {
  let t: TestContext;
  let zor: string;
  let bob: string;
  let cyd: string;
  let zorId: string;
  const events: BusEvent[] = [];
  const useCaseId = () => t.catalogue.all[0]?.id ?? '';
  const otherUseCase = () => t.catalogue.all[1]?.id ?? '';

  beforeAll(async () => {
    t = await createTestContext(engine);
    zor = await verifiedUser(t, 'zorblatt@initech.example');
    bob = await verifiedUser(t, 'bob@initech.example');
    cyd = await verifiedUser(t, 'cyd@initech.example');
    for (const cookie of [zor, bob, cyd]) await onboard(t, cookie);
    const rows = await queryRows<{ id: string }>(t.database.db, sql`SELECT id FROM users WHERE email = 'zorblatt@initech.example'`);
    zorId = rows[0]?.id ?? '';
    t.bus.subscribe((event) => events.push(event));
  });
  afterAll(async () => t.close());

  it('stores the optional figures, 0 and time lost, and refuses more than a working day', async () => {
    const full = await call(
      t,
      'POST',
      '/api/stories',
      {
        useCaseId: useCaseId(),
        timeSaved: 30,
        timeSavedLow: 20,
        timeSavedHigh: 45,
        baselineMinutes: 90,
        frequencyPerWeek: 3,
        evidenceUrl: 'https://github.com/initech/app/pull/7',
        timeWent: 'more_tests',
      },
      bob,
    );
    expect(full.status).toBe(201);
    expect((await call(t, 'POST', '/api/stories', { useCaseId: otherUseCase(), timeSaved: 0 }, bob)).status).toBe(201);
    expect((await call(t, 'POST', '/api/stories', { useCaseId: otherUseCase(), timeSaved: -25 }, bob)).status).toBe(201);
    const tooMuch = await call(t, 'POST', '/api/stories', { useCaseId: useCaseId(), timeSaved: 481 }, bob);
    expect(tooMuch.status).toBe(400);
    expect(tooMuch.json.error?.message).toContain('480');
    const badLink = await call(
      t,
      'POST',
      '/api/stories',
      { useCaseId: useCaseId(), timeSaved: 5, evidenceUrl: 'javascript:alert(1)' },
      bob,
    );
    expect(badLink.status).toBe(400);
    const reversed = await call(
      t,
      'POST',
      '/api/stories',
      { useCaseId: useCaseId(), timeSaved: 5, timeSavedLow: 9, timeSavedHigh: 2 },
      bob,
    );
    expect(reversed.status).toBe(400);

    const mine = await feedOf(t, bob);
    expect(mine.map((s) => s.timeSaved).sort((a, b) => a - b)).toEqual([-25, 0, 30]);
    expect(mine.find((s) => s.timeSaved === 30)).toMatchObject({
      timeSavedLow: 20,
      timeSavedHigh: 45,
      baselineMinutes: 90,
      frequencyPerWeek: 3,
      evidenceUrl: 'https://github.com/initech/app/pull/7',
      timeWent: 'more_tests',
      sharing: 'named',
      followUp: { state: 'pending', outcome: null, reworkMinutes: 0 },
    });
  });

  it('an anonymous story never shows its author to anyone but the author: routes, CSV, sockets', async () => {
    events.length = 0;
    const anon = await call(
      t,
      'POST',
      '/api/stories',
      { useCaseId: useCaseId(), timeSaved: 40, sharing: 'anonymous', prompts: '/explain the zorblatt retry loop' },
      zor,
    );
    expect(anon.status).toBe(201);
    const hidden = await call(t, 'POST', '/api/stories', { useCaseId: otherUseCase(), timeSaved: 15, sharing: 'aggregate' }, zor);
    expect(hidden.status).toBe(201);
    const anonId = (anon.json.story as { id: string }).id;
    const hiddenId = (hidden.json.story as { id: string }).id;

    const seenByBob = await feedOf(t, bob);
    const story = seenByBob.find((s) => s.id === anonId);
    expect(story?.author).toEqual({ name: ANONYMOUS_AUTHOR, specialty: null });
    expect(story?.followUp).toBeNull();
    expect(seenByBob.some((s) => s.id === hiddenId)).toBe(false);

    // The author sees both as theirs.
    const seenByZor = await feedOf(t, zor);
    expect(seenByZor.find((s) => s.id === anonId)).toMatchObject({ author: { name: 'zorblatt' }, isMine: true, sharing: 'anonymous' });
    expect(seenByZor.find((s) => s.id === hiddenId)).toMatchObject({ isMine: true, sharing: 'aggregate' });

    const everything = await everythingBobReads(t, bob);
    expect(everything).not.toMatch(/zorblatt@|"zorblatt"|,"zorblatt",/);
    expect(everything).not.toContain(zorId);
    expect(everything).toContain(ANONYMOUS_AUTHOR);
    // The prompt is in the library, its author is not.
    expect(everything).toContain('zorblatt retry loop');

    await eventually(
      () => events.length,
      (n) => n >= 2,
    );
    const socketText = JSON.stringify(events.filter((e) => 'workspaceId' in e && !('userId' in e && e.userId === zorId)));
    expect(socketText).not.toContain(zorId);
    expect(socketText).not.toContain('zorblatt');
  });

  it('the author edits and deletes their own story; teammates hear of it; no one else can', async () => {
    const created = await call(t, 'POST', '/api/stories', { useCaseId: otherUseCase(), timeSaved: 12 }, zor);
    const id = (created.json.story as { id: string }).id;
    events.length = 0;
    const edit = { timeSaved: 18, timeSavedLow: 10, timeSavedHigh: 25, sharing: 'anonymous', feedback: 'better than I said' };
    expect((await call(t, 'PATCH', `/api/stories/${id}`, edit, bob)).status).toBe(404);
    expect((await call(t, 'DELETE', `/api/stories/${id}`, undefined, bob)).status).toBe(404);
    expect((await call(t, 'PATCH', `/api/stories/${id}`, { ...edit, timeSaved: 500 }, zor)).status).toBe(400);
    expect((await call(t, 'PATCH', `/api/stories/${id}`, edit, zor)).status).toBe(200);
    const edited = (await feedOf(t, bob)).find((s) => s.id === id);
    expect(edited).toMatchObject({ timeSaved: 18, timeSavedLow: 10, timeSavedHigh: 25, feedback: 'better than I said' });
    expect(edited?.author.name).toBe(ANONYMOUS_AUTHOR);

    expect((await call(t, 'DELETE', `/api/stories/${id}`, undefined, zor)).status).toBe(204);
    expect((await feedOf(t, bob)).some((s) => s.id === id)).toBe(false);
    expect((await call(t, 'DELETE', `/api/stories/${id}`, undefined, zor)).status).toBe(404);
    await eventually(
      () => events.map((e) => e.type),
      (types) => types.includes('story.updated') && types.includes('story.deleted'),
    );
    expect(events.map((e) => e.type)).toEqual(expect.arrayContaining(['story.updated', 'story.deleted']));
  });

  it('peer confirmation: only a teammate who completed the use case, counted on the story', async () => {
    const created = await call(t, 'POST', '/api/stories', { useCaseId: useCaseId(), timeSaved: 20 }, zor);
    const id = (created.json.story as { id: string }).id;
    expect((await call(t, 'PUT', `/api/stories/${id}/confirmation`, { verdict: 'worked', minutes: 15 }, zor)).json.error?.code).toBe(
      'own_story',
    );
    // Cyd has not done the use case.
    expect((await call(t, 'PUT', `/api/stories/${id}/confirmation`, { verdict: 'worked' }, cyd)).json.error?.code).toBe('not_completed');
    expect((await call(t, 'PUT', `/api/stories/${id}/confirmation`, { verdict: 'maybe' }, bob)).status).toBe(400);
    const worked = await call(t, 'PUT', `/api/stories/${id}/confirmation`, { verdict: 'worked', minutes: 15 }, bob);
    expect(worked.json).toEqual({ confirmations: { worked: 1, didntWork: 0 }, myConfirmation: 'worked' });
    await call(t, 'POST', `/api/use-cases/${useCaseId()}/rating`, { helpful: false }, cyd);
    const didnt = await call(t, 'PUT', `/api/stories/${id}/confirmation`, { verdict: 'didnt_work' }, cyd);
    expect(didnt.json.confirmations).toEqual({ worked: 1, didntWork: 1 });
    // A changed verdict moves the counts.
    expect((await call(t, 'PUT', `/api/stories/${id}/confirmation`, { verdict: 'worked' }, cyd)).json.confirmations).toEqual({
      worked: 2,
      didntWork: 0,
    });
    expect((await call(t, 'DELETE', `/api/stories/${id}/confirmation`, undefined, cyd)).json.confirmations).toEqual({
      worked: 1,
      didntWork: 0,
    });
    const seen = (await feedOf(t, bob)).find((s) => s.id === id);
    expect(seen).toMatchObject({ confirmations: { worked: 1, didntWork: 0 }, myConfirmation: 'worked', canConfirm: true });
  });

  it('the follow-up: the sweep asks the author once, 14 days later; the answer is taken once', async () => {
    const created = await call(t, 'POST', '/api/stories', { useCaseId: useCaseId(), timeSaved: 60 }, zor);
    const id = (created.json.story as { id: string }).id;
    // No job per story: the sweep finds the due ones.
    const perStory = await queryRows<{ n: number }>(
      t.database.db,
      sql`SELECT count(*)::int AS n FROM pgboss.job WHERE data->>'storyId' = ${id}`,
    );
    expect(perStory[0]?.n).toBe(0);
    const asked = async () =>
      ((await call(t, 'GET', '/api/notifications', undefined, zor)).json as unknown as NotificationList).notifications.filter(
        (n) => n.kind === 'impact.follow-up' && n.href === '/home' && n.text.endsWith('Did it hold up?'),
      );
    const before = (await asked()).length;
    // Thirteen days and 23 hours later, the sweep asks nothing yet.
    await t.database.db.execute(sql`UPDATE impact_stories SET created_at = now() - interval '13 days 23 hours' WHERE id = ${id}`);
    await t.jobs.send('impact.follow-up-sweep', {});
    await new Promise((resolve) => setTimeout(resolve, 1_500));
    expect(await asked()).toHaveLength(before);
    // Fourteen days pass.
    await t.database.db.execute(sql`UPDATE impact_stories SET created_at = now() - interval '14 days 1 minute' WHERE id = ${id}`);
    await t.jobs.send('impact.follow-up-sweep', {});
    await eventually(asked, (list) => list.length === before + 1);
    // Back to the present: the story is at the top of the feed again, its question asked.
    await t.database.db.execute(sql`UPDATE impact_stories SET created_at = now() WHERE id = ${id}`);
    expect((await feedOf(t, zor)).find((s) => s.id === id)?.followUp?.state).toBe('asked');

    // Another sweep, and a duplicated per-story job, ask nobody twice.
    await t.jobs.send('impact.follow-up-sweep', {});
    await t.jobs.send('impact.follow-up', { storyId: id });
    await new Promise((resolve) => setTimeout(resolve, 1_500));
    expect(await asked()).toHaveLength(before + 1);

    expect((await call(t, 'POST', `/api/stories/${id}/follow-up`, { outcome: 'rework', reworkMinutes: 20 }, bob)).status).toBe(404);
    expect((await call(t, 'POST', `/api/stories/${id}/follow-up`, { outcome: 'rework' }, zor)).status).toBe(400);
    const answer = await call(t, 'POST', `/api/stories/${id}/follow-up`, { outcome: 'rework', reworkMinutes: 20 }, zor);
    expect(answer.status).toBe(200);
    expect((await call(t, 'POST', `/api/stories/${id}/follow-up`, { outcome: 'kept' }, zor)).status).toBe(409);
    expect((await feedOf(t, zor)).find((s) => s.id === id)?.followUp).toEqual({ state: 'answered', outcome: 'rework', reworkMinutes: 20 });
  });

  it('the sweep tells the workspace once per batch, not once per story, and the feed shows every question', async () => {
    const ids: string[] = [];
    for (let i = 0; i < 3; i++) {
      const created = await call(t, 'POST', '/api/stories', { useCaseId: useCaseId(), timeSaved: 10 + i }, zor);
      ids.push((created.json.story as { id: string }).id);
    }
    await feedOf(t, zor); // the workspace's feed is cached now
    await t.database.db.execute(
      sql`UPDATE impact_stories SET created_at = now() - interval '15 days' WHERE id IN (${sql.join(
        ids.map((id) => sql`${id}::uuid`),
        sql`, `,
      )})`,
    );
    const from = events.length;
    await t.jobs.send('impact.follow-up-sweep', {});
    const told = (list: BusEvent[]) => list.filter((e) => e.type === 'follow-ups.asked');
    await eventually(
      () => Promise.resolve(events.slice(from)),
      (since) => told(since).length > 0 && since.filter((e) => e.type === 'notification.created').length >= ids.length,
    );
    const since = events.slice(from);
    expect(told(since)).toHaveLength(1);
    const [zorWorkspace] = await queryRows<{ id: string }>(
      t.database.db,
      sql`SELECT workspace_id AS id FROM user_profiles WHERE id = ${zorId}`,
    );
    expect(told(since)[0]).toEqual({ type: 'follow-ups.asked', workspaceId: zorWorkspace?.id });
    expect(since.filter((e) => e.type === 'story.updated')).toEqual([]);
    // The cached feed went with the event: every story shows its question.
    await t.database.db.execute(
      sql`UPDATE impact_stories SET created_at = now() WHERE id IN (${sql.join(
        ids.map((id) => sql`${id}::uuid`),
        sql`, `,
      )})`,
    );
    const feed = await feedOf(t, zor);
    expect(ids.map((id) => feed.find((s) => s.id === id)?.followUp?.state)).toEqual(['asked', 'asked', 'asked']);
  });
});
