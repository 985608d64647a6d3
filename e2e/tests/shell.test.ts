import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser, newPage } from '../support/browser';
import { startE2EServer, type E2EServer } from '../support/server';

let server: E2EServer;
let browser: Browser;

beforeAll(async () => {
  [server, browser] = await Promise.all([startE2EServer(), launchBrowser()]);
});
afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

describe('web shell', () => {
  it('shows the 404 page with the attempted path and its buttons', async () => {
    const { page, context, errors } = await newPage(browser);
    const response = await page.goto(`${server.url}/no/such/page?x=1`);
    expect(response?.status()).toBe(200); // the SPA answers; the page itself says 404
    await page.getByRole('heading', { name: 'Page Not Found' }).waitFor();
    expect(await page.getByText('404', { exact: true }).isVisible()).toBe(true);
    expect(await page.getByText("The page you're looking for doesn't exist or has been moved.").isVisible()).toBe(true);
    expect(await page.getByTestId('attempted-path').textContent()).toBe('/no/such/page?x=1');
    for (const name of ['Go Back', 'Return to Login', 'Refresh Page']) {
      expect(await page.getByRole('button', { name }).isVisible(), name).toBe(true);
    }
    expect(await page.getByText('If you believe this is an error, please contact support.').isVisible()).toBe(true);
    await page.getByRole('button', { name: 'Return to Login' }).click();
    await page.waitForURL(`${server.url}/auth`);
    expect(errors).toEqual([]);
    await context.close();
  });

  it('forwards a misrouted verification link to /auth with its query and hash, once', async () => {
    const { page, context, errors } = await newPage(browser);
    const link = '/home?token_hash=abc123&type=signup#frag';
    await page.goto(`${server.url}${link}`);
    await page.waitForURL(`${server.url}/auth?token_hash=abc123&type=signup#frag`);
    // The same misrouted link again in this tab explains instead of looping.
    await page.goto(`${server.url}${link}`);
    await page.getByRole('heading', { name: 'Verification URL Error' }).waitFor();
    expect(
      await page.getByText("It looks like you're trying to verify your email, but the verification link has been misrouted.").isVisible(),
    ).toBe(true);
    await page.getByRole('button', { name: 'Go to Authentication Page' }).click();
    await page.waitForURL(`${server.url}/auth`);
    expect(errors).toEqual([]);
    await context.close();
  });

  it('forwards access and refresh tokens in the hash', async () => {
    const { page, context } = await newPage(browser);
    await page.goto(`${server.url}/studio#access_token=a&refresh_token=b`);
    await page.waitForURL(`${server.url}/auth#access_token=a&refresh_token=b`);
    await context.close();
  });

  it('sends signed-out visitors of protected screens to /login and of / to /auth', async () => {
    const { page, context } = await newPage(browser, { viewport: 'mobile', colorScheme: 'dark' });
    await page.goto(`${server.url}/library`);
    await page.waitForURL(`${server.url}/login`);
    await page.goto(`${server.url}/`);
    await page.waitForURL(`${server.url}/auth`);
    expect(await page.evaluate(() => document.documentElement.classList.contains('dark'))).toBe(true);
    await context.close();
  });

  it('serves real files with security headers, and real 404s for missing files', async () => {
    for (const path of ['/robots.txt', '/favicon.svg', '/', '/missing-file.js']) {
      const response = await fetch(`${server.url}${path}`);
      expect(response.status, path).toBe(path === '/missing-file.js' ? 404 : 200);
      expect(response.headers.get('x-frame-options')).toBe('DENY');
      expect(response.headers.get('content-security-policy')).toContain("frame-ancestors 'none'");
    }
  });
});
