/**
 * Interaction to Next Paint, measured by the `web-vitals` library in Chromium under 4× CPU
 * throttling (CDP Emulation.setCPUThrottlingRate), for four interactions of a member: typing in
 * the library's search, changing a library filter, opening the impact dialog on a completed use
 * case, and opening a use case from the library.
 *
 * web-vitals comes in through an init script (its IIFE build, then `onINP` with
 * `reportAllChanges`), not through the app: the production bundle, the one measured everywhere
 * else, stays as users get it, and the page's content security policy does not apply to a
 * script the browser is told to run by its debugging protocol.
 *
 * Each repetition is a fresh page: its INP is then that interaction's latency (for typing, the
 * slowest keystroke of the word), not the worst of everything before it. p75 over INP_REPS
 * repetitions (default 10) per interaction. Beside it, the time from the (last) input to its
 * result in the document (dialog, chip, next page's heading), as the user waits for it (the
 * library's chips come with its results, after typing rests for a search): INP
 * ends at the next paint, which may come before code loaded on demand has shown anything.
 * While the interaction runs the test sends raw input only and polls nothing every frame.
 */
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import type { Browser, Locator, Page } from 'playwright-core';
import { launchBrowser } from '../e2e/support/browser';
import { startE2EServer, type E2EServer } from '../e2e/support/server';
import { signInContext } from '../e2e/support/users';
import { LIBRARY } from '@pathwise/core';
import type { BenchSection } from './run';
import { createBenchMember, type BenchMember } from './web-pages';

const REPS = Math.max(1, Number(process.env.INP_REPS) || 10);
const CPU_SLOWDOWN = 4;
const TARGET_MS = 100;

// The IIFE build (global `webVitals`) sits beside the package's entry; its exports do not name it.
const require = createRequire(import.meta.url);
const WEB_VITALS = readFileSync(join(dirname(require.resolve('web-vitals')), 'web-vitals.iife.js'), 'utf8');
/** INP as it changes, and when the latest input started (event timestamps share performance.now()'s clock). */
const PROBE = `
  window.__inp = [];
  window.__lastInput = 0;
  webVitals.onINP((metric) => window.__inp.push(metric.value), { reportAllChanges: true, durationThreshold: 16 });
  for (const type of ['pointerdown', 'keydown']) addEventListener(type, (event) => { window.__lastInput = event.timeStamp; }, true);
`;

/** What shows the interaction's result: an element matching `selector` whose text includes `text`. */
interface Result {
  selector: string;
  text: string;
}

interface Interaction {
  name: string;
  /** The page to open, ready for the interaction once `ready` resolves. */
  path: (member: BenchMember) => string;
  ready: (page: Page) => Promise<void>;
  /**
   * Gets the input ready without interacting (a programmatic focus, where the pointer will go)
   * and returns the input, which sends only raw keys or a click (no polling of the page by the
   * test while the interaction runs), and what will show its result.
   */
  prepare: (page: Page) => Promise<{ input: () => Promise<void>; result: Result }>;
}

const libraryReady = (page: Page) => page.getByTestId('use-case-card').first().waitFor();

async function clickAt(page: Page, locator: Locator): Promise<() => Promise<void>> {
  // Scrolled into view by the test (not an interaction), then clicked where it is on screen.
  await locator.scrollIntoViewIfNeeded();
  await page.waitForTimeout(300);
  const box = await locator.boundingBox();
  if (!box) throw new Error('nothing to click');
  return () => page.mouse.click(box.x + box.width / 2, box.y + box.height / 2);
}

export const INTERACTIONS: Interaction[] = [
  {
    name: 'typing in the library search',
    path: () => '/library',
    ready: libraryReady,
    prepare: async (page) => {
      await page.getByRole('searchbox', { name: 'Search use cases' }).focus();
      return {
        input: () => page.keyboard.type('review', { delay: 120 }),
        result: { selector: '[aria-label="Active filters"]', text: 'Search: “review”' },
      };
    },
  },
  {
    name: 'changing a library filter',
    path: () => '/library',
    ready: libraryReady,
    prepare: async (page) => {
      // A key on the focused select picks the next option, as a keyboard user does.
      await page.getByRole('combobox', { name: 'Role' }).focus();
      return { input: () => page.keyboard.press('ArrowDown'), result: { selector: '[aria-label="Active filters"]', text: 'Role: ' } };
    },
  },
  {
    name: 'opening the impact dialog',
    path: (member) => `/use-case/${member.completedUseCaseId}`,
    ready: (page) => page.getByRole('button', { name: 'Share Impact' }).waitFor(),
    prepare: async (page) => ({
      input: await clickAt(page, page.getByRole('button', { name: 'Share Impact' })),
      result: { selector: '[role="dialog"]', text: 'Share your impact' },
    }),
  },
  {
    name: 'opening a use case from the library',
    path: () => '/library',
    ready: libraryReady,
    prepare: async (page) => {
      const card = page.getByTestId('use-case-card').first();
      const title = (await card.getByRole('heading').textContent())?.trim() ?? '';
      return { input: await clickAt(page, card.getByRole('link', { name: title })), result: { selector: 'h1', text: title } };
    },
  },
];

/**
 * Notes when the result is in the document (a MutationObserver: the page is not polled), as
 * performance.now(), on the clock of the input's event timestamp.
 */
function watchFor({ selector, text }: Result) {
  // No named inner functions: tsx's keepNames would call a helper the page does not have.
  const w = window as unknown as { __shownAt: number };
  w.__shownAt = 0;
  new MutationObserver((_, observer) => {
    if (![...document.querySelectorAll(selector)].some((element) => element.textContent?.includes(text))) return;
    w.__shownAt = performance.now();
    observer.disconnect();
  }).observe(document, { subtree: true, childList: true, characterData: true, attributes: true });
}

interface Sample {
  inpMs: number;
  shownMs: number;
}

async function measureOnce(browser: Browser, server: E2EServer, member: BenchMember, interaction: Interaction): Promise<Sample> {
  const context = await browser.newContext({ viewport: { width: 1366, height: 900 } });
  try {
    await signInContext(context, server, member);
    await context.addInitScript({ content: `${WEB_VITALS}\n${PROBE}` });
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_SLOWDOWN });
    await page.goto(`${server.url}${interaction.path(member)}`);
    await interaction.ready(page);
    // Loaded and settled: nothing of the page's start competes with the interaction.
    await page.waitForLoadState('networkidle');
    await page.waitForTimeout(1000);
    const { input, result } = await interaction.prepare(page);
    await page.evaluate(watchFor, result);
    await input();
    // Polled every 250 ms from a timer, not every frame: the test stays out of the frames it measures.
    await page.waitForFunction(() => (window as unknown as { __shownAt: number }).__shownAt > 0, undefined, {
      polling: 250,
      timeout: 15_000,
    });
    const shownMs = await page.evaluate(() => {
      const w = window as unknown as { __shownAt: number; __lastInput: number };
      return w.__shownAt - w.__lastInput;
    });
    // Event timing entries arrive after the next paint; web-vitals reports from them.
    await page.waitForFunction(() => (window as unknown as { __inp: number[] }).__inp.length > 0, undefined, {
      polling: 250,
      timeout: 15_000,
    });
    await page.waitForTimeout(500);
    const values = await page.evaluate(() => (window as unknown as { __inp: number[] }).__inp);
    return { inpMs: Math.max(...values), shownMs: Math.round(shownMs) };
  } finally {
    await context.close();
  }
}

const p75 = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.max(0, Math.ceil(sorted.length * 0.75) - 1)] ?? 0;
};

export async function run(): Promise<BenchSection> {
  const server = await startE2EServer({ LOG_LEVEL: 'warn', DISABLE_RATE_LIMITS: 'true' });
  const browser = await launchBrowser();
  const rows: { name: string; samples: Sample[] }[] = [];
  try {
    const member = await createBenchMember(server, 'inp@bench.example');
    const only = process.env.INP_ONLY;
    for (const interaction of INTERACTIONS) {
      if (only && !interaction.name.includes(only)) continue;
      const samples: Sample[] = [];
      for (let i = 0; i < REPS; i += 1) samples.push(await measureOnce(browser, server, member, interaction));
      console.log(`  ${interaction.name}: ${samples.map((s) => s.inpMs).join(', ')} ms`);
      rows.push({ name: interaction.name, samples });
    }
  } finally {
    await browser.close();
    await server.stop();
  }
  const summary = rows.map((row) => ({
    ...row,
    p75: p75(row.samples.map((s) => s.inpMs)),
    worst: Math.max(...row.samples.map((s) => s.inpMs)),
    shownP75: p75(row.samples.map((s) => s.shownMs)),
  }));
  return {
    title: `Interaction to Next Paint (web-vitals, Chromium, ${CPU_SLOWDOWN}× CPU throttling)`,
    markdown: [
      `${REPS} repetitions per interaction, each on a freshly loaded page (desktop viewport). INP as web-vitals' onINP reports it;`,
      `"until shown" is from the (last) input to its result in the document (dialog, chip, next page heading), noted by a MutationObserver. The library's chips come with its results: a search's once typing rests for ${LIBRARY.searchSettleMs} ms.`,
      '',
      '| interaction | INP p75 | INP worst | until shown p75 |',
      '|---|---|---|---|',
      ...summary.map((r) => `| ${r.name} | ${r.p75} ms | ${r.worst} ms | ${r.shownP75} ms |`),
    ].join('\n'),
    targets: summary.map((r) => ({ label: `INP p75 under ${TARGET_MS} ms: ${r.name} (measured ${r.p75} ms)`, met: r.p75 < TARGET_MS })),
  };
}
