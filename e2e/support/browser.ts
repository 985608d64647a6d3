import { chromium, type Browser, type BrowserContext, type Page } from 'playwright-core';
import { CHROMIUM_FLAGS, resolveChromium } from './chromium';

/**
 * The browser for a test file or a benchmark. Playwright kills it when this process exits, and
 * on SIGINT, SIGTERM and SIGHUP; the browser also ends by itself when its pipe to this process
 * closes (the process was killed).
 */
export async function launchBrowser(): Promise<Browser> {
  const { executablePath, env } = await resolveChromium();
  return chromium.launch({ executablePath, env: { ...process.env, ...env }, headless: true, args: CHROMIUM_FLAGS });
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
