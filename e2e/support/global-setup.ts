/**
 * Once per browser-test run, before any test file: brings the build up to date (a no-op when
 * nothing changed), finds the browser, unpacking the npm one on first use, and starts and stops
 * one server on an empty folder, whose initialised database each test's server starts from
 * (server.ts), so the test files, which run in parallel workers, find all three ready.
 */
import { spawnSync } from 'node:child_process';
import { mkdirSync, rmSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { startServerProcess } from '../../apps/server/test/process-helpers';
import { resolveChromium } from './chromium';
import { DATA_TEMPLATE_ENV, E2E_SERVER_ENV, SERVER_FOLDERS } from './server';

const BUILD = fileURLToPath(new URL('../../scripts/build.js', import.meta.url));
/** Made again by every run; in the checkout's cache so an interrupted run leaves nothing in /tmp. */
const TEMPLATE = fileURLToPath(new URL('../../.cache/e2e-data/', import.meta.url));

/** An installation's data folder after its first start and a clean stop. */
async function initialisedDataFolder(): Promise<string> {
  const folder = TEMPLATE;
  rmSync(folder, { recursive: true, force: true });
  mkdirSync(folder, { recursive: true });
  // No mail is sent by a start; the address only has to be valid.
  const server = await startServerProcess({ ...E2E_SERVER_ENV, DATA_DIR: folder, SMTP_URL: 'smtp://127.0.0.1:9' }, { compiled: true });
  server.child.kill('SIGTERM');
  const code = await server.exited;
  if (code !== 0) throw new Error(`The template server did not stop cleanly (exit ${String(code)}):\n${server.output()}`);
  return folder;
}

export default async function setup(): Promise<void> {
  const build = spawnSync(process.execPath, [BUILD], { stdio: 'inherit' });
  if (build.status !== 0) throw new Error('The build failed; the browser tests need the built server and web app.');
  rmSync(SERVER_FOLDERS, { recursive: true, force: true });
  const started = Date.now();
  const [{ executablePath, source }, template] = await Promise.all([resolveChromium(), initialisedDataFolder()]);
  console.log(`browser: ${executablePath} (${source}, ready in ${Date.now() - started} ms)`);
  process.env[DATA_TEMPLATE_ENV] = template;
}
