import { and, eq, sql } from 'drizzle-orm';
import { DEFAULT_METRICS_IMPROVED, splitPrompts, storyTitle, STORY_LIMITS, type StoryInput } from '@pathwise/core';
import type { CatalogueUseCase } from '../catalogue/catalogue';
import type { Db } from '../db/client';
import { notHidden } from '../authoring/hidden-sql';
import { impactStories, storyLikes } from '../db/schema';
import { StoryWriter, type StoryRow } from './story-insert';
import { recordCompletion } from './activity';

/**
 * Shares an impact story: the spec's completion record (title 'Impact story for …', default
 * metrics, prompts split by line) and the completion, together. With no job to write beside it,
 * both are one statement, shared with the stories other teammates post meanwhile (story-insert.ts:
 * no BEGIN and COMMIT round trips on the busiest write of the product); `withStory` runs inside
 * a transaction with them otherwise.
 */
export async function createStory(
  db: Db,
  author: { userId: string; workspaceId: string },
  useCase: CatalogueUseCase,
  input: StoryInput,
  /** Runs inside the story's transaction once it is written (the jobs that must exist with it). */
  withStory?: (tx: Tx, storyId: string) => Promise<void>,
): Promise<{ id: string; newlyCompleted: boolean }> {
  const minutes = Math.round(input.timeSaved);
  const prompts = splitPrompts(input.prompts)
    .slice(0, STORY_LIMITS.promptsMax)
    .map((p) => p.slice(0, STORY_LIMITS.promptMax));
  const story: StoryRow = {
    ...author,
    useCaseId: useCase.id,
    kind: 'story' as const,
    title: storyTitle(useCase.title),
    description: useCase.description,
    impact: minutes > 0 ? `Saves about ${minutes} minutes per day` : minutes < 0 ? `Cost about ${-minutes} minutes per day` : '',
    metricsImproved: [...DEFAULT_METRICS_IMPROVED],
    timeSaved: minutes,
    isRelevant: true,
    feedback: input.feedback,
    prompts,
    // The prompt library files them when it is next read (prompts/filing.ts).
    promptsFiled: prompts.length === 0,
    ...storyFigures(input),
  };
  const completion = { ...author, useCaseId: useCase.id };
  if (!withStory) {
    return writerFor(db).write(story);
  }
  return db.transaction(async (tx) => {
    const newlyCompleted = await recordCompletion(tx, completion);
    const [written] = await tx.insert(impactStories).values(story).returning({ id: impactStories.id });
    if (!written) throw new Error('story insert returned nothing');
    await withStory(tx, written.id);
    return { id: written.id, newlyCompleted };
  });
}

type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

/** One writer per database: concurrent stories share statements (story-insert.ts). */
const writers = new WeakMap<Db, StoryWriter>();

function writerFor(db: Db): StoryWriter {
  let writer = writers.get(db);
  if (!writer) writers.set(db, (writer = new StoryWriter(db)));
  return writer;
}

/** The optional figures of a story as stored: whole minutes, the rest as given. */
export function storyFigures(input: Omit<StoryInput, 'useCaseId' | 'prompts' | 'feedback'>) {
  const whole = (v: number | null) => (v === null ? null : Math.round(v));
  return {
    timeSavedLow: whole(input.timeSavedLow),
    timeSavedHigh: whole(input.timeSavedHigh),
    baselineMinutes: whole(input.baselineMinutes),
    frequencyPerWeek: input.frequencyPerWeek,
    evidenceUrl: input.evidenceUrl,
    timeWent: input.timeWent,
    sharing: input.sharing,
  };
}

/**
 * Likes or unlikes a story of the caller's workspace, once per teammate; the count on the story
 * moves in the same transaction. null when the story is not in that workspace.
 */
export async function setLike(
  db: Db,
  /** `hidden`: use cases the caller may not read; their stories are not found. */
  caller: { userId: string; workspaceId: string; hidden?: readonly string[] },
  storyId: string,
  like: boolean,
): Promise<{ likes: number; liked: boolean; useCaseId: string } | null> {
  return db.transaction(async (tx) => {
    const [story] = await tx
      .select({ id: impactStories.id, useCaseId: impactStories.useCaseId })
      .from(impactStories)
      .where(
        and(
          eq(impactStories.id, storyId),
          eq(impactStories.workspaceId, caller.workspaceId),
          eq(impactStories.kind, 'story'),
          notHidden(impactStories.useCaseId, caller.hidden ?? []),
        ),
      )
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
    return { likes: updated?.likes ?? 0, liked: like, useCaseId: story.useCaseId };
  });
}
