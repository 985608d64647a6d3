import { and, desc, eq, gt, ne, sql } from 'drizzle-orm';
import { deviceName, INACTIVITY, type AccountSession, type ProfileUpdate } from '@pathwise/core';
import { hashToken, randomToken } from '../auth/crypto';
import type { Db } from '../db/client';
import {
  completions,
  groupMembers,
  impactStories,
  notificationPreferences,
  notifications,
  savedPrompts,
  sessions,
  storyLikes,
  useCaseRatings,
  userProfiles,
  users,
} from '../db/schema';

/** My account's profile: the onboarding values and the rest; recommendations follow at once. */
export async function updateProfile(db: Db, userId: string, input: ProfileUpdate): Promise<void> {
  await db
    .update(userProfiles)
    .set({
      displayName: input.displayName ? input.displayName : null,
      specialty: input.specialty,
      proficiencyLevel: input.proficiencyLevel,
      responsibilities: input.responsibilities,
      motivations: input.motivations,
      customMotivation: input.motivations.includes('other') ? (input.customMotivation ?? null) : null,
      preferredUseCaseTypes: input.preferredUseCaseTypes,
    })
    .where(eq(userProfiles.id, userId));
}

/** A session's public id: never the token's hash itself. */
export const sessionId = (tokenHash: string) => hashToken(`session-id:${tokenHash}`).slice(0, 16);

export async function listSessions(db: Db, userId: string, currentHash: string): Promise<AccountSession[]> {
  const idleSince = new Date(Date.now() - INACTIVITY.timeoutMs);
  const rows = await db
    .select()
    .from(sessions)
    .where(and(eq(sessions.userId, userId), gt(sessions.expiresAt, new Date()), gt(sessions.lastSeenAt, idleSince)))
    .orderBy(desc(sessions.lastSeenAt));
  return rows.map((row) => ({
    id: sessionId(row.tokenHash),
    device: deviceName(row.userAgent),
    lastUsedAt: row.lastSeenAt.toISOString(),
    createdAt: row.createdAt.toISOString(),
    current: row.tokenHash === currentHash,
  }));
}

/** Ends every session of the user but this one; returns the ended ones' hashes. */
export async function endOtherSessions(db: Db, userId: string, keepHash: string): Promise<string[]> {
  const ended = await db
    .delete(sessions)
    .where(and(eq(sessions.userId, userId), ne(sessions.tokenHash, keepHash)))
    .returning({ tokenHash: sessions.tokenHash });
  return ended.map((row) => row.tokenHash);
}

/** Everything the product holds about the member, as JSON. */
export async function exportAccount(db: Db, userId: string) {
  const [account] = await db
    .select({ user: users, profile: userProfiles })
    .from(users)
    .innerJoin(userProfiles, eq(userProfiles.id, users.id))
    .where(eq(users.id, userId));
  if (!account) return null;
  const { passwordHash: _hidden, ...user } = account.user;
  return {
    exportedAt: new Date().toISOString(),
    account: user,
    profile: account.profile,
    stories: await db.select().from(impactStories).where(eq(impactStories.userId, userId)),
    ratings: await db.select().from(useCaseRatings).where(eq(useCaseRatings.userId, userId)),
    completions: await db.select().from(completions).where(eq(completions.userId, userId)),
    likes: await db.select().from(storyLikes).where(eq(storyLikes.userId, userId)),
    notificationPreferences: await db.select().from(notificationPreferences).where(eq(notificationPreferences.userId, userId)),
  };
}

/**
 * Deletes an account. 'delete': the user and everything of theirs goes (stories included).
 * 'anonymise': their stories stay in the workspace as a former member's; everything personal
 * (address, password, profile answers, ratings, completions, likes, notifications, groups,
 * sessions) goes, and the row that holds the stories can never sign in again.
 */
/** The domain of a deleted account's scrubbed address: such a row never signs in nor comes back. */
export const DELETED_ACCOUNT_DOMAIN = 'deleted.invalid';

export async function deleteAccount(db: Db, userId: string, stories: 'delete' | 'anonymise'): Promise<void> {
  await db.transaction(async (tx) => {
    if (stories === 'delete') {
      await tx.delete(users).where(eq(users.id, userId));
      return;
    }
    const ghost = `deleted-${randomToken().slice(0, 12).toLowerCase()}`;
    for (const table of [useCaseRatings, completions, storyLikes, savedPrompts, notificationPreferences, groupMembers, sessions])
      await tx.delete(table).where(eq(table.userId, userId));
    await tx.delete(notifications).where(eq(notifications.recipientId, userId));
    await tx
      .update(impactStories)
      .set({ feedback: '' })
      .where(and(eq(impactStories.userId, userId), eq(impactStories.kind, 'feedback')));
    await tx
      .update(users)
      .set({
        email: `${ghost}@${DELETED_ACCOUNT_DOMAIN}`,
        domain: DELETED_ACCOUNT_DOMAIN,
        passwordHash: `!${randomToken()}`,
        updatedAt: new Date(),
      })
      .where(eq(users.id, userId));
    await tx
      .update(userProfiles)
      .set({
        displayName: 'Former member',
        deactivatedAt: sql`coalesce(${userProfiles.deactivatedAt}, now())`,
        workspaceRole: 'member',
        specialty: null,
        responsibilities: [],
        motivations: [],
        customMotivation: null,
        preferredUseCaseTypes: [],
        lastActiveAt: null,
      })
      .where(eq(userProfiles.id, userId));
  });
}
