import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { PromptPage } from '@pathwise/core';
import { backfillPromptLibrary } from '../src/prompts/filing';
import { call, onboard, verifiedUser } from './accounts-helpers';
import { createTestContext, ENGINES, type TestContext } from './harness';

describe.each(ENGINES)('prompt library on %s', (engine) => {
  let t: TestContext;
  let ana: string;
  let ben: string;
  let cid: string;
  let outsider: string;
  let coding: string;
  let testing: string;

  const share = (cookie: string, useCaseId: string, prompts: string) =>
    call(t, 'POST', '/api/stories', { useCaseId, timeSaved: 10, prompts }, cookie).then((r) => {
      expect(r.status).toBe(201);
      return r;
    });
  const library = async (cookie: string, query = '') => {
    const result = await call(t, 'GET', `/api/prompts${query}`, undefined, cookie);
    expect(result.status, JSON.stringify(result.json)).toBe(200);
    return result.json as unknown as PromptPage;
  };

  beforeAll(async () => {
    t = await createTestContext(engine);
    const cookies = await Promise.all(
      ['ana@prompts.example', 'ben@prompts.example', 'cid@prompts.example', 'eve@elsewhere.example'].map(async (email) => {
        const cookie = await verifiedUser(t, email);
        await onboard(t, cookie);
        return cookie;
      }),
    );
    [ana, ben, cid, outsider] = cookies as [string, string, string, string];
    coding = t.catalogue.all.find((u) => u.type === 'coding' && u.roles.includes('frontend'))?.id ?? '';
    testing = t.catalogue.all.find((u) => u.type === 'testing' && !u.roles.includes('frontend'))?.id ?? '';
    expect(coding && testing).toBeTruthy();
    await share(ana, coding, '/explain   this Function\n/refactor to hooks');
    await share(ben, testing, '  /EXPLAIN this\tfunction  \nWrite tests for parseDuration 100%_done');
    await share(ben, coding, '/explain this function');
    await share(outsider, coding, '/explain this function\nSECRET prompt of another company');
  });
  afterAll(async () => t.close());

  it('keeps near-duplicates (whitespace and case) as one entry, used by each teammate once', async () => {
    const { prompts } = await library(cid);
    expect(prompts.map((p) => p.text).sort()).toEqual(
      ['/explain   this Function', '/refactor to hooks', 'Write tests for parseDuration 100%_done'].sort(),
    );
    const explain = prompts.find((p) => p.text.startsWith('/explain'));
    expect(explain).toMatchObject({ usedBy: 2, saves: 0, savedByMe: false });
    expect(explain?.authors.map((a) => a.name)).toEqual(['ana', 'ben']);
    expect(explain?.useCases.map((u) => u.id).sort()).toEqual([coding, testing].sort());
    // Most used first.
    expect(prompts[0]?.id).toBe(explain?.id);
  });

  it("never shows another workspace's prompts, nor lets anyone save them", async () => {
    const mine = await library(ana, '?q=secret');
    expect(mine.prompts).toEqual([]);
    const theirs = await library(outsider);
    expect(theirs.prompts.map((p) => p.usedBy)).toEqual([1, 1]);
    const foreign = theirs.prompts[0]?.id ?? '';
    expect((await call(t, 'POST', `/api/prompts/${foreign}/save`, undefined, ana)).status).toBe(404);
    expect((await library(outsider)).prompts.every((p) => p.saves === 0)).toBe(true);
    const filters = await call(t, 'GET', '/api/prompts/filters', undefined, ana);
    expect(JSON.stringify(filters.json)).not.toContain('eve');
    expect((filters.json.authors as { name: string }[]).map((a) => a.name)).toEqual(['ana', 'ben']);
  });

  it('searches the normal form, taking LIKE characters literally', async () => {
    expect((await library(cid, '?q=EXPLAIN%20%20THIS')).prompts).toHaveLength(1);
    expect((await library(cid, '?q=100%25_')).prompts.map((p) => p.text)).toEqual(['Write tests for parseDuration 100%_done']);
    expect((await library(cid, '?q=%25')).prompts).toHaveLength(1);
    expect((await library(cid, '?q=nothing-like-it')).prompts).toEqual([]);
  });

  it('filters by use case, type, role and author', async () => {
    expect((await library(cid, `?useCase=${testing}`)).prompts).toHaveLength(2);
    expect((await library(cid, '?type=testing')).prompts).toHaveLength(2);
    expect((await library(cid, '?type=coding')).prompts).toHaveLength(2);
    expect((await library(cid, '?role=frontend')).prompts.map((p) => p.text).sort()).toEqual([
      '/explain   this Function',
      '/refactor to hooks',
    ]);
    const authors = (await call(t, 'GET', '/api/prompts/filters', undefined, cid)).json.authors as { id: string; name: string }[];
    const anaId = authors.find((a) => a.name === 'ana')?.id ?? '';
    expect((await library(cid, `?author=${anaId}`)).prompts).toHaveLength(2);
    expect((await library(cid, `?author=${anaId}&type=testing`)).prompts).toHaveLength(1);
  });

  it('saves to my prompts, counts saves and sorts by them', async () => {
    const { prompts } = await library(cid, '?sort=newest');
    const refactor = prompts.find((p) => p.text === '/refactor to hooks')?.id ?? '';
    expect((await call(t, 'POST', `/api/prompts/${refactor}/save`, undefined, cid)).json).toEqual({ saves: 1, saved: true });
    expect((await call(t, 'POST', `/api/prompts/${refactor}/save`, undefined, cid)).json).toEqual({ saves: 1, saved: true });
    await call(t, 'POST', `/api/prompts/${refactor}/save`, undefined, ben);
    const bySaves = await library(cid, '?sort=saved');
    expect(bySaves.prompts[0]).toMatchObject({ id: refactor, saves: 2, savedByMe: true });
    expect((await library(cid, '?saved=1')).prompts.map((p) => p.id)).toEqual([refactor]);
    expect((await call(t, 'DELETE', `/api/prompts/${refactor}/save`, undefined, cid)).json).toEqual({ saves: 1, saved: false });
    expect((await library(cid, '?saved=1')).prompts).toEqual([]);
  });

  it('refuses bad queries with a 400 and unknown entries with a 404', async () => {
    for (const query of ['?q=a%01b', '?sort=random', '?page=0', '?page=501', '?author=not-a-uuid', `?q=${'x'.repeat(201)}`, '?q=%00']) {
      const result = await call(t, 'GET', `/api/prompts${query}`, undefined, cid);
      expect(result.status, query).toBe(400);
      expect(result.json.error?.code).toMatch(/validation_failed|invalid_text/);
    }
    expect((await call(t, 'POST', '/api/prompts/00000000-0000-4000-8000-000000000000/save', undefined, cid)).status).toBe(404);
    expect((await call(t, 'POST', '/api/prompts/nope/save', undefined, cid)).status).toBe(404);
    expect((await call(t, 'GET', '/api/prompts')).status).toBe(401);
  });

  it('(last: adds authors) counts each teammate once when their stories with one prompt arrive at the same time', async () => {
    await Promise.all([ana, ben, cid, ana, ben, cid, ana, ben].map((cookie) => share(cookie, testing, 'Summarise the flaky tests')));
    const entry = (await library(ana, '?q=flaky')).prompts.find((p) => p.text === 'Summarise the flaky tests');
    expect(entry?.usedBy).toBe(3);
  });
  it('files an edited story as it is now, and at start the stories an earlier version wrote', async () => {
    const created = await share(cid, coding, 'Draft a migration plan for zebra tables');
    const id = (created.json.story as { id: string }).id;
    expect((await library(cid, '?q=zebra')).prompts.map((p) => p.text)).toEqual(['Draft a migration plan for zebra tables']);
    const edited = await call(t, 'PATCH', `/api/stories/${id}`, { timeSaved: 10, prompts: 'Draft a rollback plan for yak tables' }, cid);
    expect(edited.status).toBe(200);
    expect((await library(cid, '?q=zebra')).prompts.map((p) => p.usedBy)).toEqual([0]);
    expect((await library(cid, '?q=yak')).prompts.map((p) => p.usedBy)).toEqual([1]);
    // A story written straight to the database (an earlier version, an import) is filed at start.
    await t.database.db.execute(
      sql`INSERT INTO impact_stories (workspace_id, user_id, use_case_id, kind, title, prompts)
          SELECT workspace_id, user_id, use_case_id, 'story', 'Impact story', ARRAY['Explain the quokka cache'] FROM impact_stories WHERE id = ${id}`,
    );
    expect(await backfillPromptLibrary(t.database.db)).toBe(1);
    expect(await backfillPromptLibrary(t.database.db)).toBe(0);
    expect((await library(cid, '?q=quokka')).prompts.map((p) => p.text)).toEqual(['Explain the quokka cache']);
  });
});
