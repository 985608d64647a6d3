/**
 * Scale (issue 20): 1,000,000 impact stories in 1,000 workspaces on PostgreSQL, one of them a
 * workspace of 5,000 members with 100,000 stories and 50,000 prompts. The feed, the team figures
 * and the prompt search of that large workspace (and the feed of a typical one) under load,
 * against a bare GET /healthz of the same server in the same run; and the plans of their queries,
 * which must stay on indexes (no sequential scan of the stories or the prompts).
 */
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import { promptQuerySchema } from '@pathwise/core';
import { loadCatalogueService } from '../apps/server/src/catalogue/load-catalogue';
import { openDatabase, queryRows, type Db } from '../apps/server/src/db/client';
import { createLogger } from '../apps/server/src/logger';
import { promptListSql } from '../apps/server/src/prompts/library';
import { seedImpactWorkspace } from '../apps/server/test/seed-impact';
import { seedPromptLibrary } from '../apps/server/test/seed-prompts';
import { startBenchServer } from './postgres-server';
import type { BenchSection } from './run';
import { load, LOAD_HEADER, loadRow, type LoadResult } from './support';

const WORKSPACES = 1_000;
const MEMBERS = 5_000;
const BIG_STORIES = 100_000;
const TOTAL_STORIES = 1_000_000;

async function plan(db: Db, query: ReturnType<typeof sql>): Promise<string> {
  const rows = await queryRows<{ 'QUERY PLAN': string }>(db, sql`EXPLAIN ${query}`);
  return rows.map((r) => r['QUERY PLAN']).join('\n');
}

export async function run(): Promise<BenchSection> {
  const catalogue = await loadCatalogueService(join(import.meta.dirname, '..', 'content'));
  const useCaseIds = catalogue.all.map((u) => u.id);
  const seeding = performance.now();
  // 900,000 stories over the 1,000 workspaces, then the large team's 100,000 in the first one.
  const bench = await startBenchServer(useCaseIds, { workspaces: WORKSPACES, stories: TOTAL_STORIES - BIG_STORIES });
  const { server, workspaceId: big } = bench;
  const database = await openDatabase({ kind: 'postgres', url: bench.databaseUrl, poolSize: 2 }, createLogger('silent'));
  const { db } = database;
  await seedImpactWorkspace(db, big, useCaseIds, { members: MEMBERS, stories: BIG_STORIES });
  await seedPromptLibrary(db, big, 50_000);
  await db.execute(sql`VACUUM ANALYZE`);
  const seeded = Math.round((performance.now() - seeding) / 1000);
  const [counts] = await queryRows<{ stories: number; workspaces: number; members: number }>(
    db,
    sql`SELECT (SELECT count(*)::int FROM impact_stories) AS stories, (SELECT count(*)::int FROM workspaces) AS workspaces,
               (SELECT count(*)::int FROM user_profiles WHERE workspace_id = ${big}) AS members`,
  );
  const [typical] = await queryRows<{ id: string }>(db, sql`SELECT id FROM workspaces WHERE id <> ${big} ORDER BY id LIMIT 1`);

  const feedPlan = (workspace: string) =>
    plan(db, sql`SELECT id FROM impact_stories WHERE workspace_id = ${workspace} AND kind = 'story' ORDER BY created_at DESC LIMIT 300`);
  const viewer = { userId: '00000000-0000-4000-8000-000000000000', workspaceId: big };
  const plans: [string, string][] = [
    ['feed, large team', await feedPlan(big)],
    ['feed, typical team', await feedPlan(typical?.id ?? big)],
    [
      'prompt search, large team',
      await plan(db, promptListSql(catalogue, viewer, promptQuerySchema.parse({ q: 'step 4242' })) ?? sql`SELECT 1`),
    ],
    ['prompt page, large team', await plan(db, promptListSql(catalogue, viewer, promptQuerySchema.parse({})) ?? sql`SELECT 1`)],
  ];
  await database.close();

  const auth = { Cookie: await bench.cookie(), Origin: server.url };
  const seconds = Number(process.env.BENCH_SECONDS ?? 10);
  const get = (name: string, path: string) => load(name, `${server.url}${path}`, { headers: auth, duration: seconds });
  await load('warm-up', `${server.url}/api/team/impact`, { headers: auth, duration: 2 });
  const healthz = await load('GET /healthz (framework limit)', `${server.url}/healthz`, { duration: seconds });
  const rows: LoadResult[] = [
    await get('GET /api/feed, 5,000-member team', '/api/feed?filter=relevant'),
    await get('GET /api/feed?filter=recent, 5,000-member team', '/api/feed?filter=recent'),
    await get('GET /api/team/impact, 5,000-member team', '/api/team/impact'),
    await get('GET /api/prompts?q=step%204242, 50,000 prompts', '/api/prompts?q=step%204242'),
    await get('GET /api/prompts?q=refactor, 50,000 prompts', '/api/prompts?q=refactor'),
  ];
  await bench.stop();

  const seqScan = (text: string) => /Seq Scan on (impact_stories|prompt_entries|prompt_uses)/.test(text);
  const worstP99 = Math.max(...rows.map((r) => r.p99));
  return {
    title: 'Scale: 1,000,000 stories, 1,000 workspaces, a 5,000-member team',
    markdown: [
      `PostgreSQL, ${counts?.stories.toLocaleString('en')} stories in ${counts?.workspaces.toLocaleString('en')} workspaces; the large team has ${counts?.members.toLocaleString('en')} members, ${BIG_STORIES.toLocaleString('en')} stories over two years and 50,000 prompts (seeded in ${seeded} s). 50 connections, ${seconds} s per endpoint; server and load generator share the machine's cores.`,
      '',
      ...LOAD_HEADER,
      loadRow(healthz),
      ...rows.map((r) => loadRow(r, healthz)),
      '',
      '| query plan | sequential scan of stories or prompts |',
      '|---|---|',
      ...plans.map(([name, text]) => `| ${name} | ${seqScan(text) ? '**yes**' : 'no'} |`),
    ].join('\n'),
    targets: [
      { label: `at 1,000,000 stories: feed, team figures and prompt search p99 under 50 ms (worst ${worstP99} ms)`, met: worstP99 < 50 },
      { label: 'at 1,000,000 stories: feed and prompt queries stay on indexes', met: plans.every(([, text]) => !seqScan(text)) },
      { label: 'no failed request at scale', met: [healthz, ...rows].every((r) => r.non2xx + r.errors === 0) },
    ],
  };
}
