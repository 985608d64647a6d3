import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { axeViolations, describeViolations, type AxeViolation } from '../support/axe';
import { launchBrowser, newPage } from '../support/browser';
import { startE2EServer, type E2EServer } from '../support/server';
import { api, createUser, PASSWORD, signInContext, type TestUser } from '../support/users';

/*
 * axe-core (WCAG 2.2 AA and best practice) on every screen and open dialog, at desktop and
 * phone width, in light and dark: no violations. One browser, one page per width and theme,
 * the users made once through the API.
 */

let server: E2EServer;
let browser: Browser;
/** Onboarded, in a named workspace, has completed USE_CASE (so 'Share Impact' is offered). */
let member: TestUser;
/** Verified, not onboarded, first of a domain whose workspace has no name yet. */
let newcomer: TestUser;
/** Signed up, not verified. */
let unverified: TestUser;

/** A use case whose guide opens with a code block (the scrollable region the phone check is about). */
const USE_CASE = 'learn-regex-explain-and-extend';

beforeAll(async () => {
  [server, browser] = await Promise.all([startE2EServer(), launchBrowser()]);
  [member, newcomer] = await Promise.all([
    createUser(server, 'ada@axe-e2e.dev', { workspaceName: 'Axe' }),
    createUser(server, 'nia@axe-newcomers.dev', { onboarded: false }),
  ]);
  const signup = await api(server, 'POST', '/api/auth/signup', { email: 'una@axe-unverified.dev', password: PASSWORD, acceptTerms: true });
  if (signup.status !== 201 || !signup.cookie) throw new Error(`sign-up failed: ${signup.status}`);
  unverified = { email: 'una@axe-unverified.dev', cookie: signup.cookie };
  const rated = await api(server, 'POST', `/api/use-cases/${USE_CASE}/rating`, { helpful: true }, member.cookie);
  expect(rated.status).toBe(200);
});
afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

/** Waits until the screen's data has arrived (axeViolations then waits for its animations). */
async function settled(page: Page) {
  await page.waitForLoadState('networkidle');
}

const COMBINATIONS = [
  ['desktop', 'light'],
  ['desktop', 'dark'],
  ['mobile', 'light'],
  ['mobile', 'dark'],
] as const;

/** One scan of every screen takes a few seconds each on a busy machine, and screens keep coming. */
const SCAN_ALL_SCREENS_MS = 180_000;

// The four run at once, each on its own page: a scan waits for the network to be idle for half
// a second, 19 times a run, and the other runs' work fills those waits.
describe.concurrent.each(COMBINATIONS)('accessibility at %s width in the %s theme', (viewport, colorScheme) => {
  it(
    'finds no axe violations on any screen or open dialog',
    async ({ expect }) => {
      const { page, context, errors } = await newPage(browser, { viewport, colorScheme });
      // Scans read colours as they are: no entrance animation may be half-way through one.
      await page.emulateMedia({ reducedMotion: 'reduce' });
      const found: Record<string, AxeViolation[]> = {};
      const scan = async (name: string) => {
        await settled(page);
        found[name] = await axeViolations(page);
      };
      const open = async (path: string, ready: () => Promise<unknown>) => {
        await page.goto(`${server.url}${path}`);
        await ready();
      };
      const as = async (user: TestUser | null) => {
        await context.clearCookies();
        if (user) await signInContext(context, server, user);
      };
      const heading = (name: string) => page.getByRole('heading', { level: 1, name }).waitFor();

      await as(null);
      await open('/auth', () => heading('Create an account'));
      await scan('/auth');

      await as(unverified);
      await open('/verify-email', () => heading('Check your email'));
      await scan('/verify-email');

      await as(newcomer);
      await open('/onboarding', () => page.getByRole('button', { name: 'Start now' }).waitFor());
      await scan('/onboarding');
      // The first of a domain names the workspace (the library lets a newcomer in); the library
      // behind the dialog has finished loading too.
      await open('/library', async () => {
        await page.getByTestId('library-grid').waitFor();
        await page.getByRole('dialog', { name: 'Name your workspace' }).waitFor();
      });
      await scan('workspace naming dialog');

      await as(member);
      await open('/home', () => heading('Home'));
      await scan('/home');
      await open('/studio', () => heading('My Studio'));
      await scan('/studio');
      // The impact charts load as they come near the screen: scrolled to, both are scanned too.
      await open('/team', async () => {
        await heading('Team Activity');
        await page.getByRole('heading', { name: 'Adoption funnel' }).scrollIntoViewIfNeeded();
        await page.getByRole('figure', { name: 'Adoption funnel chart' }).locator('svg').first().waitFor();
        await page.getByRole('heading', { name: 'By use case' }).scrollIntoViewIfNeeded();
        // This workspace has too few people for a median: the chart's part says so instead.
        await page.getByText('so no medians are shown', { exact: false }).waitFor();
        await page.evaluate(() => window.scrollTo(0, 0));
      });
      await scan('/team');
      await open('/library', () => page.getByTestId('library-grid').waitFor());
      await scan('/library');
      await open(`/use-case/${USE_CASE}`, () => page.getByTestId('code-block').first().waitFor());
      await scan('/use-case/:id');
      await page.getByRole('button', { name: 'Share Impact' }).click();
      await page.getByRole('dialog', { name: 'Share your impact' }).waitFor();
      await scan('impact dialog');
      await page.keyboard.press('Escape');
      // Issue 17: the prompt library, the bell's panel, the settings of notifications and integrations.
      await open('/prompts', () => heading('Prompt Library'));
      await scan('/prompts');
      await page.getByRole('button', { name: /^Notifications, / }).click();
      await page.getByRole('dialog', { name: 'Notifications' }).waitFor();
      await scan('notification panel');
      await open('/settings/notifications', () => page.getByRole('group', { name: 'A teammate liked your story' }).waitFor());
      await scan('/settings/notifications');
      await open('/settings/integrations', () => page.getByLabel('Slack webhook address').waitFor());
      await scan('/settings/integrations');
      // Issues 15 and 16: account and workspace settings, requests, the use case editor.
      await open('/settings/account', () => heading('My account'));
      await scan('/settings/account');
      await open('/settings/workspace', () => heading('Workspace settings'));
      await scan('/settings/workspace');
      await open('/requests', () => heading('Use-case requests'));
      await scan('/requests');
      await open('/library', () => page.getByTestId('library-grid').waitFor());
      await page.getByRole('button', { name: 'New use case' }).click();
      await page.waitForURL(/\/authoring\//);
      await heading('Untitled use case');
      await scan('/authoring/:id');
      await open('/no/such/page', () => heading('Page Not Found'));
      await scan('404 page');

      expect(Object.keys(found)).toHaveLength(19);
      const report = Object.entries(found)
        .filter(([, violations]) => violations.length > 0)
        .map(([name, violations]) => `${name}:\n${describeViolations(violations)}`)
        .join('\n\n');
      expect(report, `axe at ${viewport} width, ${colorScheme} theme`).toBe('');
      expect(errors).toEqual([]);
      await context.close();
    },
    SCAN_ALL_SCREENS_MS,
  );
});
