import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser, newPage } from '../support/browser';
import { startE2EServer, type E2EServer } from '../support/server';
import { api, createUser, signInContext } from '../support/users';

/*
 * Issue 16's adversarial suite: markup, script, hostile links and remote images in every text
 * field a team author or a requester types stay inert text on every screen that shows them.
 */

const PAYLOAD = `<img src=x onerror="window.__xss=1"><script>window.__xss=1</script>`;
const GUIDE = [
  `Intro ${PAYLOAD}`,
  '',
  `### 1. Step ${PAYLOAD}`,
  '',
  '[run me](javascript:window.__xss=1) [data](data:text/html,<script>window.__xss=1</script>) [mail us](mailto:team@hostile-authoring.dev) [docs](https://example.com/docs)',
  '',
  '![tracker](https://tracker.example/pixel.png)',
  '',
  '```html',
  PAYLOAD,
  '```',
  '',
  `### 2. Other <iframe src="javascript:window.__xss=1"></iframe>`,
  '',
  '<a href="javascript:window.__xss=1">raw link</a>',
].join('\n');

let server: E2EServer;
let browser: Browser;

beforeAll(async () => {
  [server, browser] = await Promise.all([startE2EServer(), launchBrowser()]);
});
afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

describe('hostile text in team use cases and requests', () => {
  it('renders every new text field as inert text, links only http(s) and mailto, no remote image', async () => {
    const author = await createUser(server, 'author@hostile-authoring.dev', { workspaceName: 'Hostile Co' });
    const reader = await createUser(server, 'reader@hostile-authoring.dev');
    const draft = {
      title: `T ${PAYLOAD}`.slice(0, 80),
      description: `Description ${PAYLOAD}`,
      thumbnail: '/thumbnails/coding.svg',
      tags: ['xss'],
      type: 'coding',
      complexity: 'beginner',
      roles: ['frontend'],
      responsibilities: ['development'],
      estimatedTime: 15,
      objective: `Objective ${PAYLOAD}`,
      scenario: `Scenario ${PAYLOAD}`,
      aiToolRequired: `Tool ${PAYLOAD}`.slice(0, 120),
      customForGroups: [],
      visibleTo: 'workspace',
      content: GUIDE,
    };
    const created = await api(server, 'POST', '/api/authoring/use-cases', { draft }, author.cookie);
    expect(created.status).toBe(201);
    const useCase = created.json.useCase as { id: string; version: number };
    expect(
      (await api(server, 'POST', `/api/authoring/use-cases/${useCase.id}/publish`, { version: useCase.version }, author.cookie)).status,
    ).toBe(200);
    const request = await api(
      server,
      'POST',
      '/api/use-case-requests',
      { title: `Ask ${PAYLOAD}`, details: `Details ${PAYLOAD}` },
      reader.cookie,
    );
    expect(request.status).toBe(201);
    const requestId = (request.json.request as { id: string }).id;
    expect((await api(server, 'POST', `/api/use-case-requests/${requestId}/fulfil`, { useCaseId: useCase.id }, author.cookie)).status).toBe(
      200,
    );

    const remote: string[] = [];
    for (const who of [reader, author]) {
      const { context, page, errors } = await newPage(browser);
      await signInContext(context, server, who);
      page.on('request', (r) => {
        if (!r.url().startsWith(server.url) && !r.url().startsWith('data:')) remote.push(r.url());
      });
      const dialogs: string[] = [];
      page.on('dialog', (dialog) => {
        dialogs.push(dialog.message());
        void dialog.dismiss();
      });
      const paths = ['/library', `/use-case/${useCase.id}`, '/requests?status=fulfilled', '/home'];
      if (who === author) paths.push(`/authoring/${useCase.id}`);
      for (const path of paths) {
        await page.goto(`${server.url}${path}`);
        await page.waitForLoadState('networkidle');
        if (path.startsWith('/use-case/')) {
          // Step 1 is open; open step 2 too (a step's body is rendered only when open).
          await page.getByRole('button', { name: /Step 2 of 2/ }).click();
          await page.getByText(`Intro ${PAYLOAD}`).waitFor();
          const guide = page.getByTestId('guide-step').first();
          await guide.getByText('tracker').waitFor();
          expect(await guide.locator('img').count()).toBe(0);
          const mail = page.getByRole('link', { name: 'mail us' });
          expect(await mail.getAttribute('href')).toBe('mailto:team@hostile-authoring.dev');
          expect(await mail.getAttribute('rel')).toBe('noopener noreferrer');
          expect(await page.getByRole('link', { name: 'docs' }).getAttribute('rel')).toBe('noopener noreferrer');
          expect(await page.locator('iframe').count()).toBe(0);
        }
        if (path.startsWith('/authoring/')) {
          const preview = page.getByRole('region', { name: 'Preview' });
          await preview.getByText(/Step 1 of 2/).waitFor();
          expect(await preview.locator('img, iframe, script').count()).toBe(0);
        }
        expect(await page.locator('a[href^="javascript:"], a[href^="data:"]').count(), path).toBe(0);
        expect(await page.evaluate(() => (window as unknown as { __xss?: number }).__xss), path).toBeUndefined();
      }
      await page.getByRole('button', { name: /^Notifications/ }).click();
      await page.waitForTimeout(300);
      expect(await page.evaluate(() => (window as unknown as { __xss?: number }).__xss)).toBeUndefined();
      expect(dialogs).toEqual([]);
      expect(errors.filter((e) => !/Failed to load resource/.test(e))).toEqual([]);
      await context.close();
    }
    expect(remote).toEqual([]);
  });
});
