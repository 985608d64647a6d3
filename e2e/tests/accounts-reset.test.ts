import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser, newPage } from '../support/browser';
import { startE2EServer, type E2EServer } from '../support/server';
import { createUser, PASSWORD } from '../support/users';

/* Password reset end to end: the request, the mail, the link, the new password. */

let server: E2EServer;
let browser: Browser;

beforeAll(async () => {
  [server, browser] = await Promise.all([startE2EServer(), launchBrowser()]);
});
afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

const RESET_ANSWER = "If an account exists with this email, you'll receive password reset instructions shortly.";
const NEW_PASSWORD = 'N3w!passphrase';

function toast(page: Page, ...parts: string[]) {
  let locator = page.getByRole('region', { name: /Notifications/ }).getByRole('listitem');
  for (const part of parts) locator = locator.filter({ hasText: part });
  return locator.last();
}

async function openLogIn(page: Page): Promise<void> {
  await page.goto(`${server.url}/login`);
  await page.getByRole('heading', { name: 'Welcome back' }).waitFor();
}

async function logIn(page: Page, email: string, password: string): Promise<void> {
  await page.getByLabel('Email', { exact: true }).fill(email);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Log in', exact: true }).click();
}

/** 'Forgot password?' on the log-in card, for `email`; returns the dialog after the answer. */
async function requestReset(page: Page, email: string) {
  await page.getByRole('button', { name: 'Forgot password?' }).click();
  const dialog = page.getByRole('dialog', { name: 'Reset your password' });
  await dialog.getByLabel('Email').fill(email);
  await dialog.getByRole('button', { name: 'Send reset link' }).click();
  await dialog.getByText(RESET_ANSWER).waitFor();
  return dialog;
}

async function resetLink(to: string, after = 0): Promise<string> {
  const deadline = Date.now() + 10_000;
  for (;;) {
    const mail = server.mail.slice(after).find((m) => m.to.includes(to) && /Reset your/.test(m.subject));
    const url = mail && /https?:\/\/\S+/.exec(mail.text)?.[0];
    if (url) return url;
    if (Date.now() > deadline) throw new Error(`no reset mail to ${to}`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

async function setNewPassword(page: Page, password: string): Promise<void> {
  await page.getByLabel('New password', { exact: true }).fill(password);
  await page.getByLabel('Confirm new password').fill(password);
  await page.getByRole('button', { name: 'Set new password' }).click();
}

describe('password reset', () => {
  it('resets by mail: the same answer for everyone, the rules, the new password in and the old one out', async () => {
    const user = await createUser(server, 'reset@globex.io', { workspaceName: 'Globex' });
    const { page, context, errors } = await newPage(browser);
    await openLogIn(page);
    await page.getByLabel('Email', { exact: true }).fill(user.email);

    // An unknown address gets the very same answer, and no mail.
    const before = server.mail.length;
    const unknown = await requestReset(page, 'nobody@globex.io');
    await unknown.getByRole('button', { name: 'Done' }).click();
    const dialog = await requestReset(page, user.email);
    await dialog.getByRole('button', { name: 'Done' }).click();
    const link = await resetLink(user.email, before);
    expect(server.mail.slice(before).some((mail) => mail.to.includes('nobody@globex.io'))).toBe(false);
    expect(link).toMatch(new RegExp(`^${server.url}/auth\\?reset=true&token=[\\w-]+$`));

    await page.goto(link);
    await page.getByRole('heading', { name: 'Set a new password' }).waitFor();
    // The sign-up rules apply to the new password.
    await setNewPassword(page, 'alllowercase1!');
    const problems = page.getByTestId('password-problems').last();
    await problems.waitFor();
    expect(await problems.getByRole('listitem').allTextContents()).toEqual(['Password must contain at least one uppercase letter']);
    await setNewPassword(page, NEW_PASSWORD);
    await toast(page, 'Your password has been updated. Please log in.').waitFor();
    await page.waitForURL(`${server.url}/auth`);
    await page.getByRole('heading', { name: 'Welcome back' }).waitFor();

    await logIn(page, user.email, PASSWORD);
    await toast(page, 'Invalid credentials').waitFor();
    await logIn(page, user.email, NEW_PASSWORD);
    await page.waitForURL(`${server.url}/home`);
    await page.getByRole('heading', { name: 'Home' }).waitFor();
    expect(errors).toEqual([]);
    await context.close();
  });

  it('lets a locked account reset its password and log in with the new one at once (mobile)', async () => {
    const user = await createUser(server, 'locked@globex.io', { workspaceName: 'Globex' });
    const { page, context, errors } = await newPage(browser, { viewport: 'mobile' });
    await openLogIn(page);
    for (let attempt = 1; attempt <= 5; attempt += 1) await logIn(page, user.email, `Wrong${attempt}!pass`);
    await toast(page, 'Too many failed login attempts. Account locked for 15 minutes.').waitFor();

    const before = server.mail.length;
    const dialog = await requestReset(page, user.email);
    await dialog.getByRole('button', { name: 'Done' }).click();
    await page.goto(await resetLink(user.email, before));
    await setNewPassword(page, NEW_PASSWORD);
    await toast(page, 'Your password has been updated. Please log in.').waitFor();
    await page.getByRole('heading', { name: 'Welcome back' }).waitFor();
    // The reset lifted the lock on the server, and this browser no longer holds on to its own.
    await logIn(page, user.email, NEW_PASSWORD);
    await page.waitForURL(`${server.url}/home`);
    expect(await page.evaluate(() => [localStorage.getItem('login_attempts'), localStorage.getItem('auth_lockout')])).toEqual([null, null]);
    expect(errors).toEqual([]);
    await context.close();
  });

  it('refuses a reset link used a second time (dark mode)', async () => {
    const user = await createUser(server, 'twice@globex.io', { workspaceName: 'Globex' });
    const { page, context, errors } = await newPage(browser, { colorScheme: 'dark' });
    await openLogIn(page);
    const before = server.mail.length;
    await requestReset(page, user.email);
    const link = await resetLink(user.email, before);
    await page.goto(link);
    await setNewPassword(page, NEW_PASSWORD);
    await toast(page, 'Your password has been updated. Please log in.').waitFor();
    await page.waitForURL(`${server.url}/auth`);

    await page.goto(link);
    await page.getByRole('heading', { name: 'Set a new password' }).waitFor();
    await setNewPassword(page, 'An0ther!passphrase');
    await page.getByText('This password reset link is not valid or has expired. Please request a new one.').waitFor();
    expect(page.url()).toBe(link);
    // The first new password stands; the second never took.
    await openLogIn(page);
    await logIn(page, user.email, 'An0ther!passphrase');
    await toast(page, 'Invalid credentials').waitFor();
    // Toasts follow the theme too.
    expect(await page.locator('[data-sonner-toaster]').getAttribute('data-sonner-theme')).toBe('dark');
    await logIn(page, user.email, NEW_PASSWORD);
    await page.waitForURL(`${server.url}/home`);
    expect(await page.evaluate(() => document.documentElement.classList.contains('dark'))).toBe(true);
    expect(errors).toEqual([]);
    await context.close();
  });
});
