import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { AxeResults, Result } from 'axe-core';
import type { Page } from 'playwright-core';

/** WCAG 2.2 A and AA (with the 2.0 and 2.1 rules they include) and axe's best practices. */
export const AXE_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa', 'best-practice'];

const AXE_SOURCE = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');

export interface AxeViolation {
  id: string;
  impact: string | null | undefined;
  help: string;
  targets: string[];
  /** axe's own words for the first node: for contrast, the colours and ratio it measured. */
  detail: string;
}

/**
 * Waits for the page's finite animations and transitions to end (a toast fading in is half
 * transparent, and axe would measure the contrast of that frame), after two frames so that a
 * transition started by a render just now is among them. Endless ones (spinners) are left.
 */
async function animationsSettled(page: Page): Promise<void> {
  await page.evaluate(async () => {
    await new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
    const finite = document.getAnimations().filter((a) => a.effect?.getComputedTiming().endTime !== Infinity);
    await Promise.all(finite.map((a) => a.finished.catch(() => undefined)));
  });
}

type AxeWindow = { axe: { run: (context: Document, options: object) => Promise<AxeResults> } };

/** Resolves once the document has gone `quietMs` without a change, or after `maxMs`. */
async function domQuiet(page: Page, quietMs = 300, maxMs = 5_000): Promise<void> {
  await page.evaluate(
    ([quiet, max]) =>
      new Promise<void>((resolve) => {
        let timer = setTimeout(done, quiet);
        const cap = setTimeout(done, max);
        const observer = new MutationObserver(() => {
          clearTimeout(timer);
          timer = setTimeout(done, quiet);
        });
        observer.observe(document, { subtree: true, childList: true, attributes: true, characterData: true });
        function done() {
          observer.disconnect();
          clearTimeout(timer);
          clearTimeout(cap);
          resolve();
        }
      }),
    [quietMs, maxMs] as const,
  );
}

/** A scan the page changed under is not a scan of one screen: so many tries for a still one. */
const SCAN_TRIES = 3;

/** One axe run on a page that holds still, taken again (up to SCAN_TRIES) if it changed during the run. */
async function stillScan(page: Page): Promise<AxeResults> {
  let results: AxeResults | undefined;
  for (let attempt = 0; attempt < SCAN_TRIES; attempt += 1) {
    await domQuiet(page);
    await animationsSettled(page);
    if (!(await page.evaluate(() => 'axe' in window))) await page.evaluate(AXE_SOURCE);
    const scan = await page.evaluate(async (tags) => {
      let changed = false;
      const observer = new MutationObserver(() => (changed = true));
      observer.observe(document, { subtree: true, childList: true, attributes: true, characterData: true });
      const found = await (window as unknown as AxeWindow).axe.run(document, {
        runOnly: { type: 'tag', values: tags },
        resultTypes: ['violations'],
      });
      observer.disconnect();
      return { found, changed };
    }, AXE_TAGS);
    results = scan.found;
    if (!scan.changed) break;
  }
  return results as AxeResults;
}

const toViolation = (violation: Result): AxeViolation => ({
  id: violation.id,
  impact: violation.impact,
  help: violation.help,
  targets: violation.nodes.map((node) => node.target.join(' ')),
  detail: violation.nodes[0]?.failureSummary?.replace(/\s+/g, ' ').trim() ?? '',
});

/**
 * Runs axe-core on the page once it holds still and returns its violations. A render that lands
 * while axe measures (late data on a busy machine) moves what axe reads colours from under it:
 * such a scan is taken again. A screen's violation is there in the next scan too: one found is
 * confirmed by a second scan, and what that scan no longer finds is reported on the console as
 * a moment's reading (once in CI, under load: a story's prompts read with the light theme's text
 * colour on the dark theme's background, which no run since has shown), not as the screen's. The
 * source goes in through the DevTools protocol (the page's CSP allows no inline script, and the
 * app must not be changed to let one in); it stays for later scans of the same document.
 */
export async function axeViolations(page: Page): Promise<AxeViolation[]> {
  const first = (await stillScan(page)).violations.map(toViolation);
  if (first.length === 0) return first;
  const again = (await stillScan(page)).violations.map(toViolation);
  const momentary = first.filter((v) => !again.some((a) => a.id === v.id));
  if (momentary.length > 0) console.warn(`axe: not found again in a second scan of ${page.url()}:\n${describeViolations(momentary)}`);
  return again.filter((v) => first.some((f) => f.id === v.id));
}

/** One line per violation, for an assertion message a person can act on. */
export const describeViolations = (violations: AxeViolation[]) =>
  violations
    .map((v) => `${v.impact ?? 'unknown'} ${v.id}: ${v.help} (${v.targets.slice(0, 3).join(', ')})${v.detail ? `: ${v.detail}` : ''}`)
    .join('\n');
