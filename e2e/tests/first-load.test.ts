import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { EMPTY_DRAFT } from '@pathwise/core';
import { launchBrowser, newPage, type VIEWPORTS } from '../support/browser';
import { startE2EServer, type E2EServer } from '../support/server';
import { api, createUser, signInContext, type TestUser } from '../support/users';

/*
 * Issue 20: what a screen downloads as it opens. The schema library (zod) comes with the forms
 * that need it when they are first used, and the chart library with the charts as they come near
 * the screen; neither is part of these screens' first download. Found by what the code says
 * (zod's error class, Recharts' wrapper), not by file names, which the bundler chooses.
 */

const ZOD = 'ZodError';
/** Radix's focus trap, part of the dialog library (with the scroll lock and the dismissable layer). */
const DIALOG_LIBRARY = 'focusScope.autoFocusOnMount';
const RECHARTS = 'recharts-wrapper';
/** react-hook-form's option, read by its form control. */
const FORM_LIBRARY = 'shouldUseNativeValidation';
const USE_CASE = 'test-unit-tests-pure-function';

let server: E2EServer;
let browser: Browser;
let member: TestUser;
/** The member's own draft: the use case editor opens on it. */
let draftId: string;

beforeAll(async () => {
  [server, browser] = await Promise.all([startE2EServer(), launchBrowser()]);
  member = await createUser(server, 'lena@lean.example', { workspaceName: 'Lean Co' });
  // A story, so that the feed and the team figures have something to show.
  const story = await api(server, 'POST', '/api/stories', { useCaseId: USE_CASE, timeSaved: 25, prompts: '' }, member.cookie);
  expect(story.status).toBe(201);
  const draft = await api(server, 'POST', '/api/authoring/use-cases', { draft: EMPTY_DRAFT }, member.cookie);
  expect(draft.status).toBe(201);
  draftId = (draft.json.useCase as { id: string }).id;
});
afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

/**
 * Runs `check` on every item, three pages at a time: each waits half a second for a quiet
 * network, which the other pages' work fills (the screens one after another took 15 s a test).
 */
async function threeAtATime<T>(items: T[], check: (item: T) => Promise<void>): Promise<void> {
  const lanes = [0, 1, 2].map((lane) => items.filter((_, index) => index % 3 === lane));
  await Promise.all(
    lanes.map(async (lane) => {
      for (const item of lane) await check(item);
    }),
  );
}

/** The JavaScript the page downloaded until the network was quiet, as one text. */
async function scriptsOf(
  path: string,
  viewport: keyof typeof VIEWPORTS,
  signedIn = true,
  /** What the member does once the page is quiet (its downloads count too). */
  then?: (page: Page) => Promise<void>,
  /** Code the page loads after its first screen shows (up to a second later): waited for. */
  until?: string,
): Promise<{ files: number; text: string }> {
  const { page, context, errors } = await newPage(browser, { viewport });
  if (signedIn) await signInContext(context, server, member);
  const bodies: Promise<string>[] = [];
  page.on('response', (response) => {
    if (response.request().resourceType() === 'script') bodies.push(response.text().catch(() => ''));
  });
  await page.goto(`${server.url}${path}`);
  await page.waitForLoadState('networkidle');
  if (until)
    await expect.poll(async () => (await Promise.all(bodies)).some((body) => body.includes(until)), { timeout: 10_000 }).toBe(true);
  if (then) await then(page);
  const text = (await Promise.all(bodies)).join('\n');
  expect(errors).toEqual([]);
  await context.close();
  return { files: bodies.length, text };
}

interface DateLibraryWatch {
  dateLibraryStarts: string[];
}

/** Runs in the page before its own scripts: notes each use of the browser's date library. */
function noteDateLibraryStarts(): void {
  const started: string[] = [];
  (window as unknown as DateLibraryWatch).dateLibraryStarts = started;
  const note = (what: string) => started.push(what);
  Intl.DateTimeFormat = new Proxy(Intl.DateTimeFormat, {
    construct: (target, args: unknown[]) => (note('Intl.DateTimeFormat'), Reflect.construct(target, args) as object),
    apply: (target, self, args: unknown[]) => (note('Intl.DateTimeFormat'), Reflect.apply(target, self, args) as unknown),
  });
  const dates = Date.prototype as unknown as Record<string, (this: Date, ...args: unknown[]) => string>;
  for (const name of ['toLocaleString', 'toLocaleDateString', 'toLocaleTimeString']) {
    const native = dates[name] as (this: Date, ...args: unknown[]) => string;
    dates[name] = function (this: Date, ...args: unknown[]) {
      note(`Date.${name}`);
      return native.apply(this, args);
    };
  }
}

describe('what a screen downloads as it opens', () => {
  it('leaves the schema library and the dialog library out of the screens until they are first used', async () => {
    const screens: [string, boolean][] = [
      ['/auth', false],
      ['/home', true],
      ['/library', true],
      [`/use-case/${USE_CASE}`, true],
      ['/studio', true],
      ['/team', true],
      ['/prompts', true],
      ['/settings/account', true],
      ['/settings/workspace', true],
      ['/settings/notifications', true],
      ['/settings/integrations', true],
      // The ask form's rules come when it is first used.
      ['/requests', true],
      // The editor's rules come when it is first used, the preview's renderer when a guide is shown.
      [`/authoring/${draftId}`, true],
    ];
    await threeAtATime(screens, async ([path, signedIn]) => {
      const dialogAfterPaint = path === `/use-case/${USE_CASE}`;
      const { files, text } = await scriptsOf(path, 'desktop', signedIn, undefined, dialogAfterPaint ? DIALOG_LIBRARY : undefined);
      expect(files, path).toBeGreaterThan(3);
      expect(text.includes(ZOD), `${path} downloaded the schema library`).toBe(false);
      // Every dialog and popover is closed when a screen opens: their library comes with the first
      // opening. A use case the member completed loads its Share Impact dialog once its first
      // screen has shown (completion-panel.tsx), so that the click does not wait for it.
      expect(text.includes(DIALOG_LIBRARY), `${path} downloaded the dialog library`).toBe(dialogAfterPaint);
      // The account forms are plain until the visitor touches them (lib/form-handover.ts).
      if (!signedIn) expect(text.includes(FORM_LIBRARY), `${path} downloaded the form library`).toBe(false);
    });
    // Using the ask form brings its rules, and the schema library with them: the check above can see it.
    const asked = await scriptsOf('/requests', 'desktop', true, async (page) => {
      await page.getByRole('button', { name: 'Send request' }).click();
      await page.getByText('must be at least 3 characters').waitFor();
    });
    expect(asked.text).toContain(ZOD);
    // Touching the sign-up form brings its form library: the check above can see it.
    const touched = await scriptsOf('/auth', 'desktop', false, async (page) => {
      const library = page.waitForResponse(
        async (response) => response.request().resourceType() === 'script' && (await response.text()).includes(FORM_LIBRARY),
      );
      await page.getByLabel('Work email').click();
      await library;
    });
    expect(touched.text).toContain(FORM_LIBRARY);
  });

  // Counted until the realtime socket's first frame: from then on the server may say that
  // something changed (an event, or a hello asking to read again), and a screen rightly asks anew.
  it("asks the server for each of a screen's first answers once", async () => {
    const screens = ['/home', '/library', `/use-case/${USE_CASE}`, '/studio', '/team', '/prompts', '/requests', `/authoring/${draftId}`];
    const settings = ['/settings/account', '/settings/workspace', '/settings/notifications', '/settings/integrations'];
    await threeAtATime([...screens, ...settings], async (path) => {
      const { page, context, errors } = await newPage(browser, { viewport: 'desktop' });
      await signInContext(context, server, member);
      const asked: string[] = [];
      const log: string[] = [];
      let heard = false;
      const started = Date.now();
      const note = (line: string) => log.push(`${Date.now() - started} ms ${line}`);
      page.on('request', (request) => {
        const url = new URL(request.url());
        if (!url.pathname.startsWith('/api/')) return;
        note(`${request.method()} ${url.pathname}${url.search}`);
        if (request.method() === 'GET' && !heard) asked.push(url.pathname + url.search);
      });
      page.on('websocket', (socket) =>
        socket.on('framereceived', (frame) => {
          heard = true;
          note(`socket: ${String(frame.payload)}`);
        }),
      );
      await page.goto(`${server.url}${path}`);
      await page.waitForLoadState('networkidle');
      expect(asked.length, path).toBeGreaterThan(1);
      expect(
        asked.filter((address, index) => asked.indexOf(address) !== index),
        `${path} asked again for what it had just been given:\n${log.join('\n')}`,
      ).toEqual([]);
      expect(errors).toEqual([]);
      await context.close();
    });
  });

  it('brings the impact charts on a phone only as they come near the screen', async () => {
    expect((await scriptsOf('/team', 'mobile')).text).not.toContain(RECHARTS);
    // On a desktop the funnel chart is on the first screen: its library comes at once.
    expect((await scriptsOf('/team', 'desktop')).text).toContain(RECHARTS);
  });
});

describe('the first paint', () => {
  // The first date format of a page starts the browser's date library: about 40 ms on a desktop,
  // four times that on a slow phone (decision 020). No screen starts it: short dates
  // (lib/short-date.ts), the team's week labels, ages and the digest's next send in the workspace's
  // zone (features/digest/send-time.ts, from the local date the server gives) are written without it.
  it('opens every screen without starting the date library', async () => {
    const paths = ['/home', '/library', `/use-case/${USE_CASE}`, '/studio', '/team', '/prompts', '/requests', `/authoring/${draftId}`];
    const settings = ['/settings/account', '/settings/workspace', '/settings/notifications', '/settings/integrations'];
    /** What shows once a screen's dates are written. */
    const dated: Record<string, RegExp> = {
      '/settings/workspace': /joined \d{1,2} [A-Z][a-z]{2,3} \d{4}/,
      '/settings/notifications': /Next one: Monday \d{1,2} [A-Z][a-z]+ at 08:00/,
      '/settings/integrations': /Next: Monday \d{1,2} [A-Z][a-z]+ at 08:00/,
    };
    // On a desktop the team's charts are on the first screen.
    const screens = [...[...paths, ...settings].map((path) => [path, 'mobile'] as const), ['/team', 'desktop'] as const];
    await threeAtATime(screens, async ([path, viewport]) => {
      const { page, context, errors } = await newPage(browser, { viewport });
      await signInContext(context, server, member);
      await page.addInitScript(noteDateLibraryStarts);
      await page.goto(`${server.url}${path}`);
      await page.waitForLoadState('networkidle');
      const shown = dated[path];
      if (shown) await page.getByText(shown).waitFor();
      expect(await page.evaluate(() => (window as unknown as DateLibraryWatch).dateLibraryStarts), `${path} (${viewport})`).toEqual([]);
      expect(errors).toEqual([]);
      await context.close();
    });
  });

  // The page's loading state needs only the HTML and the stylesheet: the main bundle, the largest
  // file by far, is asked for at low priority so that nothing, not even an estimate of a slow
  // phone's load, takes it for something the first paint waits on.
  it('asks for the main bundle at low priority and for the stylesheet and the boot script before it', async () => {
    const { page, context, errors } = await newPage(browser, { viewport: 'mobile' });
    await signInContext(context, server, member);
    const cdp = await context.newCDPSession(page);
    const priorities: { url: string; type: string; priority: string }[] = [];
    cdp.on('Network.requestWillBeSent', ({ request, type }) =>
      priorities.push({ url: request.url, type: type ?? '', priority: request.initialPriority }),
    );
    const sizes = new Map<string, number>();
    page.on('response', (response) => {
      if (response.request().resourceType() === 'script')
        void response.body().then(
          (body) => sizes.set(response.url(), body.length),
          () => {},
        );
    });
    await cdp.send('Network.enable');
    await page.goto(`${server.url}/home`);
    await page.waitForLoadState('networkidle');
    const largest = [...sizes].sort((a, b) => b[1] - a[1])[0]?.[0];
    expect(largest).toBeDefined();
    expect(priorities.find((r) => r.url === largest)?.priority).toBe('Low');
    const stylesheet = priorities.find((r) => r.type === 'Stylesheet');
    expect(stylesheet?.priority).toBe('VeryHigh');
    const boot = priorities.filter((r) => r.type === 'Script' && r.url !== largest).slice(0, 2);
    expect(boot.map((r) => r.priority)).toEqual(['High', 'High']);
    expect(errors).toEqual([]);
    await context.close();
  });
});
