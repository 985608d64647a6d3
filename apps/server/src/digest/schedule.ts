import { sql } from 'drizzle-orm';
import { DIGEST, digestWeekAt } from '@pathwise/core';
import { queryRows, type Db } from '../db/client';
import type { JobQueue } from '../jobs/queue';
import type { Logger } from '../logger';

/**
 * Each workspace has its own pg-boss cron schedule (key = workspace id) for Monday 08:00 in its
 * time zone, with `missed: 'once'`: a Monday the servers were all down fires once when one comes
 * back. pg-boss fires a schedule on one instance; the digest's claims (digest_runs,
 * digest_deliveries) make any second firing send nothing.
 */
export async function scheduleWorkspaceDigest(jobs: JobQueue, workspaceId: string, timeZone: string): Promise<void> {
  await jobs.boss.schedule('digest.workspace', DIGEST.cron, { workspaceId }, { tz: timeZone, key: workspaceId, missed: 'once' });
}

interface WorkspaceRow {
  id: string;
  time_zone: string;
  created_at: Date | string;
}

async function workspaceRows(db: Db): Promise<WorkspaceRow[]> {
  return queryRows<WorkspaceRow>(db, sql`SELECT id, time_zone, created_at FROM workspaces`);
}

/** Every workspace has its schedule in its current time zone (new workspaces get theirs). */
export async function syncDigestSchedules(jobs: JobQueue, db: Db): Promise<number> {
  const existing = new Map((await jobs.boss.getSchedules('digest.workspace')).map((s) => [s.key, s.timezone]));
  let added = 0;
  for (const ws of await workspaceRows(db)) {
    if (existing.get(ws.id) === ws.time_zone) continue;
    await scheduleWorkspaceDigest(jobs, ws.id, ws.time_zone);
    added += 1;
  }
  return added;
}

/**
 * At start: a workspace whose digest of the current week is due and was never sent (the servers
 * were down on Monday) gets it now, once (the digest.workspace job claims the week).
 */
export async function catchUpDigests(jobs: JobQueue, db: Db, now = new Date()): Promise<number> {
  const done = new Set(
    (
      await queryRows<{ workspace_id: string; week_key: string }>(
        db,
        sql`SELECT workspace_id, week_key FROM digest_runs WHERE created_at > now() - interval '8 days'`,
      )
    ).map((r) => `${r.workspace_id}|${r.week_key}`),
  );
  let sent = 0;
  for (const ws of await workspaceRows(db)) {
    const week = digestWeekAt(now, ws.time_zone);
    if (done.has(`${ws.id}|${week.key}`) || new Date(ws.created_at).getTime() > week.sendAt.getTime()) continue;
    await jobs.send('digest.workspace', { workspaceId: ws.id, at: now.toISOString() });
    sent += 1;
  }
  return sent;
}

export async function startDigestSchedules(jobs: JobQueue, db: Db, logger: Logger): Promise<void> {
  await jobs.boss.schedule('digest.sync', '17 * * * *', {}, { key: 'all' });
  const added = await syncDigestSchedules(jobs, db);
  const caughtUp = await catchUpDigests(jobs, db);
  if (added > 0 || caughtUp > 0) logger.info({ schedules: added, missedDigests: caughtUp }, 'digest schedules ready');
}
