/**
 * The first route's JavaScript, as Chromium downloads it: every script /auth requests on its
 * own (the entry, its modulepreloads, the screen's chunk and the chunks it imports, anything a
 * screen starts after rendering), from the navigation until the network has been quiet, before
 * any interaction. Each file is counted gzipped (level 9, as the server's precompressed copies);
 * scripts requested before the sign-up form showed are told apart from those after it.
 *
 * Then sign-up's submit: the scripts requested between the click and the sign-up request (what
 * the browser needs to check the address before asking), and until the answer came.
 */
import { gzipSync } from 'node:zlib';
import type { Browser, Request } from 'playwright-core';
import { PASSWORD } from '../e2e/support/users';

export interface ScriptFile {
  path: string;
  gzipBytes: number;
}

export interface FirstRoute {
  /** Scripts requested before the form showed (what it needed to be interactive). */
  beforeInteractive: ScriptFile[];
  /** Scripts requested after it showed, still without any interaction. */
  afterInteractive: ScriptFile[];
  /** Scripts requested while the sign-up form was filled in. */
  whileTyping: ScriptFile[];
  /** Scripts requested from the submit click until the sign-up request left. */
  signUpBeforeRequest: ScriptFile[];
  /** Scripts requested from the submit click until the sign-up answer arrived. */
  signUpUntilAnswer: ScriptFile[];
}

export const sumBytes = (files: ScriptFile[]) => files.reduce((sum, file) => sum + file.gzipBytes, 0);

async function gzipped(baseUrl: string, urls: string[]): Promise<ScriptFile[]> {
  const files: ScriptFile[] = [];
  for (const url of new Set(urls)) {
    const response = await fetch(url, { headers: { 'Accept-Encoding': 'identity' } });
    if (!response.ok) throw new Error(`${url}: ${response.status}`);
    const body = Buffer.from(await response.arrayBuffer());
    files.push({ path: url.replace(baseUrl, ''), gzipBytes: gzipSync(body, { level: 9 }).length });
  }
  return files;
}

export async function measureFirstRoute(browser: Browser, baseUrl: string, email: string): Promise<FirstRoute> {
  const context = await browser.newContext({ viewport: { width: 1366, height: 900 } });
  const page = await context.newPage();
  const scripts: { url: string; at: number }[] = [];
  const record = (request: Request) => {
    if (request.resourceType() === 'script') scripts.push({ url: request.url(), at: Date.now() });
  };
  page.on('request', record);
  try {
    await page.goto(`${baseUrl}/auth`);
    await page.getByRole('button', { name: 'Create account' }).waitFor();
    const shown = Date.now();
    // Quiet network, then a little longer: anything started on idle shows up too.
    await page.waitForLoadState('networkidle');
    await page.waitForTimeout(2000);
    const loaded = scripts.length;
    const before = scripts.filter((s) => s.at <= shown).map((s) => s.url);
    const after = scripts.filter((s) => s.at > shown).map((s) => s.url);

    await page.getByLabel('Work email').fill(email);
    await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
    await page.getByRole('checkbox', { name: 'I accept the terms and conditions' }).check();
    const mark = scripts.length;
    const signUp = page.waitForRequest((request) => request.url().endsWith('/api/auth/signup') && request.method() === 'POST');
    const answer = page.waitForResponse((response) => response.url().endsWith('/api/auth/signup'));
    await page.getByRole('button', { name: 'Create account' }).click();
    await signUp;
    const sent = scripts.length;
    if ((await answer).status() !== 201) throw new Error(`the bench's sign-up failed: ${(await answer).status()}`);
    const answered = scripts.length;
    return {
      beforeInteractive: await gzipped(baseUrl, before),
      afterInteractive: await gzipped(baseUrl, after),
      whileTyping: await gzipped(
        baseUrl,
        scripts.slice(loaded, mark).map((s) => s.url),
      ),
      signUpBeforeRequest: await gzipped(
        baseUrl,
        scripts.slice(mark, sent).map((s) => s.url),
      ),
      signUpUntilAnswer: await gzipped(
        baseUrl,
        scripts.slice(mark, answered).map((s) => s.url),
      ),
    };
  } finally {
    await context.close();
  }
}
