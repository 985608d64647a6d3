import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../src/db/client';
import { localParts } from '@pathwise/core';
import { catchUpDigests, syncDigestSchedules } from '../src/digest/schedule';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { call, eventually } from './accounts-helpers';
import { seedDigestWorkspace, smtpAndOutbox } from './digest-helpers';
import { createPostgresDatabase, createTestContext, ENGINES, POSTGRES_URL, type TestContext } from './harness';
import { startMailCatcher } from './mail-catcher';

type Catcher = Awaited<ReturnType<typeof startMailCatcher>>;

describe.each(ENGINES)('weekly digest through real SMTP on %s', (engine) => {
  let catcher: Catcher;
  let t: TestContext;
  let seeded: Awaited<ReturnType<typeof seedDigestWorkspace>>;
  const digests = () => catcher.messages.filter((m) => m.headers['list-unsubscribe']);

  beforeAll(async () => {
    catcher = await startMailCatcher();
    t = await createTestContext(engine, { mailer: smtpAndOutbox(catcher.url, mkdtempSync(join(tmpdir(), 'digest-outbox-'))) });
    seeded = await seedDigestWorkspace(t, 'digest.example');
  });
  afterAll(async () => {
    await t.close();
    await catcher.close();
  });

  it('has a Monday 08:00 schedule in the workspace’s time zone, moved when an admin changes it', async () => {
    // A new workspace gets its schedule from the hourly sync (run here rather than waited for).
    // The real hourly job (pg-boss cron, :17) may have run it first during the seeding: then 0.
    expect(await syncDigestSchedules(t.jobs, t.database.db)).toBeLessThanOrEqual(1);
    expect(await syncDigestSchedules(t.jobs, t.database.db)).toBe(0);
    const schedules = await t.jobs.boss.getSchedules('digest.workspace', seeded.workspaceId);
    expect(schedules).toHaveLength(1);
    expect(schedules[0]).toMatchObject({ cron: '0 8 * * 1', timezone: 'UTC' });
    expect(schedules[0]?.options).toMatchObject({ missed: 'once' });
    expect((await call(t, 'PUT', '/api/digest/time-zone', { timeZone: 'Europe/Berlin' }, seeded.maya)).status).toBe(403);
    for (const timeZone of ['Mars/Olympus', '', 'UTC\u0001', 'x'.repeat(65)])
      expect((await call(t, 'PUT', '/api/digest/time-zone', { timeZone }, seeded.admin)).status, timeZone).toBe(400);
    expect((await call(t, 'PUT', '/api/digest/time-zone', { timeZone: 'Europe/Berlin' }, seeded.admin)).json).toEqual({
      timeZone: 'Europe/Berlin',
    });
    expect((await t.jobs.boss.getSchedules('digest.workspace', seeded.workspaceId))[0]?.timezone).toBe('Europe/Berlin');
    const settings = await call(t, 'GET', '/api/digest/settings', undefined, seeded.maya);
    expect(settings.json).toMatchObject({ timeZone: 'Europe/Berlin', subscribed: true, canManage: false });
    // The next Monday 08:00 in Berlin, and its local date for the page to write.
    const nextSendAt = new Date(settings.json.nextSendAt as string);
    expect(nextSendAt.getTime()).toBeGreaterThan(Date.now());
    expect(localParts(nextSendAt, 'Europe/Berlin')).toMatchObject({ isoWeekday: 1, hour: 8, minute: 0 });
    expect(settings.json.nextSendDate).toBe(nextSendAt.toLocaleDateString('sv-SE', { timeZone: 'Europe/Berlin' }));
    await call(t, 'PUT', '/api/digest/time-zone', { timeZone: 'UTC' }, seeded.admin);
  });

  it('sends each member one digest with HTML and text parts, dark-mode styles and one-click unsubscribe headers', async () => {
    await t.jobs.send('digest.workspace', { workspaceId: seeded.workspaceId });
    const mails = await eventually(digests, (found) => found.length >= 3, 20_000);
    expect(mails.flatMap((m) => m.to).sort()).toEqual([...seeded.emails].sort());
    const maya = mails.find((m) => m.to.includes('maya@digest.example'));
    expect(maya?.subject).toBe('Digest Co this week: 60 minutes saved');
    // The text part: the figures, the top stories by likes, the streak, the links.
    expect(maya?.text).toContain('Time your team saved: 60 minutes, +100% on last week (30 minutes).');
    expect(maya?.text).toMatch(/Most-liked stories:\n- .+ — maya, 40 min\/day, 2 likes\n- .+ — omar, 20 min\/day, 1 like/);
    expect(maya?.text).toContain('Your streak: 1 week in a row.');
    expect(maya?.text).toMatch(
      /Unsubscribe from this digest: http:\/\/localhost:3999\/api\/digest\/unsubscribe\?token=[0-9a-f-]{36}\.[A-Za-z0-9_-]{43}/,
    );
    // The HTML part: react-email's document, correct in dark-mode clients.
    expect(maya?.html).toMatch(/<html[^>]*lang="en"/);
    expect(maya?.html).toContain('<meta name="color-scheme" content="light dark"');
    expect(maya?.html).toContain('@media (prefers-color-scheme: dark)');
    expect(maya?.html).toContain('[data-ogsc]');
    expect(maya?.html).toContain('60 minutes');
    // RFC 8058 headers.
    const link = /<([^>]+)>/.exec(maya?.headers['list-unsubscribe'] ?? '')?.[1] ?? '';
    expect(link).toMatch(/^http:\/\/localhost:3999\/api\/digest\/unsubscribe\?token=/);
    expect(maya?.headers['list-unsubscribe-post']).toBe('List-Unsubscribe=One-Click');
    expect(maya?.html).toContain(link.replace(/&/g, '&amp;'));

    // The body link shows one button (a link scanner unsubscribes nobody)…
    const path = new URL(link).pathname + new URL(link).search;
    const page = await t.app.request(path);
    expect(page.status).toBe(200);
    expect(await page.text()).toContain('<form method="post">');
    expect((await call(t, 'GET', '/api/notifications/preferences', undefined, seeded.maya)).json.digest).toBe(true);
    // …and the mail client's one-click POST (a form body, from no page of ours) unsubscribes.
    const oneClick = await t.app.request(path, {
      method: 'POST',
      headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
      body: 'List-Unsubscribe=One-Click',
    });
    expect(oneClick.status).toBe(200);
    expect((await call(t, 'GET', '/api/notifications/preferences', undefined, seeded.maya)).json.digest).toBe(false);
    // A forged or altered token changes nothing.
    const forged = await t.app.request(
      path.replace(/.$/, (c) => (c === 'A' ? 'B' : 'A')),
      { method: 'POST' },
    );
    expect(forged.status).toBe(400);
  });

  it('sends the same week once however often it fires, and skips who unsubscribed the next week', async () => {
    const before = digests().length;
    await t.jobs.send('digest.workspace', { workspaceId: seeded.workspaceId });
    await t.jobs.send('digest.member', { workspaceId: seeded.workspaceId, userId: seeded.adminId, weekKey: seeded.week.key });
    await new Promise((r) => setTimeout(r, 2_500));
    expect(digests().length).toBe(before);

    const nextWeek = new Date(Date.now() + 7 * 24 * 60 * 60_000).toISOString();
    await t.jobs.send('digest.workspace', { workspaceId: seeded.workspaceId, at: nextWeek });
    const after = await eventually(digests, (found) => found.length >= before + 2, 20_000);
    await new Promise((r) => setTimeout(r, 1_000));
    expect(
      after
        .slice(before)
        .flatMap((m) => m.to)
        .sort(),
    ).toEqual(['admin@digest.example', 'omar@digest.example']);
  });

  it('sends a missed week once when the server comes back (the start-up check, twice)', async () => {
    const other = await seedDigestWorkspace(t, 'missed.example');
    const before = digests().length;
    // The server was down on Monday: two restarts later this week each run the check.
    expect(await catchUpDigests(t.jobs, t.database.db)).toBeGreaterThanOrEqual(1);
    await catchUpDigests(t.jobs, t.database.db);
    const mails = await eventually(digests, (found) => found.length >= before + 3, 20_000);
    await new Promise((r) => setTimeout(r, 1_500));
    expect(
      mails
        .slice(before)
        .flatMap((m) => m.to)
        .sort(),
    ).toEqual([...other.emails].sort());
    const runs = await queryRows<{ n: number }>(
      t.database.db,
      sql`SELECT count(*)::int AS n FROM digest_runs WHERE workspace_id = ${other.workspaceId}`,
    );
    expect(runs[0]?.n).toBe(1);
  });

  it('previews this week’s digest for admins only', async () => {
    expect((await call(t, 'GET', '/api/digest/preview', undefined, seeded.omar)).status).toBe(403);
    const preview = await call(t, 'GET', '/api/digest/preview', undefined, seeded.admin);
    expect(preview.status).toBe(200);
    expect(preview.json.subject).toBe('Digest Co this week: 60 minutes saved');
    expect(preview.json.html).toContain('@media (prefers-color-scheme: dark)');
    expect(preview.json.text).toContain('Time your team saved: 60 minutes');
  });
});

describe.skipIf(!POSTGRES_URL)('weekly digest with two instances on one PostgreSQL', () => {
  it('sends each member exactly one digest when both instances fire the same week', async () => {
    const db = await createPostgresDatabase();
    const catcher = await startMailCatcher();
    const outboxDir = mkdtempSync(join(tmpdir(), 'digest-outbox-'));
    const shared = { env: { DATABASE_URL: db.url }, existingPostgres: true } as const;
    const a = await createTestContext('postgres', { ...shared, mailer: smtpAndOutbox(catcher.url, outboxDir) });
    const b = await createTestContext('postgres', { ...shared, mailer: smtpAndOutbox(catcher.url, outboxDir) });
    try {
      // Both instances' outboxes see the sign-up mails, whichever worked the job.
      const both = { ...a, mailer: { ...a.mailer, outbox: () => [...a.mailer.outbox(), ...b.mailer.outbox()] } };
      const seeded = await seedDigestWorkspace(both, 'twice.example');
      const before = catcher.messages.filter((m) => m.headers['list-unsubscribe']).length;
      expect(before).toBe(0);
      // The cron firing on each instance, a start-up catch-up on each, and stray member jobs.
      await Promise.all([
        a.jobs.send('digest.workspace', { workspaceId: seeded.workspaceId }),
        b.jobs.send('digest.workspace', { workspaceId: seeded.workspaceId }),
        catchUpDigests(a.jobs, a.database.db),
        catchUpDigests(b.jobs, b.database.db),
        a.jobs.send('digest.member', { workspaceId: seeded.workspaceId, userId: seeded.adminId, weekKey: seeded.week.key }),
        b.jobs.send('digest.member', { workspaceId: seeded.workspaceId, userId: seeded.adminId, weekKey: seeded.week.key }),
      ]);
      const digests = () => catcher.messages.filter((m) => m.headers['list-unsubscribe']);
      await eventually(digests, (found) => found.length >= 3, 20_000);
      await new Promise((r) => setTimeout(r, 3_000)); // a duplicate would arrive now
      expect(
        digests()
          .flatMap((m) => m.to)
          .sort(),
      ).toEqual([...seeded.emails].sort());
      const claims = await queryRows<{ n: number }>(
        a.database.db,
        sql`SELECT count(*)::int AS n FROM digest_deliveries WHERE sent_at IS NOT NULL`,
      );
      expect(claims[0]?.n).toBe(3);
    } finally {
      await a.close();
      await b.close();
      await catcher.close();
      await db.drop();
    }
  }, 90_000);
});
