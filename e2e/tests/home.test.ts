import type { Browser, Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser, newPage, type VIEWPORTS } from '../support/browser';
import { startE2EServer, type E2EServer } from '../support/server';
import { createUser, signInContext, type TestUser } from '../support/users';

/*
 * The home feed, the feed-side share form, likes and My Studio against the real server. One
 * workspace (feed.example) starts with the bundled example stories; its first story replaces them.
 */

const AGE = /^\d+(m|h|d|w|y)$/;
const USE_CASE = 'test-unit-tests-pure-function';
const FEEDBACK = 'The generated table caught the 1h90m case I had missed.';

let server: E2EServer;
let browser: Browser;
let ada: TestUser;
let bob: TestUser;
let cy: TestUser;
let nora: TestUser;

beforeAll(async () => {
  [server, browser] = await Promise.all([startE2EServer(), launchBrowser()]);
  ada = await createUser(server, 'ada@feed.example', { workspaceName: 'Feed Co' });
  [bob, cy, nora] = await Promise.all([
    createUser(server, 'bob@feed.example'),
    createUser(server, 'cy@solo.example', { workspaceName: 'Solo Co' }),
    createUser(server, 'nora@feed.example', { onboarded: false }),
  ]);
});
afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

async function openAs(
  user: TestUser | null,
  path: string,
  options: { viewport?: keyof typeof VIEWPORTS; colorScheme?: 'light' | 'dark'; clock?: boolean } = {},
) {
  const opened = await newPage(browser, options);
  if (user) await signInContext(opened.context, server, user);
  if (options.clock) await opened.page.clock.install();
  await opened.page.goto(`${server.url}${path}`);
  return opened;
}

const feedLoaded = (page: Page) => page.getByTestId('story-card').first().waitFor();
const ages = (scope: Page | Locator) => scope.getByTestId('story-age').allTextContents();

async function likeCounts(page: Page): Promise<number[]> {
  return (await page.getByTestId('like-count').allTextContents()).map(Number);
}

async function noHorizontalScroll(page: Page): Promise<boolean> {
  return page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth);
}

describe('home feed', () => {
  it('sends visitors to /login and members who have not finished onboarding to /onboarding', async () => {
    const visitor = await openAs(null, '/home');
    await visitor.page.waitForURL(`${server.url}/login`);
    await visitor.context.close();

    const newcomer = await openAs(nora, '/home');
    await newcomer.page.waitForURL(`${server.url}/onboarding`);
    expect(newcomer.errors).toEqual([]);
    await newcomer.context.close();
  });

  it('shows the bundled examples, clearly marked, with ages, filters and Next up', async () => {
    const { page, context, errors } = await openAs(ada, '/home');
    await feedLoaded(page);
    const note = page.getByTestId('examples-note');
    expect(await note.textContent()).toContain('These are examples until your team shares its own.');
    const cards = page.getByTestId('story-card');
    const count = await cards.count();
    expect(count).toBeGreaterThan(0);
    expect(count).toBeLessThanOrEqual(30);
    expect(await cards.filter({ hasText: 'Example' }).count()).toBe(count);
    for (const age of await ages(page)) expect(age).toMatch(AGE);
    for (const heading of await cards.getByRole('heading').allTextContents()) expect(heading).toMatch(/^\S+( \S+)* learned .+$/);
    // Examples cannot be liked: the count shows, the button does not.
    expect(await page.getByRole('button', { name: /^Like/ }).count()).toBe(0);
    const doIt = cards.first().getByRole('link', { name: /^Do this use case/ });
    expect(await doIt.getAttribute('href')).toMatch(/^\/use-case\/[a-z0-9-]+$/);

    const nextUp = page.getByRole('region', { name: 'Next up' });
    await nextUp.getByTestId('next-up-card').first().waitFor();
    const links = await nextUp.getByTestId('next-up-card').evaluateAll((nodes) => nodes.map((node) => node.getAttribute('href')));
    expect(links).toHaveLength(3);
    for (const href of links) expect(href).toMatch(/^\/use-case\/[a-z0-9-]+$/);

    const tabs = page.getByRole('tablist', { name: 'Filter stories' });
    expect(await tabs.getByRole('tab', { name: 'Relevant' }).getAttribute('aria-selected')).toBe('true');
    const recent = page.waitForResponse((response) => response.url().includes('/api/feed?filter=recent') && response.ok());
    await tabs.getByRole('tab', { name: 'Recent' }).click();
    await recent;
    const recentPanel = page.getByRole('tabpanel', { name: 'Recent' });
    await recentPanel.getByTestId('story-card').first().waitFor();
    // The recent filter keeps the last 7 days: minutes, hours or days old.
    for (const age of await ages(recentPanel)) expect(age).toMatch(/^\d+(m|h|d)$/);

    const highest = page.waitForResponse((response) => response.url().includes('/api/feed?filter=highest') && response.ok());
    await tabs.getByRole('tab', { name: 'Highest' }).click();
    await highest;
    await page.getByRole('tabpanel', { name: 'Highest' }).getByTestId('story-card').first().waitFor();
    const likes = await likeCounts(page);
    expect(likes).toEqual([...likes].sort((a, b) => b - a));
    expect(errors).toEqual([]);
    await context.close();
  });

  it('shares a story through the two-step form: live hints, rotating prompt examples, then the story replaces the examples', async () => {
    const { page, context, errors } = await openAs(ada, '/home', { clock: true });
    const form = page.getByRole('region', { name: 'Share your impact' });
    await form.getByRole('option', { name: 'Generate unit tests for a pure function with /tests' }).waitFor({ state: 'attached' });
    await form.getByLabel('Use case').selectOption(USE_CASE);
    const minutes = form.getByLabel('Time saved per task (minutes)');
    const hints = form.getByTestId('time-saved-hints');
    await minutes.fill('3');
    await hints.getByText('Even small time savings add up...').waitFor();
    await minutes.fill('12');
    await hints.getByText("That's about 1 hour per week.").waitFor();
    expect(await hints.textContent()).not.toContain('per month');
    await minutes.fill('30');
    await hints.getByText("That's about 2.5 hours per week.").waitFor();
    await hints.getByText('About 10 hours per month.').waitFor();
    await form.getByLabel('What changed for you? (optional)').fill(FEEDBACK);
    await form.getByRole('button', { name: 'Continue' }).click();

    await form.getByRole('heading', { name: 'Add helpful prompts (optional)' }).waitFor();
    const prompts = form.getByLabel('Prompts that worked');
    const first = await prompts.getAttribute('placeholder');
    expect(first).toMatch(/^e\.g\. /);
    await page.clock.fastForward(5_000);
    await expect.poll(() => prompts.getAttribute('placeholder')).not.toBe(first);
    await form.getByRole('button', { name: 'Back' }).click();
    expect(await form.getByLabel('Time saved per task (minutes)').inputValue()).toBe('30');
    await form.getByRole('button', { name: 'Continue' }).click();
    await prompts.fill('/tests parseDuration with invalid input\nCheck each expected value by hand');
    await form.getByRole('button', { name: 'Share story' }).click();

    await page.getByText('Your story is live! 🎉').waitFor();
    await page.getByText('Your team will now see this when exploring use cases.').waitFor();
    const mine = page.getByTestId('story-card').filter({ hasText: FEEDBACK });
    await mine.waitFor();
    await page.getByTestId('examples-note').waitFor({ state: 'detached' });
    expect(await mine.getByRole('heading').textContent()).toBe('ada learned Generate unit tests for a pure function with /tests');
    expect(await mine.getByTestId('story-age').textContent()).toMatch(AGE);
    expect(await mine.getByText('Check each expected value by hand').isVisible()).toBe(true);
    expect(await mine.getByText('30 min', { exact: true }).isVisible()).toBe(true);
    // Sharing completed the use case.
    await mine.getByText('You completed this use case').waitFor();
    expect(await mine.getByText('Example').count()).toBe(0);
    // The form starts over.
    await form.getByRole('heading', { name: 'Share your impact' }).waitFor();
    expect(await form.getByLabel('Use case').inputValue()).toBe('');
    expect(errors).toEqual([]);
    await context.close();
  });

  it('lets a teammate like a story once and take it back; both survive a reload', async () => {
    const { page, context, errors } = await openAs(bob, '/home');
    const card = page.getByTestId('story-card').filter({ hasText: FEEDBACK });
    await card.waitFor();
    expect(await card.getByRole('link', { name: /^Do this use case/ }).getAttribute('href')).toBe(`/use-case/${USE_CASE}`);
    const unliked = card.getByRole('button', { name: 'Like, 0 likes' });
    expect(await unliked.getAttribute('aria-pressed')).toBe('false');
    const saved = page.waitForResponse((response) => response.url().includes('/like') && response.request().method() === 'POST');
    await unliked.click();
    const liked = card.getByRole('button', { name: 'Like, 1 like' });
    expect(await liked.getAttribute('aria-pressed')).toBe('true');
    expect((await saved).status()).toBe(200);

    await page.reload();
    await liked.waitFor();
    expect(await liked.getAttribute('aria-pressed')).toBe('true');
    const undone = page.waitForResponse((response) => response.url().includes('/like') && response.request().method() === 'DELETE');
    await liked.click();
    await card.getByRole('button', { name: 'Like, 0 likes' }).waitFor();
    expect((await undone).status()).toBe(200);

    await page.reload();
    await unliked.waitFor();
    expect(await unliked.getAttribute('aria-pressed')).toBe('false');
    expect(errors).toEqual([]);
    await context.close();
  });

  it('fits phones and tablets in light and dark mode', async () => {
    for (const [viewport, colorScheme] of [
      ['mobile', 'dark'],
      ['tablet', 'light'],
    ] as const) {
      const { page, context, errors } = await openAs(ada, '/home', { viewport, colorScheme });
      await feedLoaded(page);
      await page.getByRole('region', { name: 'Next up' }).getByTestId('next-up-card').first().waitFor();
      expect(await page.getByRole('region', { name: 'Share your impact' }).isVisible()).toBe(true);
      expect(await noHorizontalScroll(page), viewport).toBe(true);
      expect(await page.evaluate(() => document.documentElement.classList.contains('dark'))).toBe(colorScheme === 'dark');
      expect(errors).toEqual([]);
      await context.close();
    }
  });
});

describe('My Studio', () => {
  it("shows 3 recommendations with a link to the library and 'None for now' for a fresh user", async () => {
    const { page, context, errors } = await openAs(cy, '/studio', { viewport: 'mobile' });
    await page.getByRole('heading', { name: 'My Studio', level: 1 }).waitFor();
    const start = page.getByRole('region', { name: 'Use cases to start with' });
    await start.getByTestId('use-case-card').first().waitFor();
    expect(await start.getByTestId('use-case-card').count()).toBe(3);
    expect(await start.getByRole('link', { name: /Browse the library/ }).getAttribute('href')).toBe('/library');
    const workedOn = page.getByRole('region', { name: "Use cases you've worked on" });
    expect(await workedOn.getByText('None for now').isVisible()).toBe(true);
    expect(await noHorizontalScroll(page)).toBe(true);
    expect(errors).toEqual([]);
    await context.close();
  });

  it('lists the use case a story completed under the ones worked on', async () => {
    const { page, context, errors } = await openAs(ada, '/studio', { colorScheme: 'dark' });
    const workedOn = page.getByRole('region', { name: "Use cases you've worked on" });
    const card = workedOn.getByTestId('use-case-card');
    await card.first().waitFor();
    expect(await card.count()).toBe(1);
    expect(await card.getByRole('heading').textContent()).toBe('Generate unit tests for a pure function with /tests');
    expect(await card.getByRole('button', { name: /^Review/ }).isVisible()).toBe(true);
    await card.getByRole('link').first().click();
    await page.waitForURL(`${server.url}/use-case/${USE_CASE}`);
    expect(errors).toEqual([]);
    await context.close();
  });
});
