import { and, eq } from 'drizzle-orm';
import type { Db } from '../db/client';
import { impactStories } from '../db/schema';
import type { JobQueue } from '../jobs/queue';
import type { EventBus } from '../realtime/bus';
import { announce, notify } from './notify';

/** "A teammate liked your story": the story's author hears of a new like (once per teammate). */
export async function notifyStoryLiked(
  db: Db,
  jobs: JobQueue,
  bus: EventBus,
  like: { storyId: string; likerId: string; workspaceId: string },
): Promise<void> {
  const [story] = await db
    .select({ authorId: impactStories.userId, useCaseId: impactStories.useCaseId })
    .from(impactStories)
    .where(and(eq(impactStories.id, like.storyId), eq(impactStories.workspaceId, like.workspaceId)));
  if (!story) return;
  const notified = await db.transaction((tx) =>
    notify(tx, jobs, {
      workspaceId: like.workspaceId,
      recipientId: story.authorId,
      actorId: like.likerId,
      kind: 'story.liked',
      subject: { type: 'story', id: like.storyId, useCaseId: story.useCaseId },
    }),
  );
  await announce(bus, notified);
}
