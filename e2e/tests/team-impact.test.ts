import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { HIDDEN_FIGURE_NOTE } from '@pathwise/core';
import { launchBrowser, newPage } from '../support/browser';
import { startE2EServer, type E2EServer } from '../support/server';
import { api, createUser, signInContext, type TestUser } from '../support/users';

/*
 * The team screen's impact figures on a seeded workspace (issue 18): six teammates; five share
 * stories on one use case (a group big enough to show its median), two on another (too small:
 * hidden with the note). Everything is made through the API of the real server.
 */

const BIG = 'test-unit-tests-pure-function';
const SMALL = 'debug-failing-github-actions-job';
// Net minutes of the five stories on BIG: 10, 20, 30, 40, 50 → median 30, IQR 20–40.
const BIG_MINUTES = [10, 20, 30, 40, 50];

let server: E2EServer;
let browser: Browser;
let lead: TestUser;

beforeAll(async () => {
  [server, browser] = await Promise.all([startE2EServer(), launchBrowser()]);
  lead = await createUser(server, 'lead@impact.example', { workspaceName: 'Impact Co' });
  const others: TestUser[] = [];
  for (const name of ['ann', 'bo', 'cy', 'di', 'ed']) others.push(await createUser(server, `${name}@impact.example`));
  const sharers = [lead, ...others.slice(0, 4)];
  for (const [i, user] of sharers.entries()) {
    const shared = await api(server, 'POST', '/api/stories', { useCaseId: BIG, timeSaved: BIG_MINUTES[i], prompts: '' }, user.cookie);
    if (shared.status !== 201) throw new Error(`story not shared: ${shared.status} ${JSON.stringify(shared.json)}`);
  }
  for (const user of [lead, others[0]]) {
    const shared = await api(
      server,
      'POST',
      '/api/stories',
      { useCaseId: SMALL, timeSaved: 25, prompts: '', sharing: 'anonymous' },
      user?.cookie,
    );
    if (shared.status !== 201) throw new Error(`story not shared: ${shared.status}`);
  }
});
afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

describe('Team impact figures', () => {
  it('reads the median with its IQR and n, the funnel, and a hidden small-group figure', async () => {
    const { page, context, errors } = await newPage(browser);
    await signInContext(context, server, lead);
    await page.goto(`${server.url}/team`);
    await page.getByRole('heading', { name: 'Impact figures' }).waitFor();

    // 7 stories by 5 people: net minutes 10, 20, 25, 25, 30, 40, 50 → median 25, IQR 22.5–35.
    const median = page.getByTestId('figure-reported-median');
    expect(await median.textContent()).toBe('Median 25 min (IQR 22.5–35, n = 7 stories, 5 people)');
    expect(await page.getByTestId('figure-reported').getByText('Reported').count()).toBe(1);
    expect(await page.getByTestId('figure-estimated').getByText('Estimated').count()).toBe(1);

    const funnel = page.getByRole('table', { name: 'Adoption funnel for the range' });
    await funnel.waitFor();
    const cell = async (key: string) => (await page.getByTestId(`funnel-${key}`).locator('td').textContent())?.trim();
    expect(await cell('members')).toBe('6');
    expect(await cell('onboarded')).toBe('6');
    expect(await cell('completedOne')).toBe('5');
    expect(await cell('sharedOne')).toBe('5');
    expect(await cell('activeLast7Days')).toBe('5');

    // The use case with two people: its median is hidden, with the reason.
    const small = page.getByTestId(`use-case-row-${SMALL}`);
    expect(await small.locator('td').nth(0).textContent()).toBe('2');
    expect(await small.locator('td').nth(2).textContent()).toBe('Hidden');
    expect(await small.locator('td').nth(2).locator('span').getAttribute('title')).toBe(HIDDEN_FIGURE_NOTE);
    const big = page.getByTestId(`use-case-row-${BIG}`);
    expect(await big.locator('td').nth(2).textContent()).toBe('30');
    expect(await big.locator('td').nth(3).textContent()).toBe('10 to 50');

    // The chart arrives after the figures (its own chunk) and is reachable by keyboard.
    const chart = page.getByRole('figure', { name: 'Adoption funnel chart' });
    await chart.locator('svg').first().waitFor();
    // Anonymous stories are counted but never named: only the five named sharers have a row.
    expect(await page.getByRole('table', { name: 'Net minutes per person, named stories only' }).locator('tbody tr').count()).toBe(5);
    expect(errors).toEqual([]);
    await context.close();
  });
});
