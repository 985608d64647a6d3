import { and, count, eq, isNull } from 'drizzle-orm';
import type { NotificationKind, NotificationSubject } from '@pathwise/core';
import type { Db } from '../db/client';
import { notifications } from '../db/schema';
import type { JobQueue } from '../jobs/queue';
import type { EventBus } from '../realtime/bus';
import { channelFor } from './preferences';

type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

export interface NotifyInput {
  workspaceId: string;
  recipientId: string;
  /** Who caused it (null for the product itself); nobody is notified of their own doing. */
  actorId: string | null;
  kind: NotificationKind;
  subject: NotificationSubject;
  /** What the sentence needs beyond the actor (a title). Never a token or an address. */
  data?: Record<string, string>;
  /**
   * The same event happening again notifies once: by default one notification per kind, subject
   * and actor (a like taken back and given again).
   */
  dedupeKey?: string;
}

export interface Notified {
  id: string;
  workspaceId: string;
  recipientId: string;
  unread: number;
}

/**
 * THE way anything notifies a member (issues 15, 16 and 18 call it for their events): respects
 * the recipient's choice for the kind (off: nothing; in the product: the bell; by e-mail: the
 * bell and an e-mail through the job queue). Pass the request's transaction as `db` to write the
 * notification and its mail job with the event; then `announce` the result after the commit so
 * the recipient's open tabs light the bell.
 */
export async function notify(db: Db | Tx, jobs: JobQueue, input: NotifyInput): Promise<Notified | null> {
  if (input.actorId !== null && input.actorId === input.recipientId) return null;
  const channel = await channelFor(db, input.recipientId, input.kind);
  if (channel === 'off') return null;
  const subjectId = 'useCaseId' in input.subject ? `${input.subject.id}|${input.subject.useCaseId}` : input.subject.id;
  const [row] = await db
    .insert(notifications)
    .values({
      workspaceId: input.workspaceId,
      recipientId: input.recipientId,
      actorId: input.actorId,
      kind: input.kind,
      subjectType: input.subject.type,
      subjectId,
      data: input.data ?? {},
      dedupeKey: input.dedupeKey ?? `${input.kind}:${input.subject.type}:${input.subject.id}:${input.actorId ?? '-'}`,
    })
    .onConflictDoNothing()
    .returning({ id: notifications.id });
  if (!row) return null;
  if (channel === 'email') await jobs.send('mail.notification', { notificationId: row.id }, { tx: db });
  return { id: row.id, workspaceId: input.workspaceId, recipientId: input.recipientId, unread: await unreadCount(db, input.recipientId) };
}

/** Tells the recipient's open tabs (on every instance) that they have a new notification. */
export async function announce(bus: EventBus, notified: Notified | null): Promise<void> {
  if (!notified) return;
  await bus.publish({
    type: 'notification.created',
    workspaceId: notified.workspaceId,
    userId: notified.recipientId,
    unread: notified.unread,
  });
}

export async function unreadCount(db: Db | Tx, recipientId: string): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(notifications)
    .where(and(eq(notifications.recipientId, recipientId), isNull(notifications.readAt)));
  return Number(row?.n ?? 0);
}
