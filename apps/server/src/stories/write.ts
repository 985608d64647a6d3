import { and, eq, sql } from 'drizzle-orm';
import { DEFAULT_METRICS_IMPROVED, splitPrompts, storyTitle, STORY_LIMITS, type StoryInput } from '@pathwise/core';
import type { UseCaseContent } from '@pathwise/core';
import type { Db } from '../db/client';
import { impactStories, storyLikes } from '../db/schema';
import { recordCompletion } from './activity';

/**
 * Shares an impact story: the spec's completion record (title 'Impact story for …', default
 * metrics, prompts split by line) and the completion, in one transaction.
 */
export async function createStory(
  db: Db,
  author: { userId: string; workspaceId: string },
  useCase: UseCaseContent,
  input: StoryInput,
): Promise<{ id: string; newlyCompleted: boolean }> {
  const minutes = Math.round(input.timeSaved);
  const prompts = splitPrompts(input.prompts)
    .slice(0, STORY_LIMITS.promptsMax)
    .map((p) => p.slice(0, STORY_LIMITS.promptMax));
  return db.transaction(async (tx) => {
    const newlyCompleted = await recordCompletion(tx, { ...author, useCaseId: useCase.id });
    const [story] = await tx
      .insert(impactStories)
      .values({
        ...author,
        useCaseId: useCase.id,
        kind: 'story',
        title: storyTitle(useCase.title),
        description: useCase.description,
        impact: minutes > 0 ? `Saves about ${minutes} minutes per day` : '',
        metricsImproved: [...DEFAULT_METRICS_IMPROVED],
        timeSaved: minutes,
        isRelevant: true,
        feedback: input.feedback,
        prompts,
      })
      .returning({ id: impactStories.id });
    if (!story) throw new Error('story insert returned nothing');
    return { id: story.id, newlyCompleted };
  });
}

/**
 * Likes or unlikes a story of the caller's workspace, once per teammate; the count on the story
 * moves in the same transaction. null when the story is not in that workspace.
 */
export async function setLike(
  db: Db,
  caller: { userId: string; workspaceId: string },
  storyId: string,
  like: boolean,
): Promise<{ likes: number; liked: boolean } | null> {
  return db.transaction(async (tx) => {
    const [story] = await tx
      .select({ id: impactStories.id })
      .from(impactStories)
      .where(and(eq(impactStories.id, storyId), eq(impactStories.workspaceId, caller.workspaceId), eq(impactStories.kind, 'story')))
      .for('update');
    if (!story) return null;
    let delta: number;
    if (like) {
      const inserted = await tx
        .insert(storyLikes)
        .values({ storyId, userId: caller.userId })
        .onConflictDoNothing()
        .returning({ storyId: storyLikes.storyId });
      delta = inserted.length;
    } else {
      const removed = await tx
        .delete(storyLikes)
        .where(and(eq(storyLikes.storyId, storyId), eq(storyLikes.userId, caller.userId)))
        .returning({ storyId: storyLikes.storyId });
      delta = -removed.length;
    }
    const [updated] = await tx
      .update(impactStories)
      .set({ likes: sql`${impactStories.likes} + ${delta}` })
      .where(eq(impactStories.id, storyId))
      .returning({ likes: impactStories.likes });
    return { likes: updated?.likes ?? 0, liked: like };
  });
}
