import { and, eq, inArray, lte, sql } from 'drizzle-orm';
import { FOLLOW_UP_DAYS, type FollowUpInput } from '@pathwise/core';
import type { Db } from '../db/client';
import { impactStories } from '../db/schema';
import type { JobQueue } from '../jobs/queue';
import { announce, notify } from '../notifications/notify';
import type { EventBus } from '../realtime/bus';

export const FOLLOW_UP_DELAY_SECONDS = FOLLOW_UP_DAYS * 24 * 60 * 60;

/** How often the sweep looks for stories 14 days old (pg-boss cron, fired on one instance). */
export const FOLLOW_UP_SWEEP_CRON = '*/10 * * * *';
const SWEEP_BATCH = 200;

/**
 * Asks the author of one story whether it held up, once: the state moves from pending to asked
 * in the same statement that decides to ask, so a second sweep or a retried job asks nobody twice.
 * A story answered early or deleted is asked nothing. The author hears of it at once (the bell);
 * the workspace's feeds are the caller's to refresh. The story's workspace when it was asked.
 */
async function askFollowUp(deps: { db: Db; jobs: JobQueue; bus: EventBus }, storyId: string): Promise<string | null> {
  const asked = await deps.db.transaction(async (tx) => {
    const [story] = await tx
      .update(impactStories)
      .set({ followUpState: 'asked' })
      .where(and(eq(impactStories.id, storyId), eq(impactStories.followUpState, 'pending'), eq(impactStories.kind, 'story')))
      .returning({ userId: impactStories.userId, workspaceId: impactStories.workspaceId, useCaseId: impactStories.useCaseId });
    if (!story) return null;
    const notified = await notify(tx, deps.jobs, {
      workspaceId: story.workspaceId,
      recipientId: story.userId,
      actorId: null,
      kind: 'impact.follow-up',
      subject: { type: 'story', id: storyId, useCaseId: story.useCaseId },
      dedupeKey: `impact.follow-up:${storyId}`,
    });
    return { story, notified };
  });
  if (!asked) return null;
  await announce(deps.bus, asked.notified);
  return asked.story.workspaceId;
}

/**
 * The story's state is part of the feed: every instance's cached feed of each workspace goes, and
 * its open pages read their feed again, once per batch rather than once per story (a backlog of
 * due stories, after an import or a long stop, would otherwise empty the caches thousands of
 * times and make every open tab fetch its feed as often).
 */
async function feedsChanged(bus: EventBus, workspaceIds: Iterable<string>): Promise<void> {
  for (const workspaceId of new Set(workspaceIds)) await bus.publish({ type: 'follow-ups.asked', workspaceId });
}

/**
 * The follow-up sweep: every story shared 14 days ago or more and not asked yet is asked now. No
 * job is written per story (a million stories would be a million delayed jobs); the sweep reads
 * the due ones through a partial index (impact_stories_follow_up_due_idx), a batch at a time.
 */
export async function askDueFollowUps(deps: { db: Db; jobs: JobQueue; bus: EventBus }, now = new Date()): Promise<number> {
  const due = new Date(now.getTime() - FOLLOW_UP_DELAY_SECONDS * 1000);
  let asked = 0;
  for (;;) {
    const batch = await dueStories(deps.db, due);
    const workspaces: string[] = [];
    try {
      for (const { id } of batch) {
        const workspaceId = await askFollowUp(deps, id);
        if (workspaceId) workspaces.push(workspaceId);
      }
    } finally {
      // Those asked before a failure are told of too (the job is retried for the rest).
      await feedsChanged(deps.bus, workspaces);
    }
    asked += batch.length;
    if (batch.length < SWEEP_BATCH) return asked;
  }
}

/** The oldest stories shared before `due` whose author was not asked yet (EXPLAIN-tested). */
export function dueStories(db: Db, due: Date) {
  return db
    .select({ id: impactStories.id })
    .from(impactStories)
    .where(and(eq(impactStories.followUpState, 'pending'), eq(impactStories.kind, 'story'), lte(impactStories.createdAt, due)))
    .orderBy(impactStories.createdAt)
    .limit(SWEEP_BATCH);
}

export function registerImpactJobs(jobs: JobQueue, deps: { db: Db; bus: EventBus }): void {
  jobs.handle('impact.follow-up-sweep', async () => {
    await askDueFollowUps({ ...deps, jobs });
  });
  // One story's follow-up (queued per story by earlier versions; still honoured, still once).
  jobs.handle('impact.follow-up', async ({ storyId }) => {
    const workspaceId = await askFollowUp({ ...deps, jobs }, storyId);
    if (workspaceId) await feedsChanged(deps.bus, [workspaceId]);
  });
}

/** The sweep's schedule (idempotent: pg-boss keeps one schedule per name and key). */
export async function startFollowUpSweep(jobs: JobQueue): Promise<void> {
  await jobs.boss.schedule('impact.follow-up-sweep', FOLLOW_UP_SWEEP_CRON, {}, { key: 'all' });
}

/**
 * The author's answer to "did it hold up?": once per story (a second answer is refused). null
 * when the story is not the caller's; 'answered' when it was answered already.
 */
export async function answerFollowUp(
  db: Db,
  caller: { userId: string; workspaceId: string },
  storyId: string,
  input: FollowUpInput,
): Promise<{ useCaseId: string } | null | 'answered'> {
  const [updated] = await db
    .update(impactStories)
    .set({ followUpState: 'answered', followUpOutcome: input.outcome, reworkMinutes: input.reworkMinutes, followUpAt: sql`now()` })
    .where(
      and(
        eq(impactStories.id, storyId),
        eq(impactStories.userId, caller.userId),
        eq(impactStories.workspaceId, caller.workspaceId),
        eq(impactStories.kind, 'story'),
        inArray(impactStories.followUpState, ['pending', 'asked']),
      ),
    )
    .returning({ useCaseId: impactStories.useCaseId });
  if (updated) return updated;
  const [mine] = await db
    .select({ id: impactStories.id })
    .from(impactStories)
    .where(and(eq(impactStories.id, storyId), eq(impactStories.userId, caller.userId), eq(impactStories.workspaceId, caller.workspaceId)));
  return mine ? 'answered' : null;
}

/** The caller's stories waiting for their answer (asked, not answered): the digest and the bell link here. */
export async function followUpsWaiting(db: Db, userId: string): Promise<{ id: string; useCaseId: string; createdAt: Date }[]> {
  return db
    .select({ id: impactStories.id, useCaseId: impactStories.useCaseId, createdAt: impactStories.createdAt })
    .from(impactStories)
    .where(and(eq(impactStories.userId, userId), eq(impactStories.followUpState, 'asked'), eq(impactStories.kind, 'story')))
    .orderBy(impactStories.createdAt)
    .limit(20);
}
