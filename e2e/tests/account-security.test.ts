import type { Browser, Request } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser, newPage } from '../support/browser';
import { startE2EServer, type E2EServer } from '../support/server';
import { api, createUser, linkParam, PASSWORD, signInContext } from '../support/users';

/* The account attacks where the browser is part of it: squatting, session swap, leaked tokens. */

let server: E2EServer;
let browser: Browser;

beforeAll(async () => {
  [server, browser] = await Promise.all([startE2EServer(), launchBrowser()]);
});
afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

const OWNER_PASSWORD = 'Own3r!mailbox';

/**
 * What a page sent that it should not have: anything to another site, and any request but the
 * link's own page load that carries `secret` in its address, or in its body unless it is the one
 * call meant to carry it (analytics included).
 */
function leaks(requests: Request[], secret: string, allowed: string): string[] {
  return requests
    .filter((request) => {
      const url = request.url();
      if (!url.startsWith(server.url)) return true;
      if (request.isNavigationRequest() && request.resourceType() === 'document') return false;
      const inBody = (request.postData() ?? '').includes(secret);
      return url.includes(secret) || (inBody && !url.endsWith(allowed));
    })
    .map((request) => `${request.method()} ${request.url()} ${request.postData() ?? ''}`);
}

describe('account security in the browser', () => {
  it('keeps a squatter out: the mailbox owner chooses the password, the squatter session and password stop working', async () => {
    const email = 'victim@squat.example';
    const squatter = await api(server, 'POST', '/api/auth/signup', { email, password: 'Squ4tter!pass', acceptTerms: true });
    expect(squatter.status).toBe(201);
    const token = await linkParam(server, email, 'token_hash');

    // The real owner opens the mail in their own browser.
    const { page, context, errors } = await newPage(browser);
    const requests: Request[] = [];
    page.on('request', (request) => requests.push(request));
    await page.goto(`${server.url}/auth?token_hash=${token}&type=signup`);
    await page.getByRole('heading', { name: 'Choose your password' }).waitFor();
    await page.getByText(email).waitFor();
    await page.getByLabel('New password', { exact: true }).fill(OWNER_PASSWORD);
    await page.getByLabel('Confirm new password').fill(OWNER_PASSWORD);
    await page.getByRole('button', { name: 'Save password and continue' }).click();
    await page.getByRole('dialog', { name: 'Email verified!' }).waitFor();
    await page.getByRole('button', { name: 'Continue to Dashboard' }).click();
    await page.waitForURL(`${server.url}/onboarding`);

    // The squatter's session ended, and the squatter's password no longer opens the account.
    expect((await api(server, 'GET', '/api/session', undefined, squatter.cookie)).status).toBe(401);
    expect((await api(server, 'POST', '/api/auth/login', { email, password: 'Squ4tter!pass' })).status).toBe(401);
    expect((await api(server, 'POST', '/api/auth/login', { email, password: OWNER_PASSWORD })).status).toBe(200);
    // The token went to the verification call only: not to analytics, not in any address or Referer.
    expect(leaks(requests, token, '/api/auth/verify')).toEqual([]);
    expect(errors).toEqual([]);
    await context.close();
  });

  it("keeps a signed-in user as themselves when they open someone else's link", async () => {
    const me = await createUser(server, 'me@swap.example');
    await api(server, 'POST', '/api/auth/signup', { email: 'other@swap.example', password: PASSWORD, acceptTerms: true });
    const token = await linkParam(server, 'other@swap.example', 'token_hash');
    const { page, context, errors } = await newPage(browser, { viewport: 'mobile' });
    await signInContext(context, server, me);
    await page.goto(`${server.url}/auth?token_hash=${token}&type=signup`);
    await page.getByRole('heading', { name: 'This link is for another account' }).waitFor();
    await page.getByText('me@swap.example').waitFor();
    await page.getByRole('button', { name: 'Stay signed in' }).click();
    await page.waitForURL(`${server.url}/home`);
    const session: unknown = await page.evaluate(async () => (await fetch('/api/session')).json() as Promise<unknown>);
    expect(session).toMatchObject({ user: { email: 'me@swap.example' } });
    // Nothing was spent: the other account's owner can still use the link.
    const elsewhere = await api(server, 'POST', '/api/auth/verify', { tokenHash: token, type: 'signup' });
    expect(elsewhere.json).toMatchObject({ passwordRequired: true, email: 'other@swap.example' });
    expect(errors).toEqual([]);
    await context.close();
  });

  it('never sends a reset token anywhere but the reset call', async () => {
    await createUser(server, 'reset@leak.example');
    await api(server, 'POST', '/api/auth/password-reset', { email: 'reset@leak.example' });
    const token = await linkParam(server, 'reset@leak.example', 'token');
    const { page, context, errors } = await newPage(browser);
    const requests: Request[] = [];
    page.on('request', (request) => requests.push(request));
    await page.goto(`${server.url}/auth?reset=true&token=${token}`);
    await page.getByRole('heading', { name: 'Set a new password' }).waitFor();
    await page.getByLabel('New password', { exact: true }).fill(OWNER_PASSWORD);
    await page.getByLabel('Confirm new password').fill(OWNER_PASSWORD);
    await page.getByRole('button', { name: 'Set new password' }).click();
    await page.getByRole('heading', { name: 'Welcome back' }).waitFor();
    const pageViews = requests.filter((r) => r.url().endsWith('/functions/v1/track-event'));
    expect(pageViews.length).toBeGreaterThan(0);
    expect(leaks(requests, token, '/api/auth/password-reset/confirm')).toEqual([]);
    expect(errors).toEqual([]);
    await context.close();
  });
});
