import { and, eq, sql } from 'drizzle-orm';
import { splitPrompts, STORY_LIMITS, type StoryEdit } from '@pathwise/core';
import type { Db } from '../db/client';
import { impactStories, promptUses } from '../db/schema';
import { recountUsedBy } from '../prompts/index-story';
import { storyFigures } from '../stories/write';

type Owner = { userId: string; workspaceId: string };

const ownStory = (owner: Owner, storyId: string) =>
  and(
    eq(impactStories.id, storyId),
    eq(impactStories.userId, owner.userId),
    eq(impactStories.workspaceId, owner.workspaceId),
    eq(impactStories.kind, 'story'),
  );

/**
 * The author changes their story: minutes, range, baseline, frequency, evidence, where the time
 * went, sharing level, feedback and prompts (the prompt library follows). null when it is not
 * theirs.
 */
export async function editStory(db: Db, owner: Owner, storyId: string, input: StoryEdit): Promise<{ useCaseId: string } | null> {
  const minutes = Math.round(input.timeSaved);
  const prompts = splitPrompts(input.prompts)
    .slice(0, STORY_LIMITS.promptsMax)
    .map((p) => p.slice(0, STORY_LIMITS.promptMax));
  return db.transaction(async (tx) => {
    const [story] = await tx
      .update(impactStories)
      .set({
        timeSaved: minutes,
        impact: minutes > 0 ? `Saves about ${minutes} minutes per day` : minutes < 0 ? `Cost about ${-minutes} minutes per day` : '',
        feedback: input.feedback,
        prompts,
        promptsFiled: prompts.length === 0,
        ...storyFigures(input),
        updatedAt: sql`now()`,
      })
      .where(ownStory(owner, storyId))
      .returning({ useCaseId: impactStories.useCaseId });
    if (!story) return null;
    // Its prompts leave the library now and are filed again, as they are now, at its next read.
    const old = await tx.delete(promptUses).where(eq(promptUses.storyId, storyId)).returning({ entryId: promptUses.entryId });
    await recountUsedBy(
      tx,
      old.map((u) => u.entryId),
    );
    return story;
  });
}

/**
 * The author deletes their story (its likes, confirmations and prompt uses go with it; the
 * completion stays: the use case was done). null when it is not theirs.
 */
export async function deleteStory(db: Db, owner: Owner, storyId: string): Promise<{ useCaseId: string } | null> {
  return db.transaction(async (tx) => {
    const uses = await tx.select({ entryId: promptUses.entryId }).from(promptUses).where(eq(promptUses.storyId, storyId));
    const [story] = await tx.delete(impactStories).where(ownStory(owner, storyId)).returning({ useCaseId: impactStories.useCaseId });
    if (!story) return null;
    await recountUsedBy(
      tx,
      uses.map((u) => u.entryId),
    );
    return story;
  });
}
