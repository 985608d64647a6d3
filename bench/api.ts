/**
 * API benchmark: 100 workspaces and 100,000 stories on PostgreSQL; the load generator at 50
 * connections on the feed, the catalogue and story creation, against two limits measured in
 * the same run: a bare GET /healthz of the same server (the framework's limit) and the feed's
 * SQL through pg alone (the database's limit). Server memory is sampled on the way.
 */
import { join } from 'node:path';
import pg from 'pg';
import { loadCatalogueService } from '../apps/server/src/catalogue/load-catalogue';
import { startBenchServer } from './postgres-server';
import type { BenchSection } from './run';
import { measureSizeCeiling, reference } from './size-ceiling';
import {
  load,
  LOAD_HEADER,
  loadGenerator,
  loadRow,
  micros,
  rssMiB,
  sampleRss,
  share,
  withHealthzBaseline,
  type LoadResult,
} from './support';
import { percentile } from './stats';

/** The feed's query through pg alone, 50 concurrent loops. */
async function rawSql(url: string, workspaceId: string, seconds: number): Promise<LoadResult> {
  const pool = new pg.Pool({ connectionString: url, max: 50 });
  const latencies: number[] = [];
  const end = Date.now() + seconds * 1000;
  const ownBefore = process.cpuUsage();
  const text = `SELECT s.id, s.user_id, s.use_case_id, s.title, s.feedback, s.time_saved, s.prompts, s.metrics_improved, s.likes, s.created_at,
      u.email, p.specialty, p.proficiency_level, p.responsibilities, p.preferred_use_case_types
    FROM impact_stories s JOIN users u ON u.id = s.user_id JOIN user_profiles p ON p.id = s.user_id
    WHERE s.workspace_id = $1 AND s.kind = 'story' ORDER BY s.created_at DESC LIMIT 300`;
  await Promise.all(
    Array.from({ length: 50 }, async () => {
      while (Date.now() < end) {
        const started = performance.now();
        await pool.query(text, [workspaceId]);
        latencies.push(performance.now() - started);
      }
    }),
  );
  const own = process.cpuUsage(ownBefore);
  await pool.end();
  return {
    name: 'feed SQL through pg alone',
    requests: latencies.length,
    loadGeneratorCpuUsPerRequest: (own.user + own.system) / Math.max(1, latencies.length),
    rps: latencies.length / seconds,
    p50: Math.round(percentile(latencies, 50)),
    p99: Math.round(percentile(latencies, 99)),
    non2xx: 0,
    errors: 0,
  };
}

export async function run(): Promise<BenchSection> {
  const catalogue = await loadCatalogueService(join(import.meta.dirname, '..', 'content'));
  const bench = await startBenchServer(
    catalogue.all.map((u) => u.id),
    { workspaces: 100, stories: 100_000 },
  );
  const { server, workspaceId } = bench;
  const pid = server.child.pid ?? 0;
  const idleRss = rssMiB(pid);
  const token = await bench.cookie();

  const auth = { Cookie: token, Origin: server.url };
  const seconds = Number(process.env.BENCH_SECONDS ?? 10);
  const stopRss = sampleRss(pid);
  const browser = { ...auth, 'Accept-Encoding': 'gzip, deflate, br' };
  await load('warm-up', `${server.url}/api/feed`, { headers: auth, duration: 2 });
  await load('warm-up', `${server.url}/api/feed?filter=relevant`, { headers: browser, duration: 1 });
  // The answers the reference rows serve, as the product gives them warm (a hot answer's brotli is
  // its better encoding) and before the load adds stories.
  const answers = {
    feed: await reference('the feed', `${server.url}/api/feed?filter=relevant`, auth),
    feedBrotli: await reference('the feed', `${server.url}/api/feed?filter=relevant`, browser),
    catalogue: await reference('the catalogue', `${server.url}/api/use-cases`, auth),
  };
  const { baseline, rows } = await withHealthzBaseline(
    server.url,
    seconds,
    async () => {
      const feed = await load('GET /api/feed (relevant)', `${server.url}/api/feed?filter=relevant`, {
        headers: auth,
        duration: seconds,
        cpuOf: pid,
      });
      // What a browser gets: the same feed, compressed (brotli) for a client that accepts it.
      const compressed = await load('GET /api/feed (relevant), brotli as browsers ask', `${server.url}/api/feed?filter=relevant`, {
        headers: browser,
        duration: seconds,
        cpuOf: pid,
      });
      const recent = await load('GET /api/feed?filter=recent', `${server.url}/api/feed?filter=recent`, {
        headers: auth,
        duration: seconds,
        cpuOf: pid,
      });
      const catalogueLoad = await load('GET /api/use-cases', `${server.url}/api/use-cases`, {
        headers: auth,
        duration: seconds,
        cpuOf: pid,
      });
      const create = await load('POST /api/stories', `${server.url}/api/stories`, {
        method: 'POST',
        headers: { ...auth, 'Content-Type': 'application/json' },
        body: JSON.stringify({ useCaseId: catalogue.all[0]?.id, timeSaved: 12, prompts: '/explain #file' }),
        duration: seconds,
        cpuOf: pid,
      });
      return { feed, compressed, recent, catalogueLoad, create };
    },
    pid,
  );
  const { feed, compressed, recent, catalogueLoad, create } = rows;
  const healthz = baseline.mean;
  const peakRss = stopRss();
  const ceiling = await measureSizeCeiling(server.url, answers, seconds);
  const raw = await rawSql(bench.databaseUrl, workspaceId, seconds);
  await bench.stop();

  const pct = (r: LoadResult) => share(r, healthz);
  const cpu = (r: LoadResult) => micros(r.cpuUsPerRequest);
  const client = (r: LoadResult) => micros(r.loadGeneratorCpuUsPerRequest);
  const ofBare = (r: LoadResult) => share(r, ceiling.healthz);
  const markdown = [
    `PostgreSQL, 100 workspaces, 100,000 stories (about 1,000 per workspace); 50 connections, ${seconds} s per endpoint; server and load generator share the machine's 2 cores.`,
    '',
    ...LOAD_HEADER,
    loadRow(baseline.before),
    loadRow(baseline.after),
    loadRow(healthz),
    loadRow(feed, healthz),
    loadRow(compressed, healthz),
    loadRow(recent, healthz),
    loadRow(catalogueLoad, healthz),
    loadRow(create, healthz),
    loadRow(raw),
    loadRow(ceiling.before),
    loadRow(ceiling.after),
    loadRow(ceiling.healthz),
    loadRow(ceiling.rows.feed, ceiling.healthz),
    loadRow(ceiling.rows.feedBrotli, ceiling.healthz),
    loadRow(ceiling.rows.catalogue, ceiling.healthz),
    '',
    `Feed throughput: ${pct(feed)} of the framework limit, ${share(feed, raw)} of the database limit (the SQL alone).`,
    '',
    `Server CPU per answer (the server process's user and system time over the row's requests, all its threads): healthz ${cpu(healthz)}, ` +
      `the feed ${cpu(feed)} (brotli ${cpu(compressed)}), the catalogue ${cpu(catalogueLoad)}, a story written ${cpu(create)}. ` +
      'The server and the load generator share the 2 cores, so the req/s ratios also carry what the load generator costs per answer: ' +
      `${client(healthz)} to read healthz's answer, ${client(feed)} the feed's, ${client(compressed)} the feed in brotli, ${client(catalogueLoad)} the catalogue's.`,
    '',
    "What an answer's size alone costs on this host (the *reference* rows): a bare node:http server, with no framework and no app, " +
      "answers the product's own bytes and headers, taken from it. Against the same server's 15-byte answer, the feed's bytes " +
      `run at ${ofBare(ceiling.rows.feed)} (brotli ${ofBare(ceiling.rows.feedBrotli)}) and the catalogue's at ${ofBare(ceiling.rows.catalogue)}, ` +
      `where the product's rows reach ${pct(feed)}, ${pct(compressed)} and ${pct(catalogueLoad)} of its healthz. ` +
      `With ${loadGenerator()} as the load generator, that is what the bytes cost the bare server that writes them and the load generator that reads them, on the same cores (decision 021 compares autocannon and wrk). ` +
      "The reference rows are measured a minute after the product's, so a change in the host's speed between the two shows in the comparison.",
    '',
    `Server memory (PostgreSQL): ${idleRss} MiB RSS at idle, ${peakRss} MiB peak under this load.`,
  ].join('\n');
  return {
    title: 'API under load',
    markdown,
    targets: [
      { label: `feed p99 under 50 ms (measured ${feed.p99} ms)`, met: feed.p99 < 50 },
      {
        label: `feed uncompressed at least 60% of healthz req/s (measured ${pct(feed)})`,
        met: feed.rps >= 0.6 * healthz.rps,
      },
      {
        label: `feed as browsers ask (brotli) at least 50% of healthz req/s (measured ${pct(compressed)})`,
        met: compressed.rps >= 0.5 * healthz.rps,
      },
      {
        label: `story creation at least 15% of healthz req/s (measured ${pct(create)})`,
        met: create.rps >= 0.15 * healthz.rps,
      },
      { label: `story creation p99 under 100 ms at 50 connections (measured ${create.p99} ms)`, met: create.p99 < 100 },
      {
        label: 'no failed request under load',
        met: [baseline.before, baseline.after, feed, compressed, recent, catalogueLoad, create].every((r) => r.non2xx + r.errors === 0),
      },
    ],
  };
}
