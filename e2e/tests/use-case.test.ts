import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { feedStoryFromWire, type FeedStoryWire } from '@pathwise/core';
import { launchBrowser, newPage } from '../support/browser';
import { startE2EServer, type E2EServer } from '../support/server';
import { api, createUser, signInContext, type TestUser } from '../support/users';

let server: E2EServer;
let browser: Browser;
let author: TestUser;
let teammate: TestUser;

/** A use case no test rates or shares except the one that says so. */
const SIDE_USE_CASE = 'learn-regex-explain-and-extend';

beforeAll(async () => {
  [server, browser] = await Promise.all([startE2EServer(), launchBrowser()]);
  author = await createUser(server, 'ada@umbrella-labs.dev', { workspaceName: 'Umbrella' });
  teammate = await createUser(server, 'grace@umbrella-labs.dev');
});
afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

async function signedInPage(user: TestUser, options: Parameters<typeof newPage>[1] = {}) {
  const opened = await newPage(browser, options);
  await signInContext(opened.context, server, user);
  return opened;
}

const expanded = (page: Page, name: RegExp) => page.getByRole('button', { name }).getAttribute('aria-expanded');

describe('use case page', () => {
  it('goes from the library through the guide, a rating and an impact story to /home; the teammate sees the story', async () => {
    const { page, context, errors } = await signedInPage(author);
    await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: server.url });

    // Open a use case from the library by clicking its card.
    await page.goto(`${server.url}/library`);
    const card = page.getByTestId('use-case-card').first();
    await card.waitFor();
    const title = (await card.getByRole('heading').textContent())?.trim() ?? '';
    expect(title).not.toBe('');
    await card.getByRole('link', { name: title }).click();
    await page.waitForURL(/\/use-case\/[a-z0-9-]+$/);
    const useCaseId = new URL(page.url()).pathname.split('/').pop() ?? '';
    await page.getByRole('heading', { level: 1, name: title }).waitFor();
    expect(await page.getByRole('button', { name: 'Overview' }).getAttribute('aria-expanded')).toBe('true');

    // Steps: the first is open; open the second, close the first.
    const stepTotal = Number(/Step 1 of (\d+)/.exec((await page.getByText(/^Step 1 of \d+$/).textContent()) ?? '')?.[1]);
    expect(stepTotal).toBeGreaterThanOrEqual(3);
    expect(await expanded(page, /^Step 1 of/)).toBe('true');
    expect(await expanded(page, /^Step 2 of/)).toBe('false');
    await page.getByRole('button', { name: /^Step 2 of/ }).click();
    expect(await expanded(page, /^Step 2 of/)).toBe('true');
    await page.getByRole('button', { name: /^Step 1 of/ }).click();
    expect(await expanded(page, /^Step 1 of/)).toBe('false');

    // Copy a code block of step 2 (its language label shown) and read the clipboard.
    const block = page.getByTestId('guide-step').nth(1).getByTestId('code-block').first();
    const language = (await block.getByTestId('code-language').textContent())?.trim() ?? '';
    expect(language).not.toBe('');
    const code = (await block.locator('pre code').textContent()) ?? '';
    await block.getByRole('button', { name: `Copy ${language} code` }).click();
    await block.getByRole('button', { name: 'Copied' }).waitFor();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(code);

    // Relevant: Yes.
    await page.getByRole('button', { name: 'Yes' }).click();
    await page.getByText('Thank you for your feedback!').waitFor();
    await page.getByRole('button', { name: 'Share Impact' }).waitFor();
    expect(await page.getByTestId('completed-helpful-count').textContent()).toMatch(/found this helpful$/);

    // Share impact: minutes, then prompts, then home.
    await page.getByRole('button', { name: 'Share Impact' }).click();
    const dialog = page.getByRole('dialog', { name: 'Share your impact' });
    await dialog.getByLabel('Minutes saved per day').fill('25');
    await dialog.getByRole('button', { name: 'Continue' }).click();
    const prompts = page.getByRole('dialog').getByLabel('What Copilot prompts did you use?');
    await page.getByRole('dialog').getByRole('button', { name: '/explain code' }).click();
    await prompts.press('End');
    await prompts.pressSequentially('this stack trace');
    await page.getByText('Great! These prompts will help your teammates.').waitFor();
    await page.getByRole('dialog').getByRole('button', { name: 'Submit' }).click();
    await page.getByText('Your story is live! 🎉').waitFor();
    await page.getByText('Your team will now see this when exploring use cases.').waitFor();
    await page.waitForURL(`${server.url}/home`);

    // A teammate's feed holds the story.
    const feed = await api(server, 'GET', '/api/feed?filter=recent', undefined, teammate.cookie);
    expect(feed.status).toBe(200);
    const stories = (feed.json.stories as FeedStoryWire[]).map(feedStoryFromWire);
    const story = stories.find((s) => s.useCase.id === useCaseId);
    expect(story).toMatchObject({ timeSaved: 25, author: { name: 'ada' }, isExample: false });
    expect(story?.prompts).toEqual(['/explain code this stack trace']);

    // Completed after a reload; the library card says Review.
    await page.goto(`${server.url}/use-case/${useCaseId}`);
    await page.getByRole('button', { name: 'Share Impact' }).waitFor();
    expect(await page.getByRole('button', { name: 'Yes' }).count()).toBe(0);
    await page.goto(`${server.url}/library`);
    await page.getByRole('button', { name: `Review: ${title}` }).waitFor();
    expect(errors).toEqual([]);
    await context.close();
  });

  it('validates the minutes and lets the user skip after confirming (mobile, dark)', async () => {
    const { page, context, errors } = await signedInPage(teammate, { viewport: 'mobile', colorScheme: 'dark' });
    await page.goto(`${server.url}/use-case/${SIDE_USE_CASE}`);
    // Exact: 'No' is also a part of the bell's name ('Notifications, none unread').
    await page.getByRole('button', { name: 'No', exact: true }).click();
    await page.getByRole('button', { name: 'Share Impact' }).click();
    const dialog = page.getByRole('dialog', { name: 'Share your impact' });
    const continueButton = dialog.getByRole('button', { name: 'Continue' });
    expect(await continueButton.isDisabled()).toBe(true);
    const minutes = dialog.getByLabel('Minutes saved per day');
    await minutes.fill('0');
    expect(await continueButton.isDisabled()).toBe(true);
    await minutes.press('Enter');
    await page.getByText('Please enter how many minutes you estimate saving per day.').waitFor();
    expect(await dialog.getByText('Step 1 of 2').isVisible()).toBe(true);

    await dialog.getByRole('button', { name: 'Skip' }).click();
    const confirm = page.getByRole('alertdialog', { name: 'Are you sure you want to skip?' });
    await confirm.getByText('Your teammates may benefit from your learnings.').waitFor();
    await confirm.getByRole('button', { name: 'Continue sharing' }).click();
    await confirm.waitFor({ state: 'detached' });
    expect(await dialog.isVisible()).toBe(true);
    await dialog.getByRole('button', { name: 'Skip' }).click();
    await confirm.getByRole('button', { name: 'Skip for now' }).click();
    await dialog.waitFor({ state: 'detached' });
    expect(await page.getByRole('dialog').count()).toBe(0);
    expect(new URL(page.url()).pathname).toBe(`/use-case/${SIDE_USE_CASE}`);
    expect(errors).toEqual([]);
    await context.close();
  });

  it("focuses search on '/', filters through the popover with its count and Reset (tablet)", async () => {
    const { page, context, errors } = await signedInPage(teammate, { viewport: 'tablet' });
    await page.goto(`${server.url}/use-case/${SIDE_USE_CASE}`);
    await page.getByRole('heading', { level: 1 }).click();
    await page.keyboard.press('/');
    const search = page.getByRole('searchbox', { name: 'Search use cases' });
    expect(await search.evaluate((element) => element === document.activeElement)).toBe(true);
    expect(await search.inputValue()).toBe('');
    await page.keyboard.type('docker');
    const results = page.getByRole('region', { name: 'Matching use cases' });
    await results.getByRole('link').first().waitFor();
    await search.fill('');

    await page.getByRole('button', { name: 'Filter use cases' }).click();
    const popover = page.getByRole('dialog', { name: 'Filter use cases' });
    await popover.getByLabel('Type').selectOption('debugging');
    await popover.getByLabel('Complexity').selectOption('beginner');
    await page.getByRole('button', { name: 'Filter use cases (2 active)' }).waitFor();
    const links = results.getByRole('link');
    await links.first().waitFor();
    expect(await links.count()).toBeGreaterThan(0);
    await popover.getByRole('button', { name: 'Reset' }).click();
    await page.getByRole('button', { name: 'Filter use cases', exact: true }).waitFor();
    expect(await results.count()).toBe(0);

    // '/' typed into another field stays there.
    await page.keyboard.press('Escape');
    await page.getByRole('button', { name: 'Filter use cases', exact: true }).click();
    await popover.getByLabel('Role').focus();
    await page.keyboard.press('/');
    expect(await popover.getByLabel('Role').evaluate((element) => element === document.activeElement)).toBe(true);
    expect(errors).toEqual([]);
    await context.close();
  });

  it("says 'Use case not found' for an unknown id and goes to /studio", async () => {
    const { page, context, errors } = await signedInPage(teammate);
    await page.goto(`${server.url}/use-case/no-such-use-case`);
    await page.getByText('Use case not found').waitFor();
    await page.waitForURL(`${server.url}/studio`);
    expect(errors).toEqual([]);
    await context.close();
  });

  it('sends signed-out visitors to /login and users who have not finished onboarding to /onboarding', async () => {
    const signedOut = await newPage(browser);
    await signedOut.page.goto(`${server.url}/use-case/${SIDE_USE_CASE}`);
    await signedOut.page.waitForURL(`${server.url}/login`);
    await signedOut.context.close();

    const newcomer = await createUser(server, 'newbie@umbrella-labs.dev', { onboarded: false });
    const { page, context, errors } = await signedInPage(newcomer);
    await page.goto(`${server.url}/use-case/${SIDE_USE_CASE}`);
    await page.waitForURL(`${server.url}/onboarding`);
    expect(errors).toEqual([]);
    await context.close();
  });
});
