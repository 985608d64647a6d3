import { chromium, type Browser, type BrowserContext, type Page } from 'playwright-core';
import { endBySignal } from '../../apps/server/test/end-by-signal';
import { CHROMIUM_FLAGS, resolveChromium } from './chromium';

/** How long Ctrl-C waits for the open browsers to close (and remove their profiles) before the process ends anyway. */
const CLOSE_ON_INTERRUPT_MS = 3_000;

const open = new Set<Browser>();

/**
 * Ctrl-C closes this process's browsers, then ends the process by the same signal. Playwright's
 * own handler ends with `process.exit`, which throws inside a Vitest worker, so the worker
 * outlived the test run it belonged to; ours is installed instead of it (`handleSIGINT: false`).
 * A browser that does not close in time still ends: it received the Ctrl-C itself, and its
 * pipe to this process closes when the process ends.
 */
function onInterrupt(): void {
  const closing = Promise.allSettled([...open].map((browser) => browser.close()));
  const timeout = new Promise((resolve) => setTimeout(resolve, CLOSE_ON_INTERRUPT_MS).unref());
  void Promise.race([closing, timeout]).then(() => endBySignal('SIGINT'));
}

function watch(browser: Browser): void {
  if (open.size === 0) process.once('SIGINT', onInterrupt);
  open.add(browser);
  browser.once('disconnected', () => {
    open.delete(browser);
    if (open.size === 0) process.off('SIGINT', onInterrupt);
  });
}

/**
 * The browser for a test file or a benchmark. It is closed on Ctrl-C (above), and Playwright
 * kills it when this process exits and on SIGTERM and SIGHUP; the browser also ends by itself
 * when its pipe to this process closes (the process was killed).
 */
export async function launchBrowser(): Promise<Browser> {
  const { executablePath, env } = await resolveChromium();
  const browser = await chromium.launch({
    executablePath,
    env: { ...process.env, ...env },
    headless: true,
    args: CHROMIUM_FLAGS,
    handleSIGINT: false,
  });
  watch(browser);
  return browser;
}

export const VIEWPORTS = {
  mobile: { width: 390, height: 844 },
  tablet: { width: 820, height: 1180 },
  desktop: { width: 1366, height: 900 },
} as const;

export async function newPage(
  browser: Browser,
  options: { viewport?: keyof typeof VIEWPORTS; colorScheme?: 'light' | 'dark' } = {},
): Promise<{ context: BrowserContext; page: Page; errors: string[] }> {
  const context = await browser.newContext({
    viewport: VIEWPORTS[options.viewport ?? 'desktop'],
    colorScheme: options.colorScheme ?? 'light',
  });
  const page = await context.newPage();
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  page.on('console', (message) => {
    if (message.type() === 'error' && !/Failed to load resource/.test(message.text())) errors.push(message.text());
  });
  return { context, page, errors };
}
