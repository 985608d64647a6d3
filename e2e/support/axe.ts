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

/**
 * Runs axe-core on the page as it is now and returns its violations. The source goes in through
 * the DevTools protocol (the page's CSP allows no inline script, and the app must not be changed
 * to let one in); it stays for later scans of the same document.
 */
export async function axeViolations(page: Page): Promise<AxeViolation[]> {
  await animationsSettled(page);
  if (!(await page.evaluate(() => 'axe' in window))) await page.evaluate(AXE_SOURCE);
  const results = await page.evaluate(
    (tags) =>
      (window as unknown as { axe: { run: (context: Document, options: object) => Promise<AxeResults> } }).axe.run(document, {
        runOnly: { type: 'tag', values: tags },
        resultTypes: ['violations'],
      }),
    AXE_TAGS,
  );
  return results.violations.map((violation: Result) => ({
    id: violation.id,
    impact: violation.impact,
    help: violation.help,
    targets: violation.nodes.map((node) => node.target.join(' ')),
  }));
}

/** One line per violation, for an assertion message a person can act on. */
export const describeViolations = (violations: AxeViolation[]) =>
  violations.map((v) => `${v.impact ?? 'unknown'} ${v.id}: ${v.help} (${v.targets.slice(0, 3).join(', ')})`).join('\n');
