/**
 * Prompt library benchmark: 50,000 prompts in one workspace on PostgreSQL (plus 10,000 stories
 * over 10 workspaces); the load generator at 50 connections on searches and the default page, against a
 * bare GET /healthz of the same server measured in the same run.
 */
import { join } from 'node:path';
import { loadCatalogueService } from '../apps/server/src/catalogue/load-catalogue';
import { openDatabase } from '../apps/server/src/db/client';
import { createLogger } from '../apps/server/src/logger';
import { seedPromptLibrary } from '../apps/server/test/seed-prompts';
import { startBenchServer } from './postgres-server';
import type { BenchSection } from './run';
import { load, LOAD_HEADER, loadRow, share } from './support';

export async function run(): Promise<BenchSection> {
  const catalogue = await loadCatalogueService(join(import.meta.dirname, '..', 'content'));
  const bench = await startBenchServer(
    catalogue.all.map((u) => u.id),
    { workspaces: 10, stories: 10_000 },
  );
  const { server, workspaceId } = bench;
  const database = await openDatabase({ kind: 'postgres', url: bench.databaseUrl, poolSize: 2 }, createLogger('silent'));
  await seedPromptLibrary(database.db, workspaceId, 50_000);
  await database.close();
  const auth = { Cookie: await bench.cookie(), Origin: server.url };
  const seconds = Number(process.env.BENCH_SECONDS ?? 10);
  await load('warm-up', `${server.url}/api/prompts?q=refactor`, { headers: auth, duration: 2 });
  const healthz = await load('GET /healthz (framework limit)', `${server.url}/healthz`, { duration: seconds });
  const page = await load('GET /api/prompts (most used, page 1)', `${server.url}/api/prompts`, { headers: auth, duration: seconds });
  const common = await load('GET /api/prompts?q=refactor (a common word)', `${server.url}/api/prompts?q=refactor`, {
    headers: auth,
    duration: seconds,
  });
  const rare = await load('GET /api/prompts?q=step%204242 (a rare phrase)', `${server.url}/api/prompts?q=step%204242`, {
    headers: auth,
    duration: seconds,
  });
  const filtered = await load(
    'GET /api/prompts?q=tests&type=testing&sort=newest',
    `${server.url}/api/prompts?q=tests&type=testing&sort=newest`,
    {
      headers: auth,
      duration: seconds,
    },
  );
  await bench.stop();
  const searches = [common, rare, filtered];
  const worstP99 = Math.max(...searches.map((r) => r.p99));
  const slowest = searches.reduce((a, b) => (a.rps < b.rps ? a : b));
  const markdown = [
    `PostgreSQL, 50,000 prompts in one workspace (pg_trgm index on the normal form), 50 connections, ${seconds} s per endpoint; server and load generator share the machine's 2 cores.`,
    '',
    ...LOAD_HEADER,
    loadRow(healthz),
    loadRow(page, healthz),
    loadRow(common, healthz),
    loadRow(rare, healthz),
    loadRow(filtered, healthz),
  ].join('\n');
  return {
    title: 'Prompt library at 50,000 prompts',
    markdown,
    targets: [
      { label: `prompt search p99 under 500 ms at 50 connections (measured ${worstP99} ms)`, met: worstP99 < 500 },
      {
        label: `slowest prompt search at least 5% of the healthz limit (measured ${share(slowest, healthz)})`,
        met: slowest.rps >= 0.05 * healthz.rps,
      },
      { label: 'no failed prompt library request under load', met: [healthz, page, ...searches].every((r) => r.non2xx + r.errors === 0) },
    ],
  };
}
