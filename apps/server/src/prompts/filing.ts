import { and, asc, eq, inArray, not } from 'drizzle-orm';
import type { Db } from '../db/client';
import { impactStories } from '../db/schema';
import { indexStoryPrompts } from './index-story';

const BATCH = 200;

/**
 * Files the workspace's new stories into its prompt library; every read of the library calls
 * it first. Writing a story then takes no lock on a shared prompt entry (a popular prompt made
 * every story of the team wait for the one before), and the library is exact when it is read.
 * Readers at the same moment take different stories (SKIP LOCKED); each story is filed once (its
 * flag moves in the transaction that files it). Cheap when there is nothing to file: one probe of
 * a partial index that is empty most of the time, outside any transaction.
 */
export async function fileNewPrompts(db: Db, workspaceId: string): Promise<number> {
  // The common case, nothing waiting, is one statement outside a transaction (a transaction would
  // add a BEGIN and a COMMIT to every read of the library).
  const unfiled = and(eq(impactStories.workspaceId, workspaceId), not(impactStories.promptsFiled));
  const [waiting] = await db.select({ id: impactStories.id }).from(impactStories).where(unfiled).limit(1);
  if (!waiting) return 0;
  let filed = 0;
  for (;;) {
    const count = await db.transaction(async (tx) => {
      const stories = await tx
        .select({
          id: impactStories.id,
          userId: impactStories.userId,
          useCaseId: impactStories.useCaseId,
          prompts: impactStories.prompts,
          createdAt: impactStories.createdAt,
          kind: impactStories.kind,
        })
        .from(impactStories)
        .where(unfiled)
        .orderBy(asc(impactStories.createdAt))
        .limit(BATCH)
        .for('update', { skipLocked: true });
      for (const story of stories) if (story.kind === 'story') await indexStoryPrompts(tx, { ...story, workspaceId, storyId: story.id });
      if (stories.length > 0)
        await tx
          .update(impactStories)
          .set({ promptsFiled: true })
          .where(
            inArray(
              impactStories.id,
              stories.map((s) => s.id),
            ),
          );
      return stories.length;
    });
    filed += count;
    if (count < BATCH) return filed;
  }
}

/**
 * At start: every workspace's stories that wait to be filed (written by an earlier version, a
 * seed or an import) are filed, so the first reader does not wait for them. Idempotent.
 */
export async function backfillPromptLibrary(db: Db): Promise<number> {
  const waiting = await db
    .selectDistinct({ workspaceId: impactStories.workspaceId })
    .from(impactStories)
    .where(not(impactStories.promptsFiled));
  let filed = 0;
  for (const { workspaceId } of waiting) filed += await fileNewPrompts(db, workspaceId);
  return filed;
}
