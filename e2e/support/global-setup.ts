/**
 * Once per browser-test run, before any test file: brings the build up to date (a no-op when
 * nothing changed), finds the browser, unpacking the npm one on first use, and starts and stops
 * one server on an empty folder, whose initialised database each test's server starts from
 * (server.ts), so the test files, which run in parallel workers, find all three ready.
 */
import { spawnSync } from 'node:child_process';
import { mkdirSync, readdirSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { startServerProcess } from '../../apps/server/test/process-helpers';
import { resolveChromium } from './chromium';
import { E2E_SERVER_ENV, RUN_FOLDER_ENV, TEMPLATE_NAME } from './server';

const BUILD = fileURLToPath(new URL('../../scripts/build.js', import.meta.url));
/** Each run's folder, named by its process: in the checkout's cache, not in /tmp. */
const RUNS = fileURLToPath(new URL('../../.cache/e2e-runs/', import.meta.url));

const running = (pid: number) => {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
};

/**
 * This run's folder. Folders of runs that ended without removing theirs (interrupted) are
 * removed; a run still going in this checkout keeps its own.
 */
function runFolder(): string {
  mkdirSync(RUNS, { recursive: true });
  for (const name of readdirSync(RUNS)) if (!running(Number(name))) rmSync(join(RUNS, name), { recursive: true, force: true });
  const folder = join(RUNS, String(process.pid));
  mkdirSync(folder, { recursive: true });
  return folder;
}

/** An installation's data folder after its first start and a clean stop. */
async function initialiseDataFolder(folder: string): Promise<void> {
  mkdirSync(folder);
  // No mail is sent by a start; the address only has to be valid.
  const server = await startServerProcess({ ...E2E_SERVER_ENV, DATA_DIR: folder, SMTP_URL: 'smtp://127.0.0.1:9' }, { compiled: true });
  server.child.kill('SIGTERM');
  const code = await server.exited;
  if (code !== 0) throw new Error(`The template server did not stop cleanly (exit ${String(code)}):\n${server.output()}`);
}

export default async function setup(): Promise<() => void> {
  const build = spawnSync(process.execPath, [BUILD], { stdio: 'inherit' });
  if (build.status !== 0) throw new Error('The build failed; the browser tests need the built server and web app.');
  const run = runFolder();
  const started = Date.now();
  const [{ executablePath, source }] = await Promise.all([resolveChromium(), initialiseDataFolder(join(run, TEMPLATE_NAME))]);
  console.log(`browser: ${executablePath} (${source}, ready in ${Date.now() - started} ms)`);
  process.env[RUN_FOLDER_ENV] = run;
  return () => rmSync(run, { recursive: true, force: true });
}
