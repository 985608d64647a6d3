import { readFileSync } from 'node:fs';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser, newPage } from '../support/browser';
import { startE2EServer, type E2EServer } from '../support/server';
import { api, createUser, PASSWORD, signInContext } from '../support/users';

/*
 * Issue 15's account journeys in the browser: a member changes specialty and the home screen's
 * recommendations follow at once; a member exports their data and deletes their account.
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

/** The titles of the home screen's 'Next up' cards, once they have loaded. */
async function nextUp(page: Page): Promise<string[]> {
  await page.getByTestId('next-up-card').first().waitFor();
  return page.getByTestId('next-up-card').evaluateAll((cards) => cards.map((card) => card.getAttribute('href') ?? ''));
}

describe('my account', () => {
  it('a member changes specialty and sees new recommendations', async () => {
    const member = await createUser(server, 'switch@account-e2e.dev', { workspaceName: 'Account Co', specialty: 'frontend' });
    const { page, context, errors } = await newPage(browser);
    await signInContext(context, server, member);
    await page.goto(`${server.url}/home`);
    const before = await nextUp(page);

    await page.goto(`${server.url}/settings/account`);
    await page.getByRole('heading', { name: 'My account' }).waitFor();
    await page.getByRole('combobox', { name: 'Specialty' }).selectOption('data');
    const responsibilities = page.getByRole('group', { name: 'Responsibilities' });
    await responsibilities.getByRole('checkbox').first().check();
    await page.getByRole('button', { name: 'Save profile' }).click();
    await page.getByText('Profile saved').waitFor();

    // The home screen's recommendations follow the saved profile at once.
    await page.goto(`${server.url}/home`);
    await expect.poll(async () => (await nextUp(page)).join('|'), { timeout: 10_000 }).not.toBe(before.join('|'));
    const profile = (await api(server, 'GET', '/api/session', undefined, member.cookie)).json as {
      user: { profile: { specialty: string } };
    };
    expect(profile.user.profile.specialty).toBe('data');
    expect(errors).toEqual([]);
    await context.close();
  });

  it('a member exports their data and deletes their account', async () => {
    const member = await createUser(server, 'leaver@account-e2e.dev', { workspaceName: 'Leaving Co' });
    const story = await api(server, 'POST', '/api/stories', { useCaseId: 'code-python-cli-argparse', timeSaved: 12 }, member.cookie);
    expect(story.status).toBe(201);
    const { page, context, errors } = await newPage(browser);
    await signInContext(context, server, member);
    await page.goto(`${server.url}/settings/account`);
    await page.getByRole('heading', { name: 'My account' }).waitFor();

    const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'Export my data' }).click()]);
    expect(download.suggestedFilename()).toBe('pathwise-my-data.json');
    const exported = JSON.parse(readFileSync((await download.path()) ?? '', 'utf8')) as Record<string, unknown>;
    expect(JSON.stringify(exported)).toContain('leaver@account-e2e.dev');
    expect(JSON.stringify(exported)).toContain('code-python-cli-argparse');

    await page.getByRole('button', { name: 'Delete my account' }).click();
    const dialog = page.getByRole('dialog', { name: 'Delete your account?' });
    await dialog.getByRole('radio', { name: 'Delete them' }).check();
    await dialog.getByLabel('Password', { exact: true }).fill(PASSWORD);
    await dialog.getByRole('button', { name: 'Delete my account' }).click();
    // Signed out: the app shows its sign-in screen.
    await page.waitForURL(/\/(auth|login)/, { timeout: 10_000 });
    const login = await api(server, 'POST', '/api/auth/login', { email: member.email, password: PASSWORD });
    expect(login.status).toBe(401);
    expect(errors).toEqual([]);
    await context.close();
  });
});
