import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { axeViolations, describeViolations } from '../support/axe';
import { launchBrowser, newPage, type VIEWPORTS } from '../support/browser';
import { startE2EServer, type E2EServer } from '../support/server';
import { api, createUser, signInContext, type TestUser } from '../support/users';

/*
 * Issue 18: the author edits and deletes their own story from the feed; a teammate's open feed
 * follows at once (realtime), and the edit form is reachable and clean at phone width in dark mode.
 */

const USE_CASE = 'test-unit-tests-pure-function';

let server: E2EServer;
let browser: Browser;
let ada: TestUser;
let bob: TestUser;

beforeAll(async () => {
  [server, browser] = await Promise.all([startE2EServer(), launchBrowser()]);
  ada = await createUser(server, 'ada@edits.example', { workspaceName: 'Edits Co' });
  bob = await createUser(server, 'bob@edits.example');
});
afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

async function openAs(user: TestUser, options: { viewport?: keyof typeof VIEWPORTS; colorScheme?: 'light' | 'dark' } = {}) {
  const opened = await newPage(browser, options);
  await signInContext(opened.context, server, user);
  await opened.page.goto(`${server.url}/home`);
  await opened.page.getByTestId('story-card').first().waitFor();
  return opened;
}

const adaCard = (page: Page) => page.getByRole('article', { name: /ada learned/ });

describe('editing and deleting one’s own story', () => {
  it('the author edits minutes and feedback; a teammate’s open feed shows the change without a reload', async () => {
    const shared = await api(server, 'POST', '/api/stories', { useCaseId: USE_CASE, timeSaved: 15, feedback: 'First go.' }, ada.cookie);
    expect(shared.status).toBe(201);
    const author = await openAs(ada, { viewport: 'mobile', colorScheme: 'dark' });
    const teammate = await openAs(bob);
    await expect.poll(() => adaCard(teammate.page).textContent()).toContain('15 min');

    await adaCard(author.page).getByRole('button', { name: 'Edit my story' }).click();
    const dialog = author.page.getByRole('dialog', { name: 'Edit your story' });
    await dialog.waitFor();
    expect(await dialog.getByLabel('Time saved per task (minutes)').inputValue()).toBe('15');
    const violations = await axeViolations(author.page);
    expect(violations, describeViolations(violations)).toEqual([]);
    // The dialog fits a phone: nothing scrolls sideways.
    expect(await author.page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);

    await dialog.getByLabel('Time saved per task (minutes)').fill('600');
    await dialog.getByRole('button', { name: 'Save changes' }).click();
    await dialog.getByText('A working day has 480 minutes: enter at most 480 minutes.').waitFor();
    await dialog.getByLabel('Time saved per task (minutes)').fill('45');
    await dialog.getByLabel('What changed for you? (optional)').fill('Held up in review: 45 minutes a time.');
    await dialog.getByRole('button', { name: 'Save changes' }).click();
    await dialog.waitFor({ state: 'detached' });

    await expect.poll(() => adaCard(author.page).textContent()).toContain('45 min');
    await expect.poll(() => adaCard(teammate.page).textContent(), { timeout: 5_000 }).toContain('Held up in review: 45 minutes a time.');
    expect(await adaCard(teammate.page).textContent()).toContain('45 min');
    expect(author.errors).toEqual([]);
    await author.context.close();
    await teammate.context.close();
  });

  it('deleting asks in a dialog; confirmed, the story leaves the teammate’s feed', async () => {
    const author = await openAs(ada);
    const teammate = await openAs(bob);
    await adaCard(author.page).getByRole('button', { name: 'Delete my story' }).click();
    const dialog = author.page.getByRole('dialog', { name: 'Delete your story?' });
    await dialog.getByRole('button', { name: 'Keep it' }).click();
    await dialog.waitFor({ state: 'detached' });
    expect(await adaCard(author.page).count()).toBe(1);

    await adaCard(author.page).getByRole('button', { name: 'Delete my story' }).click();
    await dialog.getByRole('button', { name: 'Delete for good' }).click();
    await expect.poll(() => adaCard(author.page).count()).toBe(0);
    await expect.poll(() => adaCard(teammate.page).count(), { timeout: 5_000 }).toBe(0);
    await author.context.close();
    await teammate.context.close();
  });
});
