import { and, eq, isNull, sql } from 'drizzle-orm';
import { digestWeekAt, zonedTimeToUtc, type DigestWeek } from '@pathwise/core';
import type { CatalogueOf } from '../catalogue/catalogue';
import type { Config } from '../config';
import { queryRows, type Db } from '../db/client';
import { digestDeliveries, digestRuns, workspaces } from '../db/schema';
import type { JobQueue } from '../jobs/queue';
import type { Logger } from '../logger';
import type { Mailer } from '../mail/mailer';
import { channelFor, DIGEST_KIND } from '../notifications/preferences';
import { buildDigest } from './content';
import { digestMail } from './digest-mail';
import { syncDigestSchedules } from './schedule';
import { unsubscribeUrl } from './unsubscribe';

/** The week a digest key (its Monday) stands for, in a time zone. */
export function weekOfKey(key: string, tz: string): DigestWeek {
  const [y = 1970, m = 1, d = 1] = key.split('-').map(Number);
  return digestWeekAt(zonedTimeToUtc(y, m, d, 12, tz), tz);
}

/** Members who get the digest: verified, onboarded, in the workspace, not opted out. */
async function recipients(db: Db | Parameters<Parameters<Db['transaction']>[0]>[0], workspaceId: string): Promise<string[]> {
  const rows = await queryRows<{ id: string }>(
    db,
    sql`SELECT p.id FROM user_profiles p JOIN users u ON u.id = p.id
        WHERE p.workspace_id = ${workspaceId} AND u.email_verified_at IS NOT NULL AND p.specialty IS NOT NULL
          AND NOT EXISTS (SELECT 1 FROM notification_preferences n WHERE n.user_id = p.id AND n.kind = ${DIGEST_KIND} AND n.channel = 'off')
        ORDER BY p.id`,
  );
  return rows.map((r) => r.id);
}

export interface DigestDeps {
  db: Db;
  mailer: Mailer;
  catalogueOf: CatalogueOf;
  config: Pick<Config, 'appUrl' | 'authSecret'>;
  logger: Logger;
}

/** Links of a member's digest. */
export function digestLinks(config: DigestDeps['config'], userId: string) {
  return {
    app: config.appUrl,
    unsubscribe: unsubscribeUrl(config.appUrl, config.authSecret, userId),
    settings: `${config.appUrl}/settings/notifications`,
  };
}

/**
 * Exactly one digest per member and week, whatever fires how often on how many instances:
 * 1. 'digest.workspace' claims the workspace's week (digest_runs) and, in the same transaction,
 *    queues one 'digest.member' job per recipient; a second firing finds the claim and stops.
 * 2. 'digest.member' claims the member's week (digest_deliveries, with its job id) before it
 *    sends; another job for the same member and week finds the claim and sends nothing, while a
 *    retry of the same job (same id) may try again. The mail is sent after the claim committed,
 *    so a crash between the two loses that one mail rather than sending it twice.
 */
export function registerDigestJobs(jobs: JobQueue, deps: DigestDeps): void {
  const { db, mailer, catalogueOf, config } = deps;
  const log = deps.logger.child({ component: 'digest' });

  jobs.handle('digest.sync', async () => {
    await syncDigestSchedules(jobs, db);
  });

  jobs.handle('digest.workspace', async ({ workspaceId, at }) => {
    const [workspace] = await db.select({ timeZone: workspaces.timeZone }).from(workspaces).where(eq(workspaces.id, workspaceId));
    if (!workspace) return;
    const week = digestWeekAt(at ? new Date(at) : new Date(), workspace.timeZone);
    const members = await db.transaction(async (tx) => {
      const claimed = await tx
        .insert(digestRuns)
        .values({ workspaceId, weekKey: week.key })
        .onConflictDoNothing()
        .returning({ weekKey: digestRuns.weekKey });
      if (claimed.length === 0) return null;
      const ids = await recipients(tx, workspaceId);
      for (const userId of ids) await jobs.send('digest.member', { workspaceId, userId, weekKey: week.key }, { tx: tx as unknown as Db });
      await tx
        .update(digestRuns)
        .set({ members: ids.length })
        .where(and(eq(digestRuns.workspaceId, workspaceId), eq(digestRuns.weekKey, week.key)));
      return ids.length;
    });
    if (members !== null) log.info({ workspaceId, week: week.key, members }, 'weekly digest queued');
  });

  jobs.handle('digest.member', async ({ workspaceId, userId, weekKey }, job) => {
    const inserted = await db
      .insert(digestDeliveries)
      .values({ userId, weekKey, workspaceId, jobId: job.id })
      .onConflictDoNothing()
      .returning({ jobId: digestDeliveries.jobId });
    if (inserted.length === 0) {
      const [claim] = await db
        .select({ jobId: digestDeliveries.jobId })
        .from(digestDeliveries)
        .where(and(eq(digestDeliveries.userId, userId), eq(digestDeliveries.weekKey, weekKey), isNull(digestDeliveries.sentAt)));
      if (claim?.jobId !== job.id) return; // another job has it (or it went out)
    }
    if ((await channelFor(db, userId, DIGEST_KIND)) === 'off') return;
    const [workspace] = await db.select({ timeZone: workspaces.timeZone }).from(workspaces).where(eq(workspaces.id, workspaceId));
    if (!workspace) return;
    const content = await buildDigest(db, await catalogueOf(workspaceId), {
      workspaceId,
      userId,
      timeZone: workspace.timeZone,
      week: weekOfKey(weekKey, workspace.timeZone),
    });
    if (!content) return; // left the workspace since
    await mailer.send(await digestMail(content, digestLinks(config, userId)));
    await db
      .update(digestDeliveries)
      .set({ sentAt: new Date() })
      .where(and(eq(digestDeliveries.userId, userId), eq(digestDeliveries.weekKey, weekKey)));
  });
}
