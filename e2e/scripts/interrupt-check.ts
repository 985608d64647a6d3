/**
 * `npm run test:e2e:interrupt`: starts the browser tests, interrupts them as Ctrl-C in a
 * terminal would (SIGINT to the whole process group) once browsers are running, and fails if
 * any process of that run is left behind: a browser (found by a marker in its environment) or
 * a server of this checkout.
 */
import { spawn } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { readdirSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

const ROOT = fileURLToPath(new URL('../..', import.meta.url));
const SERVER = fileURLToPath(new URL('../../apps/server/dist/server.js', import.meta.url));
/** How long the run's processes may take to end after the run itself has. */
const GRACE_MS = 10_000;
const MARKER = `PATHWISE_INTERRUPT_CHECK=${randomUUID()}`;

/** Processes of this run still alive: pid and command line. */
function leftovers(): string[] {
  const found: string[] = [];
  for (const pid of readdirSync('/proc').filter((name) => /^\d+$/.test(name))) {
    try {
      const environ = readFileSync(`/proc/${pid}/environ`, 'latin1').split('\0');
      const cmdline = readFileSync(`/proc/${pid}/cmdline`, 'latin1').split('\0').join(' ').trim();
      const state = /State:\s+(\w)/.exec(readFileSync(`/proc/${pid}/status`, 'latin1'))?.[1];
      if (state === 'Z' || Number(pid) === process.pid) continue;
      if (environ.includes(MARKER) || cmdline.includes(SERVER)) found.push(`${pid} ${cmdline.slice(0, 160)}`);
    } catch {
      // gone meanwhile, or not ours to read
    }
  }
  return found;
}

const browsers = () => leftovers().filter((line) => /chrom/i.test(line) && !line.includes('node'));
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

const run = spawn(process.execPath, ['node_modules/vitest/vitest.mjs', 'run', '--config', 'e2e/vitest.config.ts'], {
  cwd: ROOT,
  detached: true, // its own process group, as a terminal gives a command
  stdio: 'inherit',
  env: { ...process.env, [MARKER.split('=')[0] as string]: MARKER.split('=')[1] },
});
let finished = false;
const exited = new Promise<number | null>((resolve) =>
  run.once('exit', (code) => {
    finished = true;
    resolve(code);
  }),
);

const deadline = Date.now() + 180_000;
while (browsers().length < 2 && Date.now() < deadline && !finished) await sleep(250);
const running = browsers().length;
if (running === 0) {
  console.error('interrupt check: no browser started (within 180 s, before the run ended)');
  if (!finished) process.kill(-(run.pid ?? 0), 'SIGKILL');
  process.exit(1);
}
await sleep(3_000); // mid-test, not mid-launch
console.log(`\ninterrupt check: ${running}+ browser processes running; sending SIGINT to the test run`);
process.kill(-(run.pid ?? 0), 'SIGINT');
const code = await Promise.race([exited, sleep(60_000).then(() => 'timeout' as const)]);
// The run's own process ends at once; its workers end once their browsers have closed (at most
// 3 s, e2e/support/browser.ts). Whatever is still there after the grace time was left behind.
const ended = Date.now();
let left = leftovers();
while (left.length > 0 && Date.now() - ended < GRACE_MS) {
  await sleep(250);
  left = leftovers();
}
console.log(`interrupt check: the run exited (${String(code)}); its processes were gone ${Date.now() - ended} ms later`);
console.log(`interrupt check: processes left behind after ${GRACE_MS / 1000} s: ${left.length}`);
for (const line of left) console.log(`  ${line}`);
process.exit(left.length === 0 && code !== 'timeout' ? 0 : 1);
