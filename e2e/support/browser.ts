import { existsSync } from 'node:fs';
import { chromium, type Browser, type BrowserContext, type Page } from 'playwright-core';

const CANDIDATES = ['/usr/bin/chromium', '/usr/bin/chromium-browser', '/usr/bin/google-chrome'];

/** Debian's Chromium (or CHROMIUM_PATH); the run fails with the install command when missing. */
export function chromiumPath(): string {
  const configured = process.env.CHROMIUM_PATH;
  const found = [configured, ...CANDIDATES].find((path): path is string => !!path && existsSync(path));
  if (!found) {
    throw new Error(
      "No Chromium found for the browser tests. Install Debian's Chromium with:\n\n" +
        '    sudo apt-get update && sudo apt-get install -y chromium\n\n' +
        'or set CHROMIUM_PATH to a Chromium or Chrome binary.',
    );
  }
  return found;
}

export async function launchBrowser(): Promise<Browser> {
  return chromium.launch({
    executablePath: chromiumPath(),
    headless: true,
    args: [
      '--no-sandbox',
      '--disable-gpu',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
      '--no-first-run',
      '--disable-quic',
    ],
  });
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
