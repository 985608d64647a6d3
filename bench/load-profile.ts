/**
 * While developing, not part of `npm run bench`: CPU profiles of a screen's load in Chromium with
 * 4× CPU throttling (Lighthouse mobile's slowdown), signed in as the Lighthouse member
 * (bench/web-pages.ts), for finding what a long task runs. Build first (`npm run build`; add
 * `minify: false` to the web build's options for readable names), then:
 *
 *   node --import tsx bench/load-profile.ts /home [folder] [runs]
 *
 * Each run writes <folder>/load-<n>.cpuprofile (default folder .cache/profiles), 4 s from the
 * navigation; Chromium's Performance panel opens it.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import prepareBrowserRun from '../e2e/support/global-setup';
import { launchBrowser } from '../e2e/support/browser';
import { startE2EServer } from '../e2e/support/server';
import { signInContext } from '../e2e/support/users';
import { createBenchMember } from './web-pages';

const [path = '/home', folder = '.cache/profiles', runs = '2'] = process.argv.slice(2);
mkdirSync(folder, { recursive: true });
const endRun = await prepareBrowserRun();
const server = await startE2EServer({ LOG_LEVEL: 'warn', DISABLE_RATE_LIMITS: 'true' });
const browser = await launchBrowser();
try {
  const member = await createBenchMember(server, 'profile@bench.example');
  for (let run = 1; run <= Number(runs); run += 1) {
    // A phone's viewport: the layout Lighthouse mobile measures.
    const context = await browser.newContext({ viewport: { width: 412, height: 823 } });
    await signInContext(context, server, member);
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
    await cdp.send('Profiler.enable');
    await cdp.send('Profiler.setSamplingInterval', { interval: 200 });
    await cdp.send('Profiler.start');
    // ':id' stands for the member's use case or draft, as in the Lighthouse page names.
    await page.goto(
      server.url + path.replace('/use-case/:id', `/use-case/${member.useCaseId}`).replace('/authoring/:id', `/authoring/${member.draftId}`),
    );
    await page.waitForTimeout(4_000);
    const { profile } = await cdp.send('Profiler.stop');
    const file = join(folder, `load-${run}.cpuprofile`);
    writeFileSync(file, JSON.stringify(profile));
    console.log(`${path}: ${file}`);
    await context.close();
  }
} finally {
  await browser.close();
  await server.stop();
  endRun();
}
