/**
 * The catalogue of a workspace with 500 team use cases (issue 16): GET /api/use-cases under
 * load before and after the workspace publishes them, on PostgreSQL, with the answer's size
 * and its revalidation (ETag, 304), plain and brotli as browsers ask, for one reader and for 50
 * members reading at once, each with completions of their own. Every ratio is to a bare
 * GET /healthz of the same server in the same run (issue 20's target: at least 50 %).
 */
import { join } from 'node:path';
import pg from 'pg';
import { EMPTY_DRAFT, type CustomUseCaseContent } from '@pathwise/core';
import { loadCatalogueService } from '../apps/server/src/catalogue/load-catalogue';
import { startBenchServer } from './postgres-server';
import type { BenchSection } from './run';
import { measureSizeCeiling, reference } from './size-ceiling';
import { load, LOAD_HEADER, loadRow, share, withHealthzBaseline, type LoadResult } from './support';

const TEAM_USE_CASES = 500;
/** Readers of the workspace at once, each with completions of their own (one per connection). */
const READERS = 50;
const P99_TARGET_MS = 50;
/** Issue 20: the catalogue at least half the same server's healthz rate. */
const RATIO_TARGET = 50;

function teamUseCase(index: number): CustomUseCaseContent {
  const n = String(index).padStart(3, '0');
  return {
    id: `team-bench-${n}`,
    isCustom: true,
    title: `Our internal guide number ${n} for the platform team`,
    description: `How the team handles case ${n}: a realistic description of a couple of sentences, as authors write them.`,
    thumbnail: '/thumbnails/coding.svg',
    tags: ['internal', `topic-${index % 20}`],
    type: (['coding', 'debugging', 'testing', 'planning', 'learning'] as const)[index % 5] ?? 'coding',
    complexity: (['beginner', 'intermediate', 'advanced'] as const)[index % 3] ?? 'beginner',
    roles: ['backend', 'frontend'],
    responsibilities: ['development'],
    estimatedTime: 15 + (index % 30),
    objective: 'Do the thing the way this team does it, with the agent doing the boring parts.',
    scenario: 'A teammate needs it on a Thursday afternoon before a release.',
    aiToolRequired: 'GitHub Copilot Chat',
    customForGroups: index % 10 === 0 ? ['platform'] : [],
    visibleTo: 'workspace',
    content: `${EMPTY_DRAFT.content}Some text.\n\n### 2. Second\n\n\`\`\`bash\nmake ${n}\n\`\`\``,
  };
}

async function publishTeamUseCases(url: string, workspaceId: string): Promise<void> {
  const pool = new pg.Pool({ connectionString: url, max: 2 });
  for (let start = 0; start < TEAM_USE_CASES; start += 100) {
    const rows = Array.from({ length: 100 }, (_, i) => teamUseCase(start + i));
    const values = rows.map((_, i) => `($1, $${i * 2 + 2}, 'published', $${i * 2 + 3}::jsonb, $${i * 2 + 3}::jsonb, now())`).join(', ');
    const params = [workspaceId, ...rows.flatMap((row) => [row.id, JSON.stringify(row)])];
    await pool.query(
      `INSERT INTO workspace_use_cases (workspace_id, use_case_id, status, draft, published, published_at) VALUES ${values}`,
      params,
    );
  }
  await pool.end();
}

export async function run(): Promise<BenchSection> {
  const catalogue = await loadCatalogueService(join(import.meta.dirname, '..', 'content'));
  const bench = await startBenchServer(
    catalogue.all.map((u) => u.id),
    { workspaces: 10, stories: 5_000 },
  );
  const { server, workspaceId } = bench;
  const pid = server.child.pid;
  const auth = { Cookie: await bench.cookie(), Origin: server.url };
  const readers = await bench.members(
    READERS,
    catalogue.all.map((u) => u.id),
  );
  const seconds = Number(process.env.BENCH_SECONDS ?? 10);
  const url = `${server.url}/api/use-cases`;
  const sizeOf = async () => {
    const response = await fetch(url, { headers: { Cookie: auth.Cookie } });
    return { bytes: (await response.text()).length, etag: response.headers.get('etag') ?? '' };
  };

  const browser = { ...auth, 'Accept-Encoding': 'gzip, deflate, br' };
  await load('warm-up', url, { headers: auth, duration: 2 });
  const { baseline, rows } = await withHealthzBaseline(
    server.url,
    seconds,
    async () => {
      const bundled = await load(`GET /api/use-cases, ${catalogue.all.length} bundled`, url, {
        headers: auth,
        duration: seconds,
        cpuOf: pid,
      });
      const bundledBrotli = await load(`GET /api/use-cases, ${catalogue.all.length} bundled, brotli as browsers ask`, url, {
        headers: browser,
        duration: seconds,
        cpuOf: pid,
      });
      const before = await sizeOf();
      const bundledAnswer = await reference('the bundled catalogue', url, browser);
      await publishTeamUseCases(bench.databaseUrl, workspaceId);
      // The catalogue notices a publish made outside this instance within its recheck interval.
      await new Promise((resolve) => setTimeout(resolve, 6_000));
      const after = await sizeOf();
      const team = await load(`GET /api/use-cases, + ${TEAM_USE_CASES} team use cases`, url, {
        headers: auth,
        duration: seconds,
        cpuOf: pid,
      });
      const teamBrotli = await load(`GET /api/use-cases, + ${TEAM_USE_CASES} team use cases, brotli as browsers ask`, url, {
        headers: browser,
        duration: seconds,
        cpuOf: pid,
      });
      const manyReaders = await load(
        `GET /api/use-cases, + ${TEAM_USE_CASES} team use cases, brotli, ${READERS} members with their own completions`,
        url,
        { headers: browser, cookies: readers, duration: seconds, cpuOf: pid },
      );
      // Taken as served under load: a hot answer's brotli is its better encoding (decision 023).
      const teamAnswer = await reference(`the catalogue with ${TEAM_USE_CASES} team use cases`, url, browser);
      const revalidated = await load('GET /api/use-cases, revalidation (If-None-Match)', url, {
        headers: { ...auth, 'If-None-Match': after.etag },
        duration: seconds,
        cpuOf: pid,
        expectStatus: 304,
      });
      const status304 = (await fetch(url, { headers: { Cookie: auth.Cookie, 'If-None-Match': after.etag } })).status;
      return { bundled, bundledBrotli, before, after, team, teamBrotli, manyReaders, revalidated, status304, bundledAnswer, teamAnswer };
    },
    pid,
  );
  const { bundled, bundledBrotli, before, after, team, teamBrotli, manyReaders, revalidated, status304, bundledAnswer, teamAnswer } = rows;
  const ceiling = await measureSizeCeiling(server.url, { bundled: bundledAnswer, team: teamAnswer }, seconds);
  await bench.stop();
  const healthz = baseline.mean;
  const ratio = (r: LoadResult) => share(r, healthz);
  const ofBare = (r: LoadResult) => share(r, ceiling.healthz);

  const markdown = [
    `PostgreSQL; one workspace publishes ${TEAM_USE_CASES} team use cases; 50 connections, ${seconds} s per row; server and load generator share the machine's cores.`,
    '',
    ...LOAD_HEADER,
    loadRow(baseline.before),
    loadRow(baseline.after),
    loadRow(healthz),
    loadRow(bundled, healthz),
    loadRow(bundledBrotli, healthz),
    loadRow(team, healthz),
    loadRow(teamBrotli, healthz),
    loadRow(manyReaders, healthz),
    loadRow(revalidated, healthz),
    loadRow(ceiling.before),
    loadRow(ceiling.after),
    loadRow(ceiling.healthz),
    loadRow(ceiling.rows.bundled, ceiling.healthz),
    loadRow(ceiling.rows.team, ceiling.healthz),
    '',
    `Answer size: ${Math.round(before.bytes / 1024)} KiB with the bundled use cases, ${Math.round(after.bytes / 1024)} KiB with ${TEAM_USE_CASES} team ones (uncompressed); the ETag changes with the publish (${before.etag !== after.etag ? 'yes' : 'no'}) and a revalidation answers ${status304}.`,
    '',
    `The *reference* rows: a bare node:http server, with no framework and no app, answers the product's own brotli bytes and headers. ` +
      `Against its 15-byte answer, the bundled catalogue's bytes run at ${ofBare(ceiling.rows.bundled)} and those with ${TEAM_USE_CASES} team use cases at ${ofBare(ceiling.rows.team)}, ` +
      `where the product's rows reach ${ratio(bundledBrotli)} and ${ratio(teamBrotli)} of its healthz (measured a minute apart).`,
  ].join('\n');
  return {
    title: `Catalogue with ${TEAM_USE_CASES} team use cases`,
    markdown,
    targets: [
      {
        // Browsers always ask for it compressed; the 420 KiB uncompressed answer's p99 stays in the table.
        label: `catalogue p99 under ${P99_TARGET_MS} ms with ${TEAM_USE_CASES} team use cases, as browsers ask (measured ${teamBrotli.p99} ms; uncompressed ${team.p99} ms)`,
        met: teamBrotli.p99 < P99_TARGET_MS,
      },
      {
        label: `catalogue as browsers ask (brotli) at least ${RATIO_TARGET}% of healthz req/s with ${TEAM_USE_CASES} team use cases, one reader and ${READERS} (measured ${ratio(teamBrotli)} and ${ratio(manyReaders)})`,
        met: Math.min(teamBrotli.rps, manyReaders.rps) / healthz.rps >= RATIO_TARGET / 100,
      },
      {
        label: `bundled-only catalogue at least ${RATIO_TARGET}% of healthz req/s, uncompressed and brotli (measured ${ratio(bundled)} and ${ratio(bundledBrotli)})`,
        met: Math.min(bundled.rps, bundledBrotli.rps) / healthz.rps >= RATIO_TARGET / 100,
      },
      {
        label: `an unchanged catalogue revalidates (304) at least ${RATIO_TARGET}% of healthz req/s (measured ${ratio(revalidated)})`,
        met: revalidated.rps / healthz.rps >= RATIO_TARGET / 100,
      },
      {
        label: 'the ETag changes when a workspace publishes, and revalidation answers 304',
        met: before.etag !== after.etag && status304 === 304,
      },
      {
        label: 'no failed catalogue request under load',
        met: [bundled, bundledBrotli, team, teamBrotli, manyReaders, revalidated].every((r) => r.errors === 0 && r.non2xx === 0),
      },
    ],
  };
}
