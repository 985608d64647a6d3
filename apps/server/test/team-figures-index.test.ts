import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { previousPeriod, readTeamRange } from '@pathwise/core';
import { queryRows } from '../src/db/client';
import { teamFiguresQuery, useCaseRollupQuery } from '../src/impact/figures-sql';
import { createTestContext, POSTGRES_URL, type TestContext } from './harness';
import { seedImpactWorkspace } from './seed-impact';
import { seedAtScale } from './seed-scale';

/**
 * The team figures at scale (issue 18): one workspace of 1,000 members and 50,000 stories among
 * 20 workspaces' 20,000 more. Both statements must read the stories through the covering index
 * alone (no table page, no scan of other workspaces' stories).
 */
describe.skipIf(!POSTGRES_URL)('team figures query plan on PostgreSQL', () => {
  let t: TestContext;
  let workspaceId: string;

  beforeAll(async () => {
    t = await createTestContext('postgres');
    const useCases = t.catalogue.all.map((u) => u.id);
    ({ workspaceId } = await seedAtScale(t.database.db, useCases, { workspaces: 20, stories: 20_000 }));
    await seedImpactWorkspace(t.database.db, workspaceId, useCases, { members: 1_000, stories: 50_000 });
  }, 300_000);
  afterAll(async () => t?.close());

  const plan = async (statement: typeof teamFiguresQuery, range: { from?: string; to?: string }) => {
    const parsed = readTeamRange(range);
    if (!parsed.ok) throw new Error(parsed.message);
    const query = statement({ workspaceId, from: parsed.from, to: parsed.to, previousFrom: previousPeriod(parsed).from });
    const rows = await queryRows<{ 'QUERY PLAN': string }>(t.database.db, sql`EXPLAIN (ANALYZE, TIMING OFF, COSTS OFF) ${query}`);
    return rows.map((r) => r['QUERY PLAN']).join('\n');
  };

  it.each([
    ['the figures (the range, the previous period, the last 7 days)', teamFiguresQuery, 3],
    ['the per-use-case rollup (the range)', useCaseRollupQuery, 1],
  ])('%s: stories read by index only, never scanning the table', async (_, statement, reads) => {
    const text = await plan(statement, {});
    const storyReads = text.split('\n').filter((line) => /on impact_stories\b/.test(line));
    expect(storyReads.length).toBe(reads);
    for (const line of storyReads) expect(line).toMatch(/Index Only Scan using impact_stories_figures_idx on impact_stories/);
    expect(text).not.toMatch(/Seq Scan on impact_stories/);
    // Every story row came from the index: no visit to the table.
    expect([...text.matchAll(/Heap Fetches: (\d+)/g)].map((m) => Number(m[1]))).toEqual(storyReads.map(() => 0));
  });
});
