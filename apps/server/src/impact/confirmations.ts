import { and, eq, sql } from 'drizzle-orm';
import type { ConfirmationInput } from '@pathwise/core';
import type { Db } from '../db/client';
import { completions, impactStories, storyConfirmations } from '../db/schema';

export type ConfirmResult =
  { ok: true; useCaseId: string; worked: number; didntWork: number } | { ok: false; reason: 'not_found' | 'own_story' | 'not_completed' };

/**
 * A teammate's verdict on a story: only someone who completed the same use case, never the
 * author, and only on a story they can see (not an aggregate-only one). One verdict per teammate
 * (a new one replaces theirs); `null` takes it back. The counts on the story move in the same
 * transaction.
 */
export async function setConfirmation(
  db: Db,
  caller: { userId: string; workspaceId: string },
  storyId: string,
  input: ConfirmationInput | null,
): Promise<ConfirmResult> {
  return db.transaction(async (tx) => {
    const [story] = await tx
      .select({ userId: impactStories.userId, useCaseId: impactStories.useCaseId, sharing: impactStories.sharing })
      .from(impactStories)
      .where(and(eq(impactStories.id, storyId), eq(impactStories.workspaceId, caller.workspaceId), eq(impactStories.kind, 'story')))
      .for('update');
    if (!story || (story.sharing === 'aggregate' && story.userId !== caller.userId)) return { ok: false, reason: 'not_found' };
    if (story.userId === caller.userId) return { ok: false, reason: 'own_story' };
    const [done] = await tx
      .select({ at: completions.completedAt })
      .from(completions)
      .where(and(eq(completions.userId, caller.userId), eq(completions.useCaseId, story.useCaseId)));
    if (!done) return { ok: false, reason: 'not_completed' };
    if (input) {
      await tx
        .insert(storyConfirmations)
        .values({ storyId, userId: caller.userId, workspaceId: caller.workspaceId, verdict: input.verdict, minutes: input.minutes })
        .onConflictDoUpdate({
          target: [storyConfirmations.storyId, storyConfirmations.userId],
          set: { verdict: input.verdict, minutes: input.minutes, createdAt: sql`now()` },
        });
    } else {
      await tx.delete(storyConfirmations).where(and(eq(storyConfirmations.storyId, storyId), eq(storyConfirmations.userId, caller.userId)));
    }
    // Recounted rather than adjusted: a changed verdict moves one count down and the other up.
    const [counts] = await tx
      .update(impactStories)
      .set({
        confirmedWorked: sql`(SELECT count(*)::int FROM story_confirmations c WHERE c.story_id = ${storyId} AND c.verdict = 'worked')`,
        confirmedDidntWork: sql`(SELECT count(*)::int FROM story_confirmations c WHERE c.story_id = ${storyId} AND c.verdict = 'didnt_work')`,
      })
      .where(eq(impactStories.id, storyId))
      .returning({ worked: impactStories.confirmedWorked, didntWork: impactStories.confirmedDidntWork });
    return { ok: true, useCaseId: story.useCaseId, worked: counts?.worked ?? 0, didntWork: counts?.didntWork ?? 0 };
  });
}
