import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { PromptPage } from '@pathwise/core';
import { call, onboard, PASSWORD, verifiedUser } from './accounts-helpers';
import { goodDraft, groupWith, makeAuthor, published } from './authoring-helpers';
import { createPostgresDatabase, createTestContext, ENGINES, POSTGRES_URL, type TestContext } from './harness';

const MARK = 'Kq8-cache-marker';
const BUNDLED = 'code-python-cli-argparse';

/** The prompt library's and the stories' tables: a statement naming one read the library. */
const LIBRARY_SQL = /\b(prompt_entries|prompt_uses|saved_prompts|impact_stories)\b/;

/**
 * Records the SQL statements this context's database runs until stopped (PGlite's query and exec,
 * or the PostgreSQL pool's query, the way the app's queries reach either).
 */
function recordStatements(t: TestContext): { library: () => string[]; stop: () => void } {
  const texts: string[] = [];
  const target = (t.database.pool ?? t.database.pglite) as unknown as Record<string, unknown>;
  const names = t.database.pool ? ['query'] : ['query', 'exec'];
  for (const name of names) {
    const original = target[name] as (...args: unknown[]) => unknown;
    target[name] = function (this: unknown, ...args: unknown[]) {
      const [first] = args;
      texts.push(typeof first === 'string' ? first : ((first as { text?: string } | undefined)?.text ?? ''));
      return original.apply(this, args);
    };
  }
  return {
    library: () => texts.filter((text) => LIBRARY_SQL.test(text)),
    stop: () => {
      for (const name of names) delete target[name];
    },
  };
}

/** Resolves once every event published so far has come back (PostgreSQL's bus answers through NOTIFY, in order). */
async function drained(t: TestContext): Promise<void> {
  const workspaceId = '00000000-0000-4000-8000-000000000000';
  let stop = () => {};
  const heard = new Promise<void>((resolve) => {
    stop = t.bus.subscribe((event) => {
      if (event.type === 'prompts.changed' && event.workspaceId === workspaceId) resolve();
    });
  });
  await t.bus.publish({ type: 'prompts.changed', workspaceId });
  await heard;
  stop();
}

const share = async (t: TestContext, cookie: string, useCaseId: string, prompts: string) => {
  const result = await call(t, 'POST', '/api/stories', { useCaseId, timeSaved: 10, prompts }, cookie);
  expect(result.status, JSON.stringify(result.json)).toBe(201);
  return (result.json.story as { id: string }).id;
};
const library = async (t: TestContext, cookie: string, query = '') => {
  const result = await call(t, 'GET', `/api/prompts${query}`, undefined, cookie);
  expect(result.status, JSON.stringify(result.json)).toBe(200);
  return result.json as unknown as PromptPage;
};
const texts = (page: PromptPage) => page.prompts.map((p) => p.text).sort();

/*
 * The prompt library's answers are kept per workspace, visibility class and query: a repeated
 * search runs no SQL, every change that can alter an answer makes the next one fresh, and no
 * answer reaches another workspace, another visibility class or another reader's saved marks.
 */
describe.each(ENGINES)('the prompt library cache on %s', (engine) => {
  let t: TestContext;
  let author: string;
  let insider: string;
  let outsider: string;
  let plain: string;
  let eve: string;

  beforeAll(async () => {
    t = await createTestContext(engine);
    const cookies: string[] = [];
    for (const email of ['admin@pcache.example', 'author@pcache.example', 'insider@pcache.example', 'outsider@pcache.example']) {
      const cookie = await verifiedUser(t, email);
      await onboard(t, cookie);
      cookies.push(cookie);
    }
    [, author, insider, outsider] = cookies as [string, string, string, string];
    plain = await verifiedUser(t, 'plain@pcache.example');
    await onboard(t, plain);
    eve = await verifiedUser(t, 'eve@elsewhere-pcache.example');
    await onboard(t, eve);
    await makeAuthor(t, 'author@pcache.example');
    await groupWith(t, 'platform', 'admin@pcache.example', ['insider@pcache.example']);
    const useCaseId = await published(
      t,
      author,
      goodDraft({ title: 'Platform runbook', customForGroups: ['platform'], visibleTo: 'groups' }),
    );
    await share(t, insider, useCaseId, `${MARK} for the platform group`);
    await share(t, insider, BUNDLED, `${MARK} for everyone`);
    await share(t, eve, BUNDLED, `${MARK} of another company`);
  });
  afterAll(async () => t.close());

  it('answers a repeated search from memory: no statement reads the library or the stories', async () => {
    await drained(t); // the stories' events of the set-up came back: none drops what is read below
    const recorder = recordStatements(t);
    try {
      const first = await library(t, plain, `?q=${MARK}`);
      expect(recorder.library().length).toBeGreaterThan(0); // the recorder sees what a fresh answer reads
      expect(texts(first)).toEqual([`${MARK} for everyone`]);
      const seen = recorder.library().length;
      // The same search again, and one that only looks different (case, spaces, an unknown parameter).
      const again = await library(t, plain, `?q=${MARK}`);
      const alike = await library(t, plain, `?q=%20${MARK.toUpperCase()}%20&sort=used&page=1&utm=x`);
      expect(recorder.library().slice(seen)).toEqual([]);
      expect(again).toEqual(first);
      expect(alike).toEqual(first);
      const served = await call(t, 'GET', `/api/prompts?q=${MARK}`, undefined, plain);
      expect(served.headers.get('cache-control')).toBe('private, no-cache');
      expect(served.headers.get('content-type')).toMatch(/^application\/json/);
    } finally {
      recorder.stop();
    }
  });

  it('never gives an answer to another workspace, another visibility class or another reader’s marks', async () => {
    // The same searches, asked in turn by a group member, a member outside it and another company.
    for (const query of [`?q=${MARK}`, '?sort=newest']) {
      for (const order of [
        [insider, plain, eve],
        [eve, plain, insider],
      ]) {
        const [a, b, c] = await Promise.all(order.map((cookie) => library(t, cookie, query)));
        const byReader = new Map([order[0], order[1], order[2]].map((cookie, i) => [cookie, texts([a, b, c][i] as PromptPage)]));
        expect(byReader.get(insider)).toEqual([`${MARK} for everyone`, `${MARK} for the platform group`]);
        expect(byReader.get(plain)).toEqual([`${MARK} for everyone`]);
        expect(byReader.get(eve)).toEqual([`${MARK} of another company`]);
      }
    }
    // Saved marks are the reader's own, on the page they share with their class.
    const everyone = (await library(t, plain, `?q=${MARK}`)).prompts[0]?.id ?? '';
    expect((await call(t, 'POST', `/api/prompts/${everyone}/save`, undefined, plain)).status).toBe(200);
    expect((await library(t, plain, `?q=${MARK}`)).prompts[0]).toMatchObject({ id: everyone, saves: 1, savedByMe: true });
    expect((await library(t, outsider, `?q=${MARK}`)).prompts[0]).toMatchObject({ id: everyone, saves: 1, savedByMe: false });
    expect((await library(t, plain, '?saved=1')).prompts.map((p) => p.id)).toEqual([everyone]);
    expect((await library(t, outsider, '?saved=1')).prompts).toEqual([]);
    expect((await call(t, 'DELETE', `/api/prompts/${everyone}/save`, undefined, plain)).status).toBe(200);
    expect((await library(t, plain, `?q=${MARK}`)).prompts[0]).toMatchObject({ saves: 0, savedByMe: false });
    expect((await library(t, plain, '?saved=1')).prompts).toEqual([]);
  });

  it('answers afresh after a new story with a prompt, a story deletion and a group visibility change', async () => {
    expect((await library(t, outsider, '?q=zebra')).prompts).toEqual([]);
    const story = await share(t, insider, BUNDLED, 'Plan the zebra migration');
    const shared = await library(t, outsider, '?q=zebra');
    expect(shared.prompts.map((p) => [p.text, p.usedBy, p.authors.map((a) => a.name)])).toEqual([
      ['Plan the zebra migration', 1, ['insider']],
    ]);

    expect((await call(t, 'DELETE', `/api/stories/${story}`, undefined, insider)).status).toBe(204);
    // With no use left, the entry is shown to no reader kept from some use cases (the outsider is).
    expect((await library(t, outsider, '?q=zebra')).prompts).toEqual([]);

    expect(texts(await library(t, outsider, `?q=${MARK}`))).toEqual([`${MARK} for everyone`]);
    await groupWith(t, 'platform', 'admin@pcache.example', ['outsider@pcache.example']);
    expect(texts(await library(t, outsider, `?q=${MARK}`))).toEqual([`${MARK} for everyone`, `${MARK} for the platform group`]);
  });

  it('answers afresh when a member who shared a prompt deletes their account (their name goes)', async () => {
    const leaver = await verifiedUser(t, 'leaver@pcache.example');
    await onboard(t, leaver);
    await share(t, leaver, BUNDLED, 'Explain the quagga service');
    const authors = async () => (await library(t, plain, '?q=quagga')).prompts.map((p) => p.authors.map((a) => a.name));
    expect(await authors()).toEqual([['leaver']]);
    const deleted = await call(t, 'DELETE', '/api/account', { password: PASSWORD, stories: 'anonymise' }, leaver);
    expect(deleted.status).toBe(204);
    expect(await authors()).toEqual([[expect.stringMatching(/^deleted-/)]]);
  });
});

describe.skipIf(!POSTGRES_URL)('the prompt library cache of two instances on one PostgreSQL', () => {
  it('drops an answer kept by one instance when a story or a save is written through the other', async () => {
    const db = await createPostgresDatabase();
    const a = await createTestContext('postgres', { env: { DATABASE_URL: db.url }, existingPostgres: true });
    // One outbox: either instance's queue may send the verification mail.
    const b = await createTestContext('postgres', { env: { DATABASE_URL: db.url }, existingPostgres: true, mailer: a.mailer });
    try {
      const cookie = await verifiedUser(a, 'ana@twice-pcache.example');
      await onboard(a, cookie);
      expect((await library(b, cookie, '?q=yak')).prompts).toEqual([]);
      await share(a, cookie, BUNDLED, 'Shave the yak first');
      // Within a moment (the NOTIFY), not the entry's 30 s.
      await expect.poll(async () => texts(await library(b, cookie, '?q=yak')), { timeout: 3_000 }).toEqual(['Shave the yak first']);
      const id = (await library(b, cookie, '?q=yak')).prompts[0]?.id ?? '';
      expect((await call(a, 'POST', `/api/prompts/${id}/save`, undefined, cookie)).status).toBe(200);
      await expect.poll(async () => (await library(b, cookie, '?q=yak')).prompts[0]?.saves, { timeout: 3_000 }).toBe(1);
    } finally {
      await a.close();
      await b.close();
      await db.drop();
    }
  });
});
