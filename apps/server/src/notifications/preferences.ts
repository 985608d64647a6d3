import { eq, sql } from 'drizzle-orm';
import {
  NOTIFICATION_DEFAULTS,
  NOTIFICATION_KINDS,
  type NotificationChannel,
  type NotificationKind,
  type NotificationPreferences,
  type NotificationPreferencesInput,
} from '@pathwise/core';
import type { Db } from '../db/client';
import { notificationPreferences } from '../db/schema';

/** The weekly digest's row in notification_preferences: 'email' (default) or 'off'. */
export const DIGEST_KIND = 'digest';

type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

/** A member's choices, defaults filled in. */
export async function readPreferences(db: Db | Tx, userId: string): Promise<NotificationPreferences> {
  const rows = await db
    .select({ kind: notificationPreferences.kind, channel: notificationPreferences.channel })
    .from(notificationPreferences)
    .where(eq(notificationPreferences.userId, userId));
  const chosen = new Map(rows.map((r) => [r.kind, r.channel]));
  const kinds = Object.fromEntries(NOTIFICATION_KINDS.map((kind) => [kind, chosen.get(kind) ?? NOTIFICATION_DEFAULTS[kind]])) as Record<
    NotificationKind,
    NotificationChannel
  >;
  return { kinds, digest: chosen.get(DIGEST_KIND) !== 'off' };
}

/** Where one kind goes for one member. */
export async function channelFor(db: Db | Tx, userId: string, kind: NotificationKind | typeof DIGEST_KIND): Promise<NotificationChannel> {
  const [row] = await db
    .select({ channel: notificationPreferences.channel })
    .from(notificationPreferences)
    .where(sql`${notificationPreferences.userId} = ${userId} AND ${notificationPreferences.kind} = ${kind}`);
  if (row) return row.channel;
  return kind === DIGEST_KIND ? 'email' : NOTIFICATION_DEFAULTS[kind];
}

/** Stores what the member changed (only the kinds given). */
export async function writePreferences(db: Db, userId: string, input: NotificationPreferencesInput): Promise<void> {
  const rows: { userId: string; kind: string; channel: NotificationChannel }[] = Object.entries(input.kinds ?? {}).map(
    ([kind, channel]) => ({ userId, kind, channel }),
  );
  if (input.digest !== undefined) rows.push({ userId, kind: DIGEST_KIND, channel: input.digest ? 'email' : 'off' });
  if (rows.length === 0) return;
  await db
    .insert(notificationPreferences)
    .values(rows)
    .onConflictDoUpdate({
      target: [notificationPreferences.userId, notificationPreferences.kind],
      set: { channel: sql`excluded.channel`, updatedAt: new Date() },
    });
}
