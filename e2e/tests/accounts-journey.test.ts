import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser, newPage } from '../support/browser';
import { startE2EServer, type E2EServer } from '../support/server';
import { PASSWORD } from '../support/users';

/*
 * The accounts issue's journey, all through the screens: sign-up, the verification mail and
 * its link, onboarding, and the workspace of the e-mail domain (named by its first user).
 */

let server: E2EServer;
let browser: Browser;

beforeAll(async () => {
  [server, browser] = await Promise.all([startE2EServer(), launchBrowser()]);
});
afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

/** The link in the newest mail to `to` whose subject matches, as the user would click it. */
async function mailedLink(to: string, subject: RegExp): Promise<string> {
  const deadline = Date.now() + 10_000;
  for (;;) {
    const mail = [...server.mail].reverse().find((m) => m.to.includes(to) && subject.test(m.subject));
    const url = mail && /https?:\/\/\S+/.exec(mail.text)?.[0];
    if (url) return url;
    if (Date.now() > deadline) throw new Error(`no mail to ${to} matching ${String(subject)}`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

/**
 * Holds the browser's requests to `path` while closed, so the screen's intermediate
 * states can be seen; the requests still reach the real server once released.
 */
async function gate(page: Page, path: string) {
  let closed = false;
  let held: (() => void)[] = [];
  let signalReached = () => {};
  let reached = Promise.resolve();
  await page.route(`**${path}`, async (route) => {
    if (!closed) return route.continue();
    const released = new Promise<void>((resolve) => held.push(resolve));
    signalReached();
    await released;
    return route.continue();
  });
  return {
    close() {
      reached = new Promise<void>((resolve) => (signalReached = resolve));
      closed = true;
    },
    /** Resolves once a request is being held. */
    reached: () => reached,
    open() {
      closed = false;
      for (const release of held) release();
      held = [];
    },
  };
}

async function signUpInUi(page: Page, email: string): Promise<void> {
  await page.goto(`${server.url}/auth`);
  await page.getByRole('heading', { name: 'Create an account' }).waitFor();
  await page.getByLabel('Work email').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
  await page.getByRole('checkbox', { name: 'I accept the terms and conditions' }).check();
  await page.getByRole('button', { name: 'Create account' }).click();
  await page.getByText('Account created successfully!').waitFor();
  await page.waitForURL(`${server.url}/verify-email`);
  await page.getByRole('heading', { name: 'Check your email' }).waitFor();
  expect(await page.getByText(email, { exact: true }).isVisible()).toBe(true);
}

/** Opens the mailed link and continues from the success dialog to /onboarding. */
async function verifyByMail(page: Page, email: string): Promise<void> {
  await page.goto(await mailedLink(email, /Confirm your e-mail/));
  await page.getByRole('button', { name: 'Continue to Dashboard' }).click();
  await page.waitForURL(`${server.url}/onboarding`);
}

async function onboardInUi(page: Page, specialty: string, motivation: string): Promise<void> {
  await page.getByRole('button', { name: 'Start now' }).click();
  await page.getByRole('radio', { name: specialty }).click();
  await page.getByRole('button', { name: 'Continue' }).click();
  await page.getByRole('radio', { name: motivation }).click();
  await page.getByRole('button', { name: 'Complete' }).click();
  await page.waitForURL(`${server.url}/home`);
}

describe('accounts journey', () => {
  it('signs up with a work address, verifies by mail, onboards and names the new workspace', async () => {
    const { page, context, errors } = await newPage(browser);
    const email = 'ada@northwind.io';
    await signUpInUi(page, email);
    const tracker = page.getByRole('list', { name: 'Verification steps' });
    expect(await tracker.getByRole('listitem').allTextContents()).toEqual([
      'Email sent (done)',
      '2Awaiting verification',
      '3Account activated',
    ]);
    expect(await tracker.getByRole('listitem').nth(1).getAttribute('aria-current')).toBe('step');

    // The link arrives by real SMTP; the verify and session calls are held so each stage shows.
    const link = await mailedLink(email, /Confirm your e-mail/);
    expect(link).toMatch(new RegExp(`^${server.url}/auth\\?token_hash=[\\w-]+&type=signup$`));
    const verify = await gate(page, '/api/auth/verify');
    const session = await gate(page, '/api/session');
    verify.close();
    await page.goto(link);
    await verify.reached();
    const status = page.getByRole('status').filter({ hasText: /\w/ }).first();
    await page.getByText('Starting verification process').waitFor();
    expect(await page.getByRole('progressbar', { name: 'Verification progress' }).getAttribute('aria-valuenow')).toBe('25');
    session.close();
    verify.open();
    await session.reached();
    await page.getByText('Setting up your account').waitFor();
    expect(await page.getByRole('progressbar', { name: 'Verification progress' }).getAttribute('aria-valuenow')).toBe('60');
    session.open();
    await page.getByText('Almost done!').waitFor();
    expect(await status.textContent()).toBe('Almost done!');
    const verified = page.getByRole('dialog', { name: 'Email verified!' });
    await verified.waitFor();
    await page.waitForURL(`${server.url}/auth`); // the token is gone from the address bar
    await verified.getByRole('button', { name: 'Continue to Dashboard' }).click();
    await page.waitForURL(`${server.url}/onboarding`);

    await onboardInUi(page, 'Frontend', 'Speed up everyday tasks');
    const naming = page.getByRole('dialog', { name: 'Name your workspace' });
    await naming.waitFor();
    expect(await naming.getByText("You're the first from your team to join. Let's give your workspace a name.").isVisible()).toBe(true);
    const name = naming.getByLabel('Workspace Name');
    expect(await name.inputValue()).toBe('Northwind');
    expect(await name.getAttribute('placeholder')).toBe('Enter workspace name');
    expect([await name.getAttribute('minlength'), await name.getAttribute('maxlength')]).toEqual(['3', '50']);
    // The modal cannot be dismissed before a name is set.
    await page.keyboard.press('Escape');
    expect(await naming.isVisible()).toBe(true);
    await naming.getByRole('button', { name: 'Create Workspace' }).click();
    await page.getByText('Workspace created successfully!').waitFor();
    await naming.waitFor({ state: 'hidden' });
    const sidebar = page.getByRole('complementary', { name: 'Sidebar' });
    await sidebar.getByTestId('workspace-name').getByText('Northwind', { exact: true }).waitFor();
    expect(await sidebar.getByText(email).isVisible()).toBe(true);
    // The name is the server's: a reload reads it back.
    await page.reload();
    await sidebar.getByTestId('workspace-name').getByText('Northwind', { exact: true }).waitFor();
    expect(await page.getByRole('dialog').count()).toBe(0);
    expect(errors).toEqual([]);
    await context.close();
  });

  it('lets a second user of the same domain join the named workspace without the dialog (mobile)', async () => {
    const { page, context, errors } = await newPage(browser, { viewport: 'mobile' });
    const email = 'grace@northwind.io';
    await signUpInUi(page, email);
    await verifyByMail(page, email);
    await onboardInUi(page, 'Backend', 'Get unblocked faster');
    await page.getByRole('heading', { name: 'Home' }).waitFor();
    // At 390px the sidebar lives behind the menu button.
    await page.getByRole('button', { name: 'Open navigation' }).click();
    const navigation = page.getByRole('dialog', { name: 'Navigation' });
    await navigation.getByTestId('workspace-name').getByText('Northwind', { exact: true }).waitFor();
    expect(await navigation.getByText(email).isVisible()).toBe(true);
    expect(await page.getByRole('dialog', { name: 'Name your workspace' }).count()).toBe(0);
    expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
    expect(errors).toEqual([]);
    await context.close();
  });

  it('gives a user of another domain a new workspace to name (dark mode)', async () => {
    const { page, context, errors } = await newPage(browser, { colorScheme: 'dark' });
    const email = 'linus@contoso.dev';
    await signUpInUi(page, email);
    expect(await page.evaluate(() => document.documentElement.classList.contains('dark'))).toBe(true);
    await verifyByMail(page, email);
    await onboardInUi(page, 'DevOps', 'Improve code quality');
    const naming = page.getByRole('dialog', { name: 'Name your workspace' });
    await naming.waitFor();
    const name = naming.getByLabel('Workspace Name');
    expect(await name.inputValue()).toBe('Contoso');
    await name.fill('Contoso Platform');
    await naming.getByRole('button', { name: 'Create Workspace' }).click();
    await page.getByText('Workspace created successfully!').waitFor();
    const sidebar = page.getByRole('complementary', { name: 'Sidebar' });
    await sidebar.getByTestId('workspace-name').getByText('Contoso Platform', { exact: true }).waitFor();
    expect(await page.evaluate(() => document.documentElement.classList.contains('dark'))).toBe(true);
    // Toasts follow the theme too.
    expect(await page.locator('[data-sonner-toaster]').getAttribute('data-sonner-theme')).toBe('dark');
    expect(errors).toEqual([]);
    await context.close();
  });
});
