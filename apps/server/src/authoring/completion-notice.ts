import { and, eq } from 'drizzle-orm';
import type { Db } from '../db/client';
import { workspaceUseCases } from '../db/schema';
import type { JobQueue } from '../jobs/queue';
import { announce, notify } from '../notifications/notify';
import type { EventBus } from '../realtime/bus';

/**
 * "A teammate completed a use case you authored": the author of a team use case hears of each
 * teammate's first completion (bundled use cases have no author in the workspace).
 */
export async function notifyAuthorOfCompletion(
  deps: { db: Db; jobs: JobQueue; bus: EventBus },
  completion: { workspaceId: string; useCaseId: string; userId: string },
): Promise<void> {
  const [row] = await deps.db
    .select({ authorId: workspaceUseCases.createdBy, title: workspaceUseCases.draft })
    .from(workspaceUseCases)
    .where(and(eq(workspaceUseCases.workspaceId, completion.workspaceId), eq(workspaceUseCases.useCaseId, completion.useCaseId)));
  if (!row?.authorId) return;
  const authorId = row.authorId;
  const notified = await deps.db.transaction((tx) =>
    notify(tx, deps.jobs, {
      workspaceId: completion.workspaceId,
      recipientId: authorId,
      actorId: completion.userId,
      kind: 'use-case.completed',
      subject: { type: 'use-case', id: completion.useCaseId },
      data: { title: row.title.title },
    }),
  );
  await announce(deps.bus, notified);
}
