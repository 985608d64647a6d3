/**
 * Server memory on the embedded database: RSS at idle, and the peak under the same API load
 * the PostgreSQL benchmark applies (its figures are in the API section).
 */
import { existsSync, mkdtempSync, readdirSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { startServerProcess } from '../apps/server/test/process-helpers';
import type { BenchSection } from './run';
import { load, LOAD_HEADER, loadRow, rssMiB, sampleRss, type LoadResult } from './support';

async function signedInCookie(url: string, dataDir: string): Promise<string> {
  const post = (path: string, body: unknown, cookie = '') =>
    fetch(`${url}${path}`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Origin: url, ...(cookie ? { Cookie: cookie } : {}) },
      body: JSON.stringify(body),
    });
  const signup = await post('/api/auth/signup', { email: 'bench@memory.example', password: 'Bench!pass1', acceptTerms: true });
  // The sign-up's cookies: the link is opened in the browser that signed up.
  const signupCookies = signup.headers
    .getSetCookie()
    .map((line) => line.split(';')[0])
    .join('; ');
  // The job queue sends the mail just after the answer.
  const outbox = join(dataDir, 'outbox');
  let mail = '';
  for (let i = 0; i < 200 && !mail; i += 1) {
    mail = existsSync(outbox)
      ? (readdirSync(outbox)
          .map((f) => readFileSync(join(outbox, f), 'utf8'))
          .find((m) => m.includes('bench@memory.example')) ?? '')
      : '';
    if (!mail) await new Promise((resolve) => setTimeout(resolve, 50));
  }
  const verify = await post(
    '/api/auth/verify',
    { tokenHash: /token_hash=([A-Za-z0-9_-]+)/.exec(mail)?.[1], type: 'signup' },
    signupCookies,
  );
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
const ROUNDS = 3;

/** The Node flags `npm start` runs the server with (package.json), so this measures what users run. */
function npmStartFlags(): string[] {
  const start = (JSON.parse(readFileSync(join(import.meta.dirname, '..', 'package.json'), 'utf8')) as { scripts: { start: string } })
    .scripts.start;
  const command = /node ((?:--[\w-]+(?:=\S+)? )*)apps\/server\/start\.js/.exec(start);
  if (!command) throw new Error(`package.json's start script no longer runs apps/server/start.js: ${start}`);
  return (command[1] ?? '')
    .trim()
    .split(' ')
    .filter((flag) => flag && flag !== '--enable-source-maps');
}

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
  const nodeFlags = npmStartFlags();
  // The very first start also runs PGlite's initdb, whose memory stays mapped: measured apart.
  const first = await startServerProcess(env, { compiled: true, nodeFlags });
  await new Promise((r) => setTimeout(r, 1000));
  const firstStart = rssMiB(first.child.pid ?? 0);
  first.child.kill('SIGTERM');
  await first.exited;
  const server = await startServerProcess(env, { compiled: true, nodeFlags });
  const pid = server.child.pid ?? 0;
  // Idle: a few seconds after it started serving, before any request.
  await new Promise((r) => setTimeout(r, 5000));
  const idle = rssMiB(pid);
  const cookie = await signedInCookie(server.url, dataDir);
  const seconds = Number(process.env.BENCH_SECONDS ?? 10);
  // Three rounds of the same load, each followed by a rest: a leak climbs from round to round.
  const rounds: { healthz: LoadResult; feed: LoadResult; peak: number; settled: number }[] = [];
  for (let round = 1; round <= ROUNDS; round += 1) {
    const stop = sampleRss(pid);
    const healthz = await load('GET /healthz (framework limit)', `${server.url}/healthz`, { duration: seconds });
    const feed = await load('GET /api/feed (relevant)', `${server.url}/api/feed`, { headers: { Cookie: cookie }, duration: seconds });
    const peak = stop();
    rounds.push({ healthz, feed, peak, settled: await settle(pid) });
  }
  server.child.kill('SIGTERM');
  await server.exited;
  const [firstRound] = rounds as [(typeof rounds)[number]];
  const peaks = rounds.map((r) => r.peak);
  const maxPeak = Math.max(...peaks);
  // No growth: the last round's peak within 10% of the first's (RSS moves by a few MiB from run to run).
  const growth = (peaks.at(-1) ?? 0) / firstRound.peak;
  return {
    title: 'Embedded database (PGlite)',
    markdown: [
      `One workspace with 200 stories on PGlite, the server started as \`npm start\` starts it (\`node ${nodeFlags.join(' ')}\`); 50 connections, ${seconds} s per endpoint, ${ROUNDS} rounds with ${SETTLE_SECONDS} s of rest after each.`,
      '',
      ...LOAD_HEADER,
      loadRow(firstRound.healthz),
      loadRow(firstRound.feed, firstRound.healthz),
      '',
      '| round | peak RSS | RSS after the rest | feed req/s |',
      '|---|---|---|---|',
      ...rounds.map((r, i) => `| ${i + 1} | ${r.peak} MiB | ${r.settled} MiB | ${Math.round(r.feed.rps)} |`),
      '',
      `Server memory (PGlite): ${idle} MiB RSS at idle (${firstStart} MiB after the very first start, which also creates the database); peak ${maxPeak} MiB; the last round's peak is ${Math.round(growth * 100)}% of the first's. Where the memory goes: decision 015.`,
    ].join('\n'),
    targets: [
      { label: `embedded server RSS at idle under 250 MiB (measured ${idle} MiB)`, met: idle < 250 },
      { label: `embedded server RSS under 400 MiB at the peak of the feed load (measured ${maxPeak} MiB)`, met: maxPeak < 400 },
      {
        label: `no memory growth over ${ROUNDS} load rounds (last peak ${Math.round(growth * 100)}% of the first)`,
        met: growth <= 1.1,
      },
    ],
  };
}
