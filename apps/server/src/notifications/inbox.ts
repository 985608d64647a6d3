import { and, desc, eq, isNull, sql } from 'drizzle-orm';
import {
  displayName,
  NOTIFICATION_KINDS,
  NOTIFICATION_LIST_SIZE,
  subjectHref,
  type NotificationItem,
  type NotificationKind,
  type NotificationList,
  type NotificationSubject,
} from '@pathwise/core';
import type { CatalogueService } from '../catalogue/catalogue';
import type { Db } from '../db/client';
import { notifications, users } from '../db/schema';
import { unreadCount } from './notify';

export interface StoredNotification {
  id: string;
  kind: string;
  subjectType: string;
  subjectId: string;
  data: Record<string, string>;
  actorEmail: string | null;
  readAt: Date | null;
  createdAt: Date;
}

function subjectOf(row: Pick<StoredNotification, 'subjectType' | 'subjectId'>): NotificationSubject {
  const [id = '', useCaseId = ''] = row.subjectId.split('|');
  switch (row.subjectType) {
    case 'story':
      return { type: 'story', id, useCaseId };
    case 'use-case':
    case 'request':
    case 'group':
    case 'member':
      return { type: row.subjectType, id };
    default:
      return { type: 'member', id };
  }
}

/** The sentence of a notification (bell and e-mail). */
export function notificationText(row: StoredNotification, catalogue: CatalogueService): string {
  const actor = row.actorEmail ? displayName(row.actorEmail) : 'A teammate';
  const subject = subjectOf(row);
  const useCaseTitle =
    (subject.type === 'story'
      ? catalogue.get(subject.useCaseId)?.title
      : subject.type === 'use-case'
        ? catalogue.get(subject.id)?.title
        : undefined) ??
    row.data.title ??
    'a use case';
  switch (row.kind as NotificationKind) {
    case 'story.liked':
      return `${actor} liked your story on ${useCaseTitle}`;
    case 'use-case.completed':
      return `${actor} completed ${useCaseTitle}, a use case you authored`;
    case 'request.fulfilled':
      return `Your request "${row.data.title ?? 'for a guide'}" was fulfilled`;
    case 'group.added':
      return `${actor} added you to the group ${row.data.title ?? ''}`.trim();
    case 'invitation.accepted':
      return `${actor} accepted your invitation`;
    case 'impact.follow-up':
      return `Two weeks ago you shared a story on ${useCaseTitle}. Did it hold up?`;
    default:
      return 'You have a new notification';
  }
}

export function toItem(row: StoredNotification, catalogue: CatalogueService): NotificationItem {
  return {
    id: row.id,
    kind: (NOTIFICATION_KINDS as readonly string[]).includes(row.kind) ? (row.kind as NotificationKind) : 'story.liked',
    text: notificationText(row, catalogue),
    // The follow-up is answered on the author's own story card in the home feed.
    href: row.kind === 'impact.follow-up' ? '/home' : subjectHref(subjectOf(row)),
    read: row.readAt !== null,
    createdAt: row.createdAt.toISOString(),
  };
}

const columns = {
  id: notifications.id,
  kind: notifications.kind,
  subjectType: notifications.subjectType,
  subjectId: notifications.subjectId,
  data: notifications.data,
  actorEmail: users.email,
  readAt: notifications.readAt,
  createdAt: notifications.createdAt,
};

/** The recipient's newest notifications and unread count (always the caller's own). */
export async function listNotifications(db: Db, catalogue: CatalogueService, recipientId: string): Promise<NotificationList> {
  const rows = await db
    .select(columns)
    .from(notifications)
    .leftJoin(users, eq(users.id, notifications.actorId))
    .where(eq(notifications.recipientId, recipientId))
    .orderBy(desc(notifications.createdAt), desc(notifications.id))
    .limit(NOTIFICATION_LIST_SIZE);
  return { notifications: rows.map((row) => toItem(row, catalogue)), unread: await unreadCount(db, recipientId) };
}

/** One stored notification with its recipient's address (the e-mail job). */
export async function findNotification(
  db: Db,
  id: string,
): Promise<(StoredNotification & { recipientId: string; kindRaw: string }) | null> {
  const [row] = await db
    .select({ ...columns, recipientId: notifications.recipientId, kindRaw: notifications.kind })
    .from(notifications)
    .leftJoin(users, eq(users.id, notifications.actorId))
    .where(eq(notifications.id, id));
  return row ?? null;
}

/** Marks one (or, without an id, all) of the recipient's notifications read; the unread count left. */
export async function markRead(db: Db, recipientId: string, id?: string): Promise<{ found: boolean; unread: number }> {
  const updated = await db
    .update(notifications)
    .set({ readAt: sql`coalesce(${notifications.readAt}, now())` })
    .where(and(eq(notifications.recipientId, recipientId), id ? eq(notifications.id, id) : isNull(notifications.readAt)))
    .returning({ id: notifications.id });
  return { found: id ? updated.length > 0 : true, unread: await unreadCount(db, recipientId) };
}
