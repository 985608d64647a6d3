/**
 * Once per browser-test run, before any test file: brings the build up to date (a no-op when
 * nothing changed) and finds the browser, unpacking the npm one on first use, so the test
 * files, which run in parallel workers, find both ready.
 */
import { spawnSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { resolveChromium } from './chromium';

const BUILD = fileURLToPath(new URL('../../scripts/build.js', import.meta.url));

export default async function setup(): Promise<void> {
  const build = spawnSync(process.execPath, [BUILD], { stdio: 'inherit' });
  if (build.status !== 0) throw new Error('The build failed; the browser tests need the built server and web app.');
  const started = Date.now();
  const { executablePath, source } = await resolveChromium();
  console.log(`browser: ${executablePath} (${source}, ready in ${Date.now() - started} ms)`);
}
