import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser, newPage } from '../support/browser';
import { startMailCatcher } from '../../apps/server/test/mail-catcher';
import { startE2EServer, type E2EServer } from '../support/server';
import { api, createUser, signInContext, type TestUser } from '../support/users';

/*
 * Realtime across browser contexts: what one teammate does reaches the others' open pages
 * without a reload, within 2 seconds; another workspace hears nothing. Then the same across two
 * server instances on one PostgreSQL (LISTEN/NOTIFY), when a PostgreSQL is configured.
 */

const POSTGRES_URL = process.env.TEST_DATABASE_URL ?? process.env.DATABASE_URL;
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

interface Tab {
  page: Page;
  context: BrowserContext;
  errors: string[];
  /** Every realtime message this tab received. */
  frames: string[];
}

/** A signed-in tab on `url`'s /home, with its realtime socket open. */
async function openHome(url: string, on: E2EServer, user: TestUser): Promise<Tab> {
  const { page, context, errors } = await newPage(browser);
  await signInContext(context, on, user);
  const frames: string[] = [];
  const hello = new Promise<void>((resolve) => {
    page.on('websocket', (socket) => {
      socket.on('framereceived', ({ payload }) => {
        const text = String(payload);
        frames.push(text);
        if (text.includes('"hello"')) resolve();
      });
    });
  });
  await page.goto(`${url}/home`);
  await page.getByTestId('story-card').first().waitFor();
  await hello;
  return { page, context, errors, frames };
}

/**
 * Shares a story through the feed form; resolves when the server has accepted it, with the moment
 * the story was sent (Date.now()): the realtime budget runs from there, not from filling the form.
 */
async function shareThroughForm(page: Page, minutes: string, feedback: string): Promise<number> {
  const form = page.getByRole('region', { name: 'Share your impact' });
  await form.getByLabel('Use case').selectOption(USE_CASE);
  await form.getByLabel('Time saved per task (minutes)').fill(minutes);
  await form.getByLabel('What changed for you? (optional)').fill(feedback);
  await form.getByRole('button', { name: 'Continue' }).click();
  await form.getByLabel('Prompts that worked').fill('/tests parseDuration');
  const created = page.waitForResponse((r) => r.url().endsWith('/api/stories') && r.request().method() === 'POST');
  const sent = Date.now();
  await form.getByRole('button', { name: 'Share story' }).click();
  expect((await created).status()).toBe(201);
  return sent;
}

/** Milliseconds until `feedback` shows on the page (fails after the realtime budget). */
async function timeUntilShown(page: Page, feedback: string, since: number): Promise<number> {
  await page.getByTestId('story-card').filter({ hasText: feedback }).waitFor({ timeout: REALTIME_MS });
  return Date.now() - since;
}

describe('realtime on one server', () => {
  let writer: TestUser;
  let reader: TestUser;
  let outsider: TestUser;

  beforeAll(async () => {
    writer = await createUser(server, 'writer@pulse.example', { workspaceName: 'Pulse Co' });
    [reader, outsider] = await Promise.all([
      createUser(server, 'reader@pulse.example'),
      createUser(server, 'outsider@elsewhere.example', { workspaceName: 'Elsewhere' }),
    ]);
  });

  it("puts a teammate's new story into the open feed within 2 s, and nothing into another workspace's", async () => {
    const [writerTab, readerTab, outsiderTab] = await Promise.all([
      openHome(server.url, server, writer),
      openHome(server.url, server, reader),
      openHome(server.url, server, outsider),
    ]);
    const feedback = 'Shared live from the feed form.';
    const started = await shareThroughForm(writerTab.page, '20', feedback);
    expect(await timeUntilShown(readerTab.page, feedback, started)).toBeLessThan(REALTIME_MS);
    await readerTab.page.getByTestId('examples-note').waitFor({ state: 'detached' });

    // Give a wrongly routed event every chance to arrive before checking it did not.
    await outsiderTab.page.waitForTimeout(500);
    expect(outsiderTab.frames.some((frame) => frame.includes('story.created'))).toBe(false);
    expect(await outsiderTab.page.getByText(feedback).count()).toBe(0);
    expect(await outsiderTab.page.getByTestId('examples-note').isVisible()).toBe(true);
    expect(readerTab.frames.some((frame) => frame.includes('story.created'))).toBe(true);

    // A like reaches the author's open card.
    await readerTab.page.getByTestId('story-card').filter({ hasText: feedback }).getByRole('button', { name: 'Like, 0 likes' }).click();
    await writerTab.page
      .getByTestId('story-card')
      .filter({ hasText: feedback })
      .getByRole('button', { name: 'Like, 1 like' })
      .waitFor({ timeout: REALTIME_MS });
    expect(outsiderTab.frames.some((frame) => frame.includes('story.liked'))).toBe(false);

    for (const tab of [writerTab, readerTab, outsiderTab]) {
      expect(tab.errors).toEqual([]);
      await tab.context.close();
    }
  });

  it("updates a teammate's Next up helpful count when a use case is rated", async () => {
    const readerTab = await openHome(server.url, server, reader);
    const card = readerTab.page.getByRole('region', { name: 'Next up' }).getByTestId('next-up-card').first();
    await card.waitFor();
    const id = (await card.getAttribute('href'))?.replace('/use-case/', '') ?? '';
    const rated = await api(server, 'POST', `/api/use-cases/${id}/rating`, { helpful: true }, writer.cookie);
    expect(rated.status).toBe(200);
    const count = rated.json.helpfulCount as number;
    await readerTab.page
      .getByRole('region', { name: 'Next up' })
      .locator(`a[href="/use-case/${id}"]`)
      .getByText(count === 1 ? '1 person' : `${count} people`, { exact: true })
      .waitFor({ timeout: REALTIME_MS });
    expect(readerTab.errors).toEqual([]);
    await readerTab.context.close();
  });
});

describe.skipIf(!POSTGRES_URL)('realtime across two server instances on one PostgreSQL', () => {
  it('shows a story written on instance A in a feed open on instance B within 2 s', async () => {
    const { createPostgresDatabase } = await import('../../apps/server/test/harness');
    const database = await createPostgresDatabase();
    // One after the other: the first instance migrates the fresh database. Mail goes out from
    // whichever instance's worker takes the job, so both send to one catcher.
    const catcher = await startMailCatcher();
    const a = await startE2EServer({ DATABASE_URL: database.url }, { catcher });
    const b = await startE2EServer({ DATABASE_URL: database.url }, { catcher });
    try {
      // Users sign up on A; the session is in the shared database, so the same cookie works on B.
      const writer = await createUser(a, 'writer@scale.example', { workspaceName: 'Scale Co' });
      const [reader, outsider] = await Promise.all([
        createUser(a, 'reader@scale.example'),
        createUser(a, 'outsider@other-scale.example', { workspaceName: 'Other' }),
      ]);
      const [writerTab, readerTab, outsiderTab] = await Promise.all([
        openHome(a.url, a, writer),
        openHome(b.url, b, reader),
        openHome(b.url, b, outsider),
      ]);
      const feedback = 'Written on A, read on B.';
      const started = await shareThroughForm(writerTab.page, '25', feedback);
      expect(await timeUntilShown(readerTab.page, feedback, started)).toBeLessThan(REALTIME_MS);
      await outsiderTab.page.waitForTimeout(500);
      expect(outsiderTab.frames.some((frame) => frame.includes('story.created'))).toBe(false);
      expect(await outsiderTab.page.getByText(feedback).count()).toBe(0);
      for (const tab of [writerTab, readerTab, outsiderTab]) {
        expect(tab.errors).toEqual([]);
        await tab.context.close();
      }
    } finally {
      await Promise.all([a.stop(), b.stop()]);
      await catcher.close();
      await database.drop();
    }
  });
});
