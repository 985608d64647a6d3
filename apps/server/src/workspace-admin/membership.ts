import { and, eq, isNull, ne, sql } from 'drizzle-orm';
import type { WorkspaceRole } from '@pathwise/core';
import type { Db } from '../db/client';
import { sessions, userProfiles, users, workspaces } from '../db/schema';
import { DELETED_ACCOUNT_DOMAIN } from '../account/account';
import { memberName, writeAudit, type Tx } from './audit';

export type MembershipOutcome = 'done' | 'not_found' | 'last_admin' | 'self' | 'not_admin' | 'deleted';

interface Actor {
  workspaceId: string;
  userId: string;
}

/**
 * Every change to who is admin or active runs here, one at a time per workspace: the
 * workspace's row is locked first, then the caller is checked to still be an active admin and
 * the workspace to keep at least one. Two admins demoting each other at the same moment: the
 * second waits for the first, then finds that it is no longer an admin (or the last one).
 */
async function withAdminLock<T>(
  db: Db,
  actor: Actor,
  targetId: string,
  work: (tx: Tx, target: { role: WorkspaceRole; deactivatedAt: Date | null; name: string }, admins: number) => Promise<T>,
): Promise<T | MembershipOutcome> {
  return db.transaction(async (tx) => {
    await tx.select({ id: workspaces.id }).from(workspaces).where(eq(workspaces.id, actor.workspaceId)).for('update');
    const [caller] = await tx
      .select({ role: userProfiles.workspaceRole })
      .from(userProfiles)
      .where(and(eq(userProfiles.id, actor.userId), eq(userProfiles.workspaceId, actor.workspaceId), isNull(userProfiles.deactivatedAt)));
    if (caller?.role !== 'admin') return 'not_admin';
    const [target] = await tx
      .select({
        role: userProfiles.workspaceRole,
        deactivatedAt: userProfiles.deactivatedAt,
        email: users.email,
        displayName: userProfiles.displayName,
      })
      .from(userProfiles)
      .innerJoin(users, eq(users.id, userProfiles.id))
      .where(and(eq(userProfiles.id, targetId), eq(userProfiles.workspaceId, actor.workspaceId)));
    if (!target) return 'not_found';
    // A deleted account's row only keeps its stories: no role, and it never comes back.
    if (target.email.endsWith(`@${DELETED_ACCOUNT_DOMAIN}`)) return 'deleted';
    const [{ admins = 0 } = {}] = await tx
      .select({ admins: sql<number>`count(*)::int` })
      .from(userProfiles)
      .where(
        and(eq(userProfiles.workspaceId, actor.workspaceId), eq(userProfiles.workspaceRole, 'admin'), isNull(userProfiles.deactivatedAt)),
      );
    return work(tx, { role: target.role, deactivatedAt: target.deactivatedAt, name: memberName(target) }, Number(admins));
  });
}

/** Promotes or demotes a member; the workspace always keeps at least one active admin. */
export async function changeRole(db: Db, actor: Actor, targetId: string, role: WorkspaceRole): Promise<MembershipOutcome> {
  const outcome = await withAdminLock(db, actor, targetId, async (tx, target, admins) => {
    if (target.role === role) return 'done' as const;
    if (target.role === 'admin' && !target.deactivatedAt && admins <= 1) return 'last_admin' as const;
    await tx.update(userProfiles).set({ workspaceRole: role }).where(eq(userProfiles.id, targetId));
    await writeAudit(tx, {
      workspaceId: actor.workspaceId,
      actorId: actor.userId,
      action: 'member.role_changed',
      targetId,
      data: { target: target.name, from: target.role, to: role },
    });
    return 'done' as const;
  });
  return outcome;
}

/**
 * Deactivates (or reactivates) a member. Deactivation ends their sessions in the same
 * transaction; the caller then announces the change so every instance drops the cached caller
 * and closes the member's sockets. Their stories stay, shown as a former member's.
 */
export async function setActive(db: Db, actor: Actor, targetId: string, active: boolean): Promise<MembershipOutcome> {
  if (targetId === actor.userId && !active) return 'self';
  return withAdminLock(db, actor, targetId, async (tx, target, admins) => {
    if (active === (target.deactivatedAt === null)) return 'done' as const;
    if (!active && target.role === 'admin' && admins <= 1) return 'last_admin' as const;
    await tx
      .update(userProfiles)
      .set({ deactivatedAt: active ? null : new Date() })
      .where(eq(userProfiles.id, targetId));
    if (!active) await tx.delete(sessions).where(eq(sessions.userId, targetId));
    await writeAudit(tx, {
      workspaceId: actor.workspaceId,
      actorId: actor.userId,
      action: active ? 'member.reactivated' : 'member.deactivated',
      targetId,
      data: { target: target.name },
    });
    return 'done' as const;
  });
}

/** Other active admins of the workspace than this user (a last admin must hand over before leaving). */
export async function otherActiveAdmins(db: Db, workspaceId: string, userId: string): Promise<number> {
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(userProfiles)
    .where(
      and(
        eq(userProfiles.workspaceId, workspaceId),
        eq(userProfiles.workspaceRole, 'admin'),
        isNull(userProfiles.deactivatedAt),
        ne(userProfiles.id, userId),
      ),
    );
  return Number(row?.n ?? 0);
}
