import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser, newPage } from '../support/browser';
import { startE2EServer, type E2EServer } from '../support/server';
import { api, createUser, signInContext } from '../support/users';

/*
 * Issue 17 in the browser: a like given in one browser lights the author's bell in another
 * within 2 seconds (the member's own realtime topic); the bell's panel opens the story's use
 * case; the prompt shared with the story is in the team's prompt library and on the use case.
 */

const USE_CASE = 'test-unit-tests-pure-function';
const REALTIME_MS = 2_000;

let server: E2EServer;
let browser: Browser;

beforeAll(async () => {
  [server, browser] = await Promise.all([startE2EServer(), launchBrowser()]);
});
afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

describe('notifications and the prompt library', () => {
  it("lights the author's bell within 2 s of a like given in another browser", async () => {
    const author = await createUser(server, 'author@bell-e2e.dev', { workspaceName: 'Bell Co' });
    const fan = await createUser(server, 'fan@bell-e2e.dev');
    const shared = await api(
      server,
      'POST',
      '/api/stories',
      { useCaseId: USE_CASE, timeSaved: 25, feedback: 'Bell story', prompts: '/tests parseDuration edge cases' },
      author.cookie,
    );
    expect(shared.status).toBe(201);

    const authorTab = await newPage(browser);
    await signInContext(authorTab.context, server, author);
    const hello = new Promise<void>((resolve) => {
      authorTab.page.on('websocket', (socket) =>
        socket.on('framereceived', ({ payload }) => String(payload).includes('"hello"') && resolve()),
      );
    });
    await authorTab.page.goto(`${server.url}/home`);
    await authorTab.page.getByRole('button', { name: 'Notifications, none unread' }).waitFor();
    await hello;

    const fanTab = await newPage(browser, { viewport: 'mobile' });
    await signInContext(fanTab.context, server, fan);
    await fanTab.page.goto(`${server.url}/home`);
    const like = fanTab.page.getByTestId('story-card').filter({ hasText: 'Bell story' }).getByRole('button', { name: 'Like, 0 likes' });
    await like.waitFor();
    const started = Date.now();
    await like.click();
    await authorTab.page.getByRole('button', { name: 'Notifications, 1 unread' }).waitFor({ timeout: REALTIME_MS });
    expect(Date.now() - started).toBeLessThan(REALTIME_MS);
    expect(await authorTab.page.getByTestId('unread-count').textContent()).toBe('1');
    // The liker's own bell stays dark.
    expect(await fanTab.page.getByRole('button', { name: 'Notifications, none unread' }).count()).toBe(1);

    // The panel: keyboard-reachable, the notification opens the story's use case and is read.
    await authorTab.page.getByRole('button', { name: 'Notifications, 1 unread' }).click();
    const panel = authorTab.page.getByRole('dialog', { name: 'Notifications' });
    await panel.getByRole('button', { name: /^fan liked your story on .+ \(unread\)/ }).click();
    await authorTab.page.waitForURL(`**/use-case/${USE_CASE}`);
    await authorTab.page.getByRole('button', { name: 'Notifications, none unread' }).waitFor();

    // The prompt of the story is in "Prompts your team used" and in the library.
    const teamPrompts = authorTab.page.getByRole('region', { name: 'Prompts your team used' });
    await teamPrompts.getByText('/tests parseDuration edge cases').waitFor();
    await fanTab.page.goto(`${server.url}/prompts?q=PARSEDURATION`);
    const entry = fanTab.page.getByTestId('prompt-entry').filter({ hasText: '/tests parseDuration edge cases' });
    await entry.getByText('used by 1 teammate').waitFor();
    await entry.getByRole('button', { name: 'Save to my prompts' }).click();
    await entry.getByRole('button', { name: 'Saved to my prompts' }).waitFor();

    expect(authorTab.errors).toEqual([]);
    expect(fanTab.errors).toEqual([]);
    await authorTab.context.close();
    await fanTab.context.close();
  });
});
