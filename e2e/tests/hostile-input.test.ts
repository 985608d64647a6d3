import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser, newPage } from '../support/browser';
import { startE2EServer, type E2EServer } from '../support/server';
import { api, createUser, PASSWORD, signInContext } from '../support/users';

const PAYLOAD = `<img src=x onerror="window.__xss=1"><script>window.__xss=1</script>`;

let server: E2EServer;
let browser: Browser;

beforeAll(async () => {
  [server, browser] = await Promise.all([startE2EServer(), launchBrowser()]);
});
afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

describe('hostile input in the browser', () => {
  it('renders markup and script in every user text field as inert text', async () => {
    const author = await createUser(server, 'author@hostile.example', { workspaceName: `Team ${PAYLOAD}`.slice(0, 50) });
    const reader = await createUser(server, 'reader@hostile.example');
    const created = await api(
      server,
      'POST',
      '/api/stories',
      {
        useCaseId: 'code-python-cli-argparse',
        timeSaved: 12,
        feedback: `Feedback ${PAYLOAD}`,
        prompts: `/explain ${PAYLOAD}\n[link](javascript:window.__xss=1)`,
      },
      author.cookie,
    );
    expect(created.status).toBe(201);
    await api(
      server,
      'POST',
      '/api/profile/onboarding',
      { specialty: 'qa', responsibilities: ['testing'], motivations: ['other'], customMotivation: PAYLOAD },
      author.cookie,
    );

    const { context, page, errors } = await newPage(browser);
    await signInContext(context, server, reader);
    const dialogs: string[] = [];
    page.on('dialog', (dialog) => {
      dialogs.push(dialog.message());
      void dialog.dismiss();
    });
    for (const path of ['/home', '/team', '/studio', '/use-case/code-python-cli-argparse']) {
      await page.goto(`${server.url}${path}`);
      await page.waitForLoadState('networkidle');
      expect(await page.evaluate(() => (window as unknown as { __xss?: number }).__xss), path).toBeUndefined();
    }
    await page.goto(`${server.url}/home?filter=recent`);
    await page.getByText(`Feedback ${PAYLOAD}`).first().waitFor();
    expect(await page.locator('a[href^="javascript:"]').count()).toBe(0);
    expect(await page.getByText('Team <img src=x', { exact: false }).count()).toBeGreaterThan(0);
    expect(dialogs).toEqual([]);
    expect(errors.filter((e) => !/Failed to load resource/.test(e))).toEqual([]);
    await context.close();
  });

  it('never follows a redirect parameter off the site', async () => {
    await createUser(server, 'redirect@hostile.example');
    for (const target of ['//evil.example', '/\\evil.example', 'javascript:alert(1)', '%2F%2Fevil.example', 'https://evil.example']) {
      const { context, page } = await newPage(browser);
      await page.goto(
        `${server.url}/login?redirect=${encodeURIComponent(target)}&next=${encodeURIComponent(target)}&returnTo=${encodeURIComponent(target)}`,
      );
      await page
        .getByLabel(/e-?mail/i)
        .first()
        .fill('redirect@hostile.example');
      await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
      await page.getByRole('button', { name: /log in/i }).click();
      await page.waitForURL((url) => url.pathname === '/home', { timeout: 15_000 });
      expect(new URL(page.url()).origin, target).toBe(server.url);
      await context.close();
    }
  });
});
