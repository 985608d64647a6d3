/**
 * Server memory on the embedded database: RSS at idle, and the peak under the same API load
 * the PostgreSQL benchmark applies (its figures are in the API section).
 */
import { mkdtempSync, readdirSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { startServerProcess } from '../apps/server/test/process-helpers';
import type { BenchSection } from './run';
import { load, LOAD_HEADER, loadRow, rssMiB, sampleRss } from './support';

async function signedInCookie(url: string, dataDir: string): Promise<string> {
  const post = (path: string, body: unknown, cookie = '') =>
    fetch(`${url}${path}`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Origin: url, ...(cookie ? { Cookie: cookie } : {}) },
      body: JSON.stringify(body),
    });
  await post('/api/auth/signup', { email: 'bench@memory.example', password: 'Bench!pass1', acceptTerms: true });
  const outbox = join(dataDir, 'outbox');
  const mail =
    readdirSync(outbox)
      .map((f) => readFileSync(join(outbox, f), 'utf8'))
      .find((m) => m.includes('bench@memory.example')) ?? '';
  const verify = await post('/api/auth/verify', { tokenHash: /token_hash=([A-Za-z0-9_-]+)/.exec(mail)?.[1], type: 'signup' });
  const cookie = `pw_session=${/pw_session=([^;]+)/.exec(verify.headers.get('set-cookie') ?? '')?.[1]}`;
  await post(
    '/api/profile/onboarding',
    { specialty: 'backend', responsibilities: ['development'], motivations: ['speed_up_tasks'] },
    cookie,
  );
  for (let i = 0; i < 200; i += 1) await post('/api/stories', { useCaseId: 'code-python-cli-argparse', timeSaved: 1 + (i % 60) }, cookie);
  return cookie;
}

const SETTLE_SECONDS = 15;

/** RSS after the process has been left idle a while (V8 gives memory back when idle). */
async function settle(pid: number): Promise<number> {
  await new Promise((resolve) => setTimeout(resolve, SETTLE_SECONDS * 1000));
  return rssMiB(pid);
}

export async function run(): Promise<BenchSection> {
  const dataDir = mkdtempSync(join(tmpdir(), 'pathwise-bench-mem-'));
  const env = {
    DATA_DIR: dataDir,
    AUTH_SECRET: 'bench-secret-bench-secret-bench-secret-x',
    LOG_LEVEL: 'warn',
    DISABLE_RATE_LIMITS: 'true',
    SEED_DEMO: 'false',
  };
  // The very first start also runs PGlite's initdb, whose memory stays mapped: measured apart.
  const first = await startServerProcess(env);
  await new Promise((r) => setTimeout(r, 1000));
  const firstStart = rssMiB(first.child.pid ?? 0);
  first.child.kill('SIGTERM');
  await first.exited;
  const server = await startServerProcess(env);
  const pid = server.child.pid ?? 0;
  await new Promise((r) => setTimeout(r, 1000));
  const idle = rssMiB(pid);
  const cookie = await signedInCookie(server.url, dataDir);
  const seconds = Number(process.env.BENCH_SECONDS ?? 10);
  const stop = sampleRss(pid);
  const healthz = await load('GET /healthz (framework limit)', `${server.url}/healthz`, { duration: seconds });
  const feed = await load('GET /api/feed (relevant)', `${server.url}/api/feed`, { headers: { Cookie: cookie }, duration: seconds });
  const peak = stop();
  // Whether memory comes back, and whether a second round of the same load climbs higher (a
  // leak would): the heap is left to settle, then the feed is loaded again.
  const settled = await settle(pid);
  const stopAgain = sampleRss(pid);
  await load('GET /api/feed (again)', `${server.url}/api/feed`, { headers: { Cookie: cookie }, duration: seconds });
  const peakAgain = stopAgain();
  const settledAgain = await settle(pid);
  server.child.kill('SIGTERM');
  await server.exited;
  return {
    title: 'Embedded database (PGlite)',
    markdown: [
      `One workspace with 200 stories on PGlite; 50 connections, ${seconds} s per endpoint.`,
      '',
      ...LOAD_HEADER,
      loadRow(healthz),
      loadRow(feed, healthz),
      '',
      `Server memory (PGlite): ${idle} MiB RSS at idle, ${peak} MiB peak under this load (${firstStart} MiB at idle after the very first start, which also creates the database).`,
      '',
      `After the load, left alone for ${SETTLE_SECONDS} s: ${settled} MiB. The feed loaded again for ${seconds} s: ${peakAgain} MiB peak (${Math.round((peakAgain / peak) * 100)}% of the first round's), ${settledAgain} MiB once left alone again. RSS is what V8 and the allocator keep, not live data: it is not given back quickly, and a peak that does not keep climbing from round to round is what a server without a growing leak shows.`,
    ].join('\n'),
    // The issue asks for the figures, with no target: reported, not judged.
    targets: [],
  };
}
