import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser, newPage } from '../support/browser';
import { startE2EServer, type E2EServer } from '../support/server';
import { api, createUser, linkParam, PASSWORD, signInContext } from '../support/users';

/* The accounts issue's rules as a user meets them on /auth, /login and /verify-email. */

let server: E2EServer;
let browser: Browser;

beforeAll(async () => {
  [server, browser] = await Promise.all([startE2EServer(), launchBrowser()]);
});
afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

const PERSONAL = 'Please use your work email address. Personal email domains are not supported.';

async function openSignUp(page: Page): Promise<void> {
  await page.goto(`${server.url}/auth`);
  await page.getByRole('heading', { name: 'Create an account' }).waitFor();
}

async function fillSignUp(page: Page, values: { email: string; password: string; terms: boolean }): Promise<void> {
  await page.getByLabel('Work email').fill(values.email);
  await page.getByLabel('Password', { exact: true }).fill(values.password);
  await page.getByRole('checkbox', { name: 'I accept the terms and conditions' }).setChecked(values.terms);
  await page.getByRole('button', { name: 'Create account' }).click();
}

async function logIn(page: Page, email: string, password: string): Promise<void> {
  await page.getByLabel('Email', { exact: true }).fill(email);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Log in', exact: true }).click();
}

/** A toast (sonner keeps older ones in the DOM) whose text contains every part. */
function toast(page: Page, ...parts: string[]) {
  let locator = page.getByRole('region', { name: /Notifications/ }).getByRole('listitem');
  for (const part of parts) locator = locator.filter({ hasText: part });
  return locator.last();
}

describe('sign-up rules', () => {
  it('refuses personal and invalid addresses with the spec messages, and the server agrees', async () => {
    const { page, context, errors } = await newPage(browser);
    await openSignUp(page);
    const email = page.getByLabel('Work email');
    for (const address of ['someone@GMAIL.com', 'someone@yahoo.co.uk', 'someone@mail.yahoo.com']) {
      await fillSignUp(page, { email: address, password: PASSWORD, terms: true });
      await page.getByText(PERSONAL).waitFor();
      expect(await email.getAttribute('aria-invalid'), address).toBe('true');
      // The same address straight to the API: the rule is the server's too.
      const refused = await api(server, 'POST', '/api/auth/signup', { email: address, password: PASSWORD, acceptTerms: true });
      expect([refused.status, (refused.json.error as { code: string }).code], address).toEqual([400, 'personal_email']);
      await email.fill('');
    }
    await fillSignUp(page, { email: 'not-an-email', password: PASSWORD, terms: true });
    await page.getByText('Please enter a valid email address.').waitFor();
    expect(await page.getByText(PERSONAL).count()).toBe(0);
    expect(await page.getByRole('heading', { name: 'Create an account' }).isVisible()).toBe(true);
    expect(errors).toEqual([]);
    await context.close();
  });

  it('lists the broken password rule and asks for the terms (mobile)', async () => {
    const { page, context, errors } = await newPage(browser, { viewport: 'mobile' });
    await openSignUp(page);
    const cases: [string, string][] = [
      ['Sh0rt!x', 'Password must be at least 8 characters long'],
      ['lowercase1!', 'Password must contain at least one uppercase letter'],
      ['UPPERCASE1!', 'Password must contain at least one lowercase letter'],
      ['NoNumbers!!', 'Password must contain at least one number'],
      ['NoSpecial123', 'Password must contain at least one special character (!@#$%^&*(),.?":{}|<>)'],
    ];
    for (const [password, message] of cases) {
      await fillSignUp(page, { email: 'rules@initech.io', password, terms: true });
      const list = page.getByTestId('password-problems').filter({ hasText: message }).last();
      await list.waitFor();
      // Only the broken rule is listed.
      expect(await list.getByRole('listitem').allTextContents(), password).toEqual([message]);
      expect(await page.getByLabel('Password', { exact: true }).getAttribute('aria-invalid')).toBe('true');
    }
    await fillSignUp(page, { email: 'rules@initech.io', password: PASSWORD, terms: false });
    await page.getByText('Please accept the terms and conditions').waitFor();
    expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
    // Nothing was sent: no account exists for the address.
    expect(server.mail.some((mail) => mail.to.includes('rules@initech.io'))).toBe(false);
    expect(errors).toEqual([]);
    await context.close();
  });

  it('tells an existing account to log in instead', async () => {
    await createUser(server, 'taken@initech.io');
    const { page, context, errors } = await newPage(browser);
    await openSignUp(page);
    await fillSignUp(page, { email: 'Taken@Initech.io', password: PASSWORD, terms: true });
    await toast(page, 'Account already exists', 'This email is already registered. Please log in instead.').waitFor();
    expect(page.url()).toBe(`${server.url}/auth`);
    expect(errors).toEqual([]);
    await context.close();
  });
});

describe('sign-up while its form library downloads', () => {
  /** Holds back the script with the form library until `release` is called. */
  async function holdFormLibrary(page: Page): Promise<() => void> {
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route('**/assets/*.js', async (route) => {
      const response = await route.fetch();
      const body = await response.text();
      if (body.includes('shouldUseNativeValidation')) await held;
      await route.fulfill({ response, body });
    });
    return release;
  }

  it('keeps every key typed and a shown password as the library arrives mid-word (mobile)', async () => {
    const { page, context, errors } = await newPage(browser, { viewport: 'mobile' });
    const release = await holdFormLibrary(page);
    await openSignUp(page);
    await page.getByLabel('Work email').pressSequentially('slow@initech.io');
    await page.getByRole('button', { name: 'Show password' }).click();
    const password = page.getByLabel('Password', { exact: true });
    await password.click();
    await password.pressSequentially('Str0ng!pa');
    const typing = password.pressSequentially('ss-and-more', { delay: 25 });
    release();
    await typing;
    expect(await password.inputValue()).toBe('Str0ng!pass-and-more');
    expect(await password.getAttribute('type')).toBe('text');
    expect(await password.evaluate((input) => input === document.activeElement)).toBe(true);
    await page.getByRole('checkbox', { name: 'I accept the terms and conditions' }).check();
    await page.getByRole('button', { name: 'Create account' }).click();
    await page.waitForURL(`${server.url}/verify-email`);
    expect(errors).toEqual([]);
    await context.close();
  });

  it('sends a submit made before the library arrived once it is there', async () => {
    const { page, context, errors } = await newPage(browser);
    const release = await holdFormLibrary(page);
    await openSignUp(page);
    await page.getByLabel('Work email').fill('early@initech.io');
    await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
    await page.getByRole('checkbox', { name: 'I accept the terms and conditions' }).check();
    await page.getByRole('button', { name: 'Create account' }).click();
    expect(await page.getByRole('button', { name: 'Creating account...' }).isDisabled()).toBe(true);
    release();
    await page.getByText('Account created successfully!').waitFor();
    await page.waitForURL(`${server.url}/verify-email`);
    expect(errors).toEqual([]);
    await context.close();
  });
});

describe('log-in rules', () => {
  it('locks the account after 5 wrong passwords, in this browser and on the server', async () => {
    const user = await createUser(server, 'locked@initech.io');
    const { page, context, errors } = await newPage(browser);
    await page.goto(`${server.url}/login`);
    await page.getByRole('heading', { name: 'Welcome back' }).waitFor();
    for (let attempt = 1; attempt <= 4; attempt += 1) {
      await logIn(page, user.email, `Wrong${attempt}!pass`);
      await page
        .getByRole('region', { name: /Notifications/ })
        .getByRole('listitem')
        .filter({ hasText: 'Invalid credentials' })
        .nth(attempt - 1)
        .waitFor();
    }
    await logIn(page, user.email, 'Wrong5!pass');
    await toast(page, 'Too many failed login attempts. Account locked for 15 minutes.').waitFor();
    // Even the right password is refused now.
    await logIn(page, user.email, PASSWORD);
    await toast(page, 'Too many failed attempts. Please try again in 15 minutes.').waitFor();
    expect(await page.evaluate(() => localStorage.getItem('login_attempts'))).toBe('5');
    expect(page.url()).toBe(`${server.url}/login`);
    expect(errors).toEqual([]);
    await context.close();

    // A fresh browser has no local lock: the server refuses by itself.
    const fresh = await newPage(browser);
    await fresh.page.goto(`${server.url}/login`);
    const refused = fresh.page.waitForResponse((response) => response.url().endsWith('/api/auth/login'));
    await logIn(fresh.page, user.email, PASSWORD);
    expect((await refused).status()).toBe(429);
    await toast(fresh.page, 'Too many failed attempts. Please try again in').waitFor();
    expect(await toast(fresh.page, 'Too many failed attempts').textContent()).toMatch(
      /Too many failed attempts\. Please try again in 1[45] minutes\./,
    );
    expect(fresh.page.url()).toBe(`${server.url}/login`);
    expect(fresh.errors).toEqual([]);
    await fresh.context.close();
  });

  it("says 'Create an account' on a first visit and 'Welcome back' after logging in and out (dark mode)", async () => {
    const user = await createUser(server, 'returning@initech.io', { workspaceName: 'Initech' });
    const { page, context, errors } = await newPage(browser, { colorScheme: 'dark' });
    await openSignUp(page);
    expect(await page.evaluate(() => localStorage.getItem('has_logged_in_before'))).toBeNull();
    await page.getByRole('button', { name: 'Log in' }).click();
    await page.getByRole('heading', { name: 'Welcome back' }).waitFor();
    // The page's realtime socket is let open before logging out: a log-out while it is still
    // connecting has the server refuse it (401), which the browser logs as an error.
    const connected = page
      .waitForEvent('websocket')
      .then((socket) => socket.waitForEvent('framereceived', (frame) => String(frame.payload).includes('hello')));
    await logIn(page, user.email, PASSWORD);
    await page.waitForURL(`${server.url}/home`);
    await connected;
    expect(await page.evaluate(() => localStorage.getItem('has_logged_in_before'))).toBe('true');
    await page.getByRole('complementary', { name: 'Sidebar' }).getByRole('button', { name: 'Log out' }).click();
    await page.waitForURL(`${server.url}/auth`);
    await page.getByRole('heading', { name: 'Welcome back' }).waitFor();
    // The record outlives the tab.
    await page.reload();
    await page.getByRole('heading', { name: 'Welcome back' }).waitFor();
    expect(await page.evaluate(() => document.documentElement.classList.contains('dark'))).toBe(true);
    expect(errors, JSON.stringify(errors)).toEqual([]);
    await context.close();
  });

  it('shows the log-in card on /login and sends a signed-in onboarded user from /auth to /home', async () => {
    const { page, context, errors } = await newPage(browser);
    await page.goto(`${server.url}/login`);
    await page.getByRole('heading', { name: 'Welcome back' }).waitFor();
    for (const label of ['Email', 'Password']) expect(await page.getByLabel(label, { exact: true }).isVisible(), label).toBe(true);
    expect(await page.getByRole('button', { name: 'Forgot password?' }).isVisible()).toBe(true);
    expect(await page.getByRole('button', { name: 'Sign up' }).isVisible()).toBe(true);

    await signInContext(context, server, await createUser(server, 'member@initech.io', { workspaceName: 'Initech' }));
    await page.goto(`${server.url}/auth`);
    await page.waitForURL(`${server.url}/home`);
    await page.getByRole('heading', { name: 'Home' }).waitFor();
    expect(errors).toEqual([]);
    await context.close();
  });
});

describe('verification rules', () => {
  it('throttles resending on /verify-email, in the page and on the server', async () => {
    const email = 'resend@initech.io';
    const { page, context, errors } = await newPage(browser);
    await openSignUp(page);
    await fillSignUp(page, { email, password: PASSWORD, terms: true });
    await page.waitForURL(`${server.url}/verify-email`);
    const resend = page.getByRole('button', { name: 'Resend verification email' });
    await resend.click();
    await toast(page, 'Verification email sent successfully').waitFor();
    await resend.click();
    await toast(page, 'Please wait a few seconds before trying again').waitFor();
    // A reload forgets the page's clock; the server's own 5 s throttle still answers.
    await page.reload();
    await resend.click();
    await toast(page, 'Failed to resend verification email', 'Please wait a few seconds before trying again').waitFor();
    // The sign-up's mail and one resend, no more.
    expect(server.mail.filter((mail) => mail.to.includes(email))).toHaveLength(2);
    expect(errors).toEqual([]);
    await context.close();
  });

  it('refuses a verification link used a second time, with the reason', async () => {
    const email = 'twice@initech.io';
    await api(server, 'POST', '/api/auth/signup', { email, password: PASSWORD, acceptTerms: true });
    const link = `${server.url}/auth?token_hash=${await linkParam(server, email, 'token_hash')}&type=signup`;
    // Opened away from where the sign-up happened: the mailbox owner chooses the password first.
    const first = await newPage(browser);
    await first.page.goto(link);
    await first.page.getByRole('heading', { name: 'Choose your password' }).waitFor();
    await first.page.getByLabel('New password', { exact: true }).fill('N3w!passphrase');
    await first.page.getByLabel('Confirm new password').fill('N3w!passphrase');
    await first.page.getByRole('button', { name: 'Save password and continue' }).click();
    await first.page.getByRole('dialog', { name: 'Email verified!' }).waitFor();
    await first.context.close();

    const { page, context, errors } = await newPage(browser);
    await page.goto(link);
    await toast(page, 'Email verification failed', 'This verification link has already been used. Log in to continue.').waitFor();
    await page.waitForURL(`${server.url}/auth`);
    await page.getByRole('heading', { name: 'Create an account' }).waitFor();
    expect(await page.getByRole('dialog').count()).toBe(0);
    expect(errors).toEqual([]);
    await context.close();
  });
});
