import { readFile } from 'node:fs/promises';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser, newPage, type VIEWPORTS } from '../support/browser';
import { startE2EServer, type E2EServer } from '../support/server';
import { api, createUser, signInContext, type TestUser } from '../support/users';

/*
 * Team Activity against the real server: stories, completions and ratings made through the API,
 * then read as charts, lists and a CSV download.
 */

const DAY = 24 * 60 * 60_000;
let POSTMORTEM = '';
const TRICKY_FEEDBACK = '=SUM(1,2), said "the tests"';

let server: E2EServer;
let browser: Browser;
let lead: TestUser;
let dev: TestUser;

beforeAll(async () => {
  [server, browser] = await Promise.all([startE2EServer(), launchBrowser()]);
  lead = await createUser(server, 'lead@team.example', { workspaceName: 'Team Co' });
  dev = await createUser(server, 'dev@team.example');
  const stories = [
    {
      cookie: dev.cookie,
      body: {
        useCaseId: 'test-unit-tests-pure-function',
        timeSaved: 45,
        prompts: '/tests parseDuration\n+1 edge case',
        feedback: TRICKY_FEEDBACK,
      },
    },
    { cookie: lead.cookie, body: { useCaseId: 'test-unit-tests-pure-function', timeSaved: 15, prompts: '', feedback: 'Quick win.' } },
    { cookie: lead.cookie, body: { useCaseId: 'debug-failing-github-actions-job', timeSaved: 60, prompts: '', feedback: '' } },
  ];
  for (const { cookie, body } of stories) {
    const shared = await api(server, 'POST', '/api/stories', body, cookie);
    if (shared.status !== 201) throw new Error(`story not shared: ${shared.status} ${JSON.stringify(shared.json)}`);
  }
  const rated = await api(server, 'POST', '/api/use-cases/plan-postmortem-action-plan/rating', { helpful: true }, dev.cookie);
  if (rated.status !== 200) throw new Error(`rating failed: ${rated.status}`);
  const useCase = await api(server, 'GET', '/api/use-cases/plan-postmortem-action-plan', undefined, dev.cookie);
  POSTMORTEM = (useCase.json.useCase as { title: string }).title;
});
afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

async function openTeam(options: { viewport?: keyof typeof VIEWPORTS; colorScheme?: 'light' | 'dark' } = {}) {
  const opened = await newPage(browser, options);
  await signInContext(opened.context, server, lead);
  await opened.page.goto(`${server.url}/team`);
  await opened.page.getByRole('heading', { name: 'Team Activity', level: 1 }).waitFor();
  return opened;
}

const tile = (page: Page, label: string) => page.locator('dt', { hasText: label }).locator('xpath=following-sibling::dd[1]');
const utcDay = (offsetDays: number) => new Date(Date.now() + offsetDays * DAY).toISOString().slice(0, 10);

describe('Team Activity', () => {
  it('charts the minutes saved per week and the completions, with summaries and data tables', async () => {
    const { page, context, errors } = await openTeam();
    const minutes = page.getByRole('img', { name: /^Minutes saved per week: 1[23] weeks from .+ Total 120 minutes; highest 120 minutes/ });
    await minutes.waitFor();
    expect(await minutes.locator('rect').count()).toBeGreaterThanOrEqual(12);
    const completions = page.getByRole('img', { name: /^Completions over time: .+ Total 4 completions/ });
    expect(await completions.locator('circle').count()).toBeGreaterThanOrEqual(12);

    // 120 minutes over the 84 days of 12 weeks: 0.2 hours a week, 0.7 a month.
    expect(await tile(page, 'Hours saved per week').textContent()).toBe('0.2');
    expect(await tile(page, 'Hours saved per month').textContent()).toBe('0.7');
    expect(await tile(page, 'Stories shared').first().textContent()).toBe('3');

    await page.getByText('Show the data').first().click();
    const table = page.getByRole('table', { name: 'Minutes saved per week' });
    await table.waitFor();
    expect(await table.getByRole('row').count()).toBe((await minutes.locator('rect').count()) + 1);
    expect(await table.getByRole('cell', { name: '120', exact: true }).count()).toBe(1);
    expect(errors).toEqual([]);
    await context.close();
  });

  it('shows the most completed and most helpful use cases and who shared what', async () => {
    const { page, context, errors } = await openTeam();
    const completed = page.getByRole('region', { name: 'Most completed use cases' });
    await completed.getByRole('listitem').first().waitFor();
    expect(await completed.getByRole('listitem').allTextContents()).toEqual([
      '1.Generate unit tests for a pure function with /tests2 completions',
      '2.Fix a GitHub Actions job that fails only in CI1 completion',
      `3.${POSTMORTEM}1 completion`,
    ]);
    const helpful = page.getByRole('region', { name: 'Most helpful use cases' });
    expect(await helpful.getByRole('listitem').allTextContents()).toEqual([`1.${POSTMORTEM}1 helpful rating`]);
    const contributors = page.getByRole('region', { name: 'Contributors' });
    expect(await contributors.getByRole('row').first().textContent()).toBe('TeammateStoriesMinutes savedLast shared');
    const cells = async (index: number) => contributors.getByRole('row').nth(index).getByRole('cell').allTextContents();
    expect(await contributors.getByRole('row').nth(1).getByRole('rowheader').textContent()).toBe('lead');
    expect((await cells(1)).slice(0, 2)).toEqual(['2', '75']);
    expect(await contributors.getByRole('row').nth(2).getByRole('rowheader').textContent()).toBe('dev');
    expect((await cells(2)).slice(0, 2)).toEqual(['1', '45']);
    for (const age of [(await cells(1))[2], (await cells(2))[2]]) expect(age).toMatch(/^\d+m$/);
    const recent = page.getByRole('region', { name: 'Recent stories' });
    expect(await recent.getByRole('listitem').count()).toBe(3);
    expect(await recent.getByRole('listitem').first().textContent()).toMatch(
      /^lead shared Fix a GitHub Actions job that fails only in CI60 min saved · 0 likes · \d+m$/,
    );
    expect(errors).toEqual([]);
    await context.close();
  });

  it('changes the range with presets and dates, and downloads the CSV of that range', async () => {
    const { page, context, errors } = await openTeam();
    const from = page.getByLabel('From', { exact: true });
    const to = page.getByLabel('To', { exact: true });
    expect(await to.inputValue()).toBe(utcDay(0));
    expect(await from.inputValue()).toBe(utcDay(-83));
    expect(await page.getByRole('button', { name: '12 weeks' }).getAttribute('aria-pressed')).toBe('true');

    const four = page.waitForResponse((r) => r.url().includes(`/api/team/stats?from=${utcDay(-27)}&to=${utcDay(0)}`) && r.ok());
    await page.getByRole('button', { name: '4 weeks' }).click();
    await four;
    expect(await from.inputValue()).toBe(utcDay(-27));
    expect(await page.getByRole('button', { name: '4 weeks' }).getAttribute('aria-pressed')).toBe('true');
    await page.getByRole('button', { name: '6 months' }).click();
    await page.getByRole('button', { name: '6 months', pressed: true }).waitFor();

    // A range that excludes today: nothing to show, and the CSV has only its header.
    await from.fill(utcDay(-20));
    await to.fill(utcDay(-10));
    await page.getByRole('img', { name: /^Minutes saved per week: .+ No minutes recorded\.$/ }).waitFor();
    expect(await page.getByRole('region', { name: 'Contributors' }).getByText('Nobody shared a story in this range.').isVisible()).toBe(
      true,
    );
    const link = page.getByRole('link', { name: 'Download CSV' });
    expect(await link.getAttribute('href')).toBe(`/api/team/stories.csv?from=${utcDay(-20)}&to=${utcDay(-10)}`);

    await from.fill(utcDay(-5));
    await to.fill(utcDay(0));
    await page.getByRole('img', { name: /Total 120 minutes/ }).waitFor();
    const [download] = await Promise.all([page.waitForEvent('download'), link.click()]);
    expect(download.suggestedFilename()).toBe(`team-stories-${utcDay(-5)}-to-${utcDay(0)}.csv`);
    const csv = (await readFile(await download.path(), 'utf8')).replace(/^\uFEFF/, '');
    const lines = csv.split('\r\n');
    expect(lines[0]).toBe('"Date","Teammate","Use case","Minutes saved","Feedback","Prompts","Likes","Evidence"');
    // Every cell is quoted; a formula is neutralised at the start of a cell and after a line break
    // (where a spreadsheet may split), quotes are doubled, the prompts keep their line.
    expect(csv).toContain(
      `,"dev","Generate unit tests for a pure function with /tests","45","'=SUM(1,2), said ""the tests""","/tests parseDuration\n'+1 edge case","0"`,
    );
    expect(lines.filter((line) => /^"\d{4}-\d{2}-\d{2}T/.test(line))).toHaveLength(3);

    // From after To: explained, and not asked for.
    await from.fill(utcDay(1));
    expect(await page.getByRole('alert').filter({ hasText: 'The start date must be on or before the end date.' }).isVisible()).toBe(true);
    expect(errors).toEqual([]);
    await context.close();
  });

  it('fits a phone in dark mode and a tablet', async () => {
    for (const [viewport, colorScheme] of [
      ['mobile', 'dark'],
      ['tablet', 'light'],
    ] as const) {
      const { page, context, errors } = await openTeam({ viewport, colorScheme });
      const chart = page.getByRole('img', { name: /^Minutes saved per week/ });
      await chart.waitFor();
      const box = await chart.boundingBox();
      expect(box && box.width <= (viewport === 'mobile' ? 390 : 820)).toBe(true);
      expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth), viewport).toBe(true);
      expect(errors).toEqual([]);
      await context.close();
    }
  });
});
