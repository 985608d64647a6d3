import { sql } from 'drizzle-orm';
import { expect } from 'vitest';
import { digestWeekAt } from '@pathwise/core';
import { queryRows } from '../src/db/client';
import { createOutboxMailer, createSmtpMailer, type Mailer } from '../src/mail/mailer';
import { call, onboard, verifiedUser } from './accounts-helpers';
import { testLogger, type TestContext } from './harness';

/**
 * Real SMTP to a catcher, and a copy kept in memory so the account helpers can read the
 * verification links as usual.
 */
export function smtpAndOutbox(smtpUrl: string, dataDir: string): Mailer {
  const { logger } = testLogger();
  const smtp = createSmtpMailer(smtpUrl, 'Pathwise <digest@pathwise.test>', logger);
  const outbox = createOutboxMailer(dataDir, logger);
  return {
    kind: 'smtp',
    send: async (message) => {
      await smtp.send(message);
      await outbox.send(message);
    },
    outbox: () => outbox.outbox(),
    close: () => smtp.close(),
  };
}

export const DIGEST_USE_CASES = ['code-python-cli-argparse', 'test-unit-tests-pure-function'];

/**
 * A seeded workspace for digest tests: an admin and two members of `domain`, stories placed in
 * the week the digest reports (and the week before), likes on them, the workspace made a month
 * old (so a missed Monday counts). Returns cookies and ids.
 */
export async function seedDigestWorkspace(t: TestContext, domain: string, now = new Date()) {
  const emails = [`admin@${domain}`, `maya@${domain}`, `omar@${domain}`];
  const cookies: string[] = [];
  for (const email of emails) {
    const cookie = await verifiedUser(t, email);
    await onboard(t, cookie);
    cookies.push(cookie);
  }
  const [admin = '', maya = '', omar = ''] = cookies;
  await call(t, 'PUT', '/api/workspace/name', { name: 'Digest Co' }, admin);
  const week = digestWeekAt(now, 'UTC');
  const story = async (cookie: string, useCaseId: string, minutes: number, at: Date) => {
    const created = await call(t, 'POST', '/api/stories', { useCaseId, timeSaved: minutes, prompts: '/explain' }, cookie);
    expect(created.status).toBe(201);
    const id = (created.json.story as { id: string }).id;
    await t.database.db.execute(sql`UPDATE impact_stories SET created_at = ${at.toISOString()}::timestamptz WHERE id = ${id}`);
    await t.database.db.execute(
      sql`UPDATE completions SET completed_at = ${at.toISOString()}::timestamptz WHERE use_case_id = ${useCaseId}`,
    );
    return id;
  };
  const inWeek = (days: number) => new Date(week.from.getTime() + days * 24 * 60 * 60_000);
  const top = await story(maya, DIGEST_USE_CASES[0] ?? '', 40, inWeek(1));
  const second = await story(omar, DIGEST_USE_CASES[1] ?? '', 20, inWeek(2));
  await story(admin, DIGEST_USE_CASES[1] ?? '', 30, new Date(week.previousFrom.getTime() + 60_000));
  for (const cookie of [admin, omar]) await call(t, 'POST', `/api/stories/${top}/like`, undefined, cookie);
  await call(t, 'POST', `/api/stories/${second}/like`, undefined, maya);
  const [row] = await queryRows<{ workspace_id: string; admin_id: string }>(
    t.database.db,
    sql`SELECT p.workspace_id, p.id AS admin_id FROM user_profiles p JOIN users u ON u.id = p.id WHERE u.email = ${emails[0]}`,
  );
  await t.database.db.execute(sql`UPDATE workspaces SET created_at = now() - interval '30 days' WHERE id = ${row?.workspace_id}`);
  return { emails, admin, maya, omar, workspaceId: row?.workspace_id ?? '', adminId: row?.admin_id ?? '', week };
}
