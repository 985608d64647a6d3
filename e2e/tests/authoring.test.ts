import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { axeViolations, describeViolations } from '../support/axe';
import { launchBrowser, newPage } from '../support/browser';
import { startE2EServer, type E2EServer } from '../support/server';
import { api, createUser, signInContext, type TestUser } from '../support/users';

/*
 * Issue 16 in the browser: an author writes a use case with two steps and a code block,
 * previews and publishes it; a teammate finds it first in the library, completes it and shares
 * a story; a member of another workspace cannot reach it; a request with three votes is
 * fulfilled and everyone who asked or voted is notified.
 */

const GUIDE = [
  'How our team ships the billing service.',
  '',
  '### 1. Run the checks',
  '',
  'Before anything else:',
  '',
  '```bash',
  'npm run check -- --billing',
  '```',
  '',
  '### 2. Ship it',
  '',
  'Ask Copilot to draft the release note, then press the button. <b>bold?</b>',
].join('\n');

let server: E2EServer;
let browser: Browser;
let author: TestUser;
let mate: TestUser;

beforeAll(async () => {
  [server, browser] = await Promise.all([startE2EServer(), launchBrowser()]);
  // The first member of a workspace is its admin, who may author.
  author = await createUser(server, 'lead@authoring-e2e.dev', { workspaceName: 'Billing Co' });
  mate = await createUser(server, 'mate@authoring-e2e.dev');
});
afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

describe('team-authored use cases', () => {
  let useCaseId = '';

  it('an author writes, previews and publishes a use case; a teammate finds it first, completes it and shares a story', async () => {
    const tab = await newPage(browser);
    await signInContext(tab.context, server, author);
    const { page } = tab;
    await page.goto(`${server.url}/library`);
    await page.getByRole('button', { name: 'New use case' }).click();
    await page.waitForURL(/\/authoring\/team-/);
    useCaseId = new URL(page.url()).pathname.split('/').pop() ?? '';

    await page.getByLabel('Title').fill('Ship the billing service our way');
    await page.getByLabel('Description').fill('The release routine of the billing team, with Copilot doing the paperwork.');
    await page.getByRole('group', { name: 'Roles' }).getByRole('checkbox', { name: 'Frontend' }).check();
    await page.getByRole('group', { name: 'Responsibilities' }).getByRole('checkbox', { name: 'Development' }).check();
    await page.getByLabel('Objective').fill('Release billing without surprises.');
    await page.getByLabel('Scenario').fill('A fix must go out before the invoices run tonight.');
    await page.getByLabel('Required AI tool').fill('GitHub Copilot Chat');
    await page.getByLabel('Tags (separated by commas)').fill('release, billing');
    await page.getByLabel(/^Guide/).fill(GUIDE);

    // The live preview: the use case page's steps and code block.
    const preview = page.getByRole('region', { name: 'Preview' });
    await preview.getByText('Step 1 of 2').waitFor();
    await preview.getByText('Step 2 of 2').waitFor();
    expect((await preview.getByTestId('code-language').first().textContent())?.trim()).toBe('bash');
    await preview.getByRole('button', { name: 'Copy bash code' }).waitFor();
    await page.getByText('All changes saved').waitFor();

    await page.getByRole('button', { name: 'Publish' }).click();
    await page.getByText('Published', { exact: true }).waitFor();
    await page.getByText(/Revision 1/).waitFor();
    // The toast comes once its code has loaded (on first use): the scan must not start before it.
    await page.getByText('Published: your team can find it in the library.').waitFor();
    // The editor passes axe (WCAG 2.2 AA), like every other screen.
    const violations = await axeViolations(page);
    expect(violations, describeViolations(violations)).toEqual([]);
    expect(tab.errors).toEqual([]);

    // The teammate: first card of the library, with the team badge.
    const mateTab = await newPage(browser, { viewport: 'mobile' });
    await signInContext(mateTab.context, server, mate);
    const mp = mateTab.page;
    await mp.goto(`${server.url}/library`);
    const first = mp.getByTestId('use-case-card').first();
    await first.getByRole('heading', { name: 'Ship the billing service our way' }).waitFor();
    await first.getByText('From your team').waitFor();
    // The source filter keeps only the team's use cases, in the address.
    await mp.getByLabel('Source').selectOption('team');
    await mp.waitForURL(/source=team/);
    await mp.getByText('Showing 1 result').waitFor();
    await first.getByRole('link', { name: 'Ship the billing service our way' }).click();
    await mp.waitForURL(`**/use-case/${useCaseId}`);
    await mp.getByRole('button', { name: 'Step 1 of 2 1. Run the checks' }).or(mp.getByText('Step 1 of 2')).first().waitFor();
    // Author text is text: the tag shows as typed, never as markup.
    expect(await mp.locator('b', { hasText: 'bold?' }).count()).toBe(0);
    await mp.getByRole('button', { name: 'Yes' }).click();
    await mp.getByRole('button', { name: 'Share Impact' }).click();
    const dialog = mp.getByRole('dialog', { name: 'Share your impact' });
    await dialog.getByLabel('Minutes saved per day').fill('30');
    await dialog.getByRole('button', { name: 'Continue' }).click();
    await mp.getByRole('dialog').getByRole('button', { name: 'Submit' }).click();
    await mp.getByText('Your story is live! 🎉').waitFor();
    const feed = await api(server, 'GET', '/api/feed?filter=recent', undefined, author.cookie);
    const stories = feed.json.stories as { useCase: { id: string; title: string }; timeSaved: number }[];
    expect(stories.find((s) => s.useCase.id === useCaseId)).toMatchObject({
      timeSaved: 30,
      useCase: { title: 'Ship the billing service our way' },
    });
    expect(mateTab.errors).toEqual([]);
  });

  it('a member of another workspace cannot reach it', async () => {
    const outsider = await createUser(server, 'eve@elsewhere-e2e.dev', { workspaceName: 'Elsewhere' });
    expect((await api(server, 'GET', `/api/use-cases/${useCaseId}`, undefined, outsider.cookie)).status).toBe(404);
    const list = await api(server, 'GET', '/api/use-cases', undefined, outsider.cookie);
    expect(JSON.stringify(list.json)).not.toContain(useCaseId);
    const tab = await newPage(browser);
    await signInContext(tab.context, server, outsider);
    await tab.page.goto(`${server.url}/use-case/${useCaseId}`);
    await tab.page.getByText('Use case not found').waitFor();
    await tab.page.waitForURL(`${server.url}/studio`);
    await tab.page.goto(`${server.url}/library?source=team`);
    await tab.page.getByText('Showing 0 results').waitFor();
  });

  it('a request with three votes is fulfilled and everyone who asked or voted is notified', async () => {
    const voters = await Promise.all(['v1', 'v2', 'v3'].map((name) => createUser(server, `${name}@authoring-e2e.dev`)));
    const askTab = await newPage(browser);
    await signInContext(askTab.context, server, mate);
    await askTab.page.goto(`${server.url}/requests`);
    await askTab.page.getByLabel('Title').fill('Rotate the billing secrets');
    await askTab.page.getByLabel('What do you want to learn?').fill('The safe order of steps.');
    await askTab.page.getByRole('button', { name: 'Send request' }).click();
    await askTab.page.getByTestId('request').filter({ hasText: 'Rotate the billing secrets' }).waitFor();
    // Checked once the toast is gone (a toast fading in has no final colours yet).
    await askTab.page.reload();
    await askTab.page.getByTestId('request').filter({ hasText: 'Rotate the billing secrets' }).waitFor();
    const requestViolations = await axeViolations(askTab.page);
    expect(requestViolations, describeViolations(requestViolations)).toEqual([]);

    for (const voter of voters) {
      const tab = await newPage(browser);
      await signInContext(tab.context, server, voter);
      await tab.page.goto(`${server.url}/requests?q=billing`);
      const item = tab.page.getByTestId('request').filter({ hasText: 'Rotate the billing secrets' });
      await item.getByRole('button', { name: /^Vote for Rotate the billing secrets/ }).click();
      await item.getByRole('button', { name: /^Vote for .+: \d+ votes?$/, pressed: true }).waitFor();
      await tab.context.close();
    }

    const authorTab = await newPage(browser);
    await signInContext(authorTab.context, server, author);
    await authorTab.page.goto(`${server.url}/requests`);
    const item = authorTab.page.getByTestId('request').filter({ hasText: 'Rotate the billing secrets' });
    await item.getByRole('button', { name: 'Vote for Rotate the billing secrets: 3 votes' }).waitFor();
    await item.getByLabel('Fulfilled by').selectOption(useCaseId);
    await item.getByRole('button', { name: 'Mark fulfilled' }).click();
    await authorTab.page.getByText('Marked fulfilled: 4 people were notified.').waitFor();

    for (const person of [mate, ...voters]) {
      const bell = await api(server, 'GET', '/api/notifications', undefined, person.cookie);
      const notifications = bell.json.notifications as { kind: string; text: string; href: string }[];
      expect(notifications[0]).toMatchObject({
        kind: 'request.fulfilled',
        text: 'Your request "Rotate the billing secrets" was fulfilled',
        href: `/use-case/${useCaseId}`,
      });
    }
    // And by e-mail, through the job queue.
    const deadline = Date.now() + 15_000;
    const mailed = () =>
      [mate, ...voters].filter((p) =>
        server.mail.some((m) => m.to.includes(p.email) && /Rotate the billing secrets/.test(`${m.subject}\n${m.text}`)),
      );
    while (mailed().length < 4 && Date.now() < deadline) await new Promise((resolve) => setTimeout(resolve, 200));
    expect(mailed()).toHaveLength(4);
    expect(authorTab.errors).toEqual([]);
  });
});
