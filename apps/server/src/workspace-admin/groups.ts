import { and, asc, eq, isNull, sql } from 'drizzle-orm';
import { SUGGESTED_GROUPS, type WorkspaceGroup } from '@pathwise/core';
import type { Db } from '../db/client';
import { groupMembers, groups, userProfiles, users } from '../db/schema';
import type { JobQueue } from '../jobs/queue';
import { notify, type Notified } from '../notifications/notify';
import { memberName, writeAudit } from './audit';
import { carryGroupChange } from '../authoring/group-names';

interface Actor {
  workspaceId: string;
  userId: string;
}

/** The workspace's groups (with the caller's membership), and the spec's five as suggestions while it has none. */
export async function listGroups(db: Db, actor: Actor): Promise<{ groups: WorkspaceGroup[]; suggestions: string[] }> {
  const rows = await db
    .select({
      id: groups.id,
      name: groups.name,
      open: groups.open,
      createdAt: groups.createdAt,
      // Qualified by hand: a select from one table names its columns bare, which a subquery would rebind.
      memberCount: sql<number>`(SELECT count(*)::int FROM ${groupMembers} gm JOIN ${userProfiles} p ON p.id = gm.user_id WHERE gm.group_id = "groups"."id" AND p.deactivated_at IS NULL)`,
      isMember: sql<boolean>`EXISTS (SELECT 1 FROM ${groupMembers} gm WHERE gm.group_id = "groups"."id" AND gm.user_id = ${actor.userId})`,
    })
    .from(groups)
    .where(eq(groups.workspaceId, actor.workspaceId))
    .orderBy(asc(groups.name));
  return {
    groups: rows.map((r) => ({ ...r, memberCount: Number(r.memberCount), createdAt: r.createdAt.toISOString() })),
    suggestions: rows.length === 0 ? [...SUGGESTED_GROUPS] : [],
  };
}

/** PostgreSQL's unique violation, from either driver (the code may sit on the cause). */
const isUniqueViolation = (error: unknown): boolean => {
  if (typeof error !== 'object' || error === null) return false;
  const { code, cause } = error as { code?: string; cause?: unknown };
  return code === '23505' || (cause !== undefined && cause !== error && isUniqueViolation(cause));
};

export async function createGroup(db: Db, actor: Actor, input: { name: string; open: boolean }): Promise<{ id: string } | 'taken'> {
  try {
    return await db.transaction(async (tx) => {
      const [row] = await tx
        .insert(groups)
        .values({ workspaceId: actor.workspaceId, name: input.name, open: input.open, createdBy: actor.userId })
        .onConflictDoNothing()
        .returning({ id: groups.id });
      if (!row) return 'taken' as const;
      await writeAudit(tx, {
        workspaceId: actor.workspaceId,
        actorId: actor.userId,
        action: 'group.created',
        targetId: row.id,
        data: { group: input.name },
      });
      return row;
    });
  } catch (error) {
    if (isUniqueViolation(error)) return 'taken';
    throw error;
  }
}

async function groupOf(db: Db, workspaceId: string, groupId: string) {
  const [row] = await db
    .select()
    .from(groups)
    .where(and(eq(groups.id, groupId), eq(groups.workspaceId, workspaceId)));
  return row ?? null;
}

export async function updateGroup(
  db: Db,
  actor: Actor,
  groupId: string,
  input: { name?: string; open?: boolean },
): Promise<'done' | 'not_found' | 'taken'> {
  const group = await groupOf(db, actor.workspaceId, groupId);
  if (!group) return 'not_found';
  try {
    return await db.transaction(async (tx) => {
      const [row] = await tx
        .update(groups)
        .set({ ...(input.name !== undefined ? { name: input.name } : {}), ...(input.open !== undefined ? { open: input.open } : {}) })
        .where(and(eq(groups.id, groupId), eq(groups.workspaceId, actor.workspaceId)))
        .returning({ name: groups.name, open: groups.open });
      if (!row) return 'not_found' as const;
      const base = { workspaceId: actor.workspaceId, actorId: actor.userId, targetId: groupId };
      if (input.name !== undefined && input.name !== group.name) {
        await writeAudit(tx, { ...base, action: 'group.renamed', data: { from: group.name, group: row.name } });
        await carryGroupChange(tx, actor.workspaceId, group.name, row.name);
      }
      if (input.open !== undefined && input.open !== group.open)
        await writeAudit(tx, { ...base, action: 'group.updated', data: { group: row.name, open: String(row.open) } });
      return 'done' as const;
    });
  } catch (error) {
    if (isUniqueViolation(error)) return 'taken';
    throw error;
  }
}

export async function deleteGroup(db: Db, actor: Actor, groupId: string): Promise<'done' | 'not_found'> {
  return db.transaction(async (tx) => {
    const [row] = await tx
      .delete(groups)
      .where(and(eq(groups.id, groupId), eq(groups.workspaceId, actor.workspaceId)))
      .returning({ name: groups.name });
    if (!row) return 'not_found' as const;
    await carryGroupChange(tx, actor.workspaceId, row.name, null);
    await writeAudit(tx, {
      workspaceId: actor.workspaceId,
      actorId: actor.userId,
      action: 'group.deleted',
      targetId: groupId,
      data: { group: row.name },
    });
    return 'done' as const;
  });
}

export type MembershipChange = { outcome: 'done'; notified: Notified | null } | { outcome: 'not_found' | 'closed' };

/**
 * Adds a member to a group, or removes them. A member acting on themselves may only join or
 * leave an open group; an admin (`asAdmin`) adds and removes anyone, which is audited and, for
 * an addition, notifies the member (core kind group.added).
 */
export async function setGroupMembership(
  db: Db,
  jobs: JobQueue,
  actor: Actor,
  input: { groupId: string; userId: string; member: boolean; asAdmin: boolean },
): Promise<MembershipChange> {
  const group = await groupOf(db, actor.workspaceId, input.groupId);
  if (!group) return { outcome: 'not_found' };
  if (!input.asAdmin && !group.open) return { outcome: 'closed' };
  const [target] = await db
    .select({ email: users.email, displayName: userProfiles.displayName })
    .from(userProfiles)
    .innerJoin(users, eq(users.id, userProfiles.id))
    .where(and(eq(userProfiles.id, input.userId), eq(userProfiles.workspaceId, actor.workspaceId), isNull(userProfiles.deactivatedAt)));
  if (!target) return { outcome: 'not_found' };
  return db.transaction(async (tx) => {
    let changed: boolean;
    if (input.member) {
      const rows = await tx
        .insert(groupMembers)
        .values({ groupId: group.id, userId: input.userId, addedBy: actor.userId })
        .onConflictDoNothing()
        .returning({ userId: groupMembers.userId });
      changed = rows.length > 0;
    } else {
      const rows = await tx
        .delete(groupMembers)
        .where(and(eq(groupMembers.groupId, group.id), eq(groupMembers.userId, input.userId)))
        .returning({ userId: groupMembers.userId });
      changed = rows.length > 0;
    }
    let notified: Notified | null = null;
    if (changed && input.asAdmin && input.userId !== actor.userId) {
      await writeAudit(tx, {
        workspaceId: actor.workspaceId,
        actorId: actor.userId,
        action: input.member ? 'group.member_added' : 'group.member_removed',
        targetId: input.userId,
        data: { target: memberName(target), group: group.name },
      });
      if (input.member)
        notified = await notify(tx, jobs, {
          workspaceId: actor.workspaceId,
          recipientId: input.userId,
          actorId: actor.userId,
          kind: 'group.added',
          subject: { type: 'group', id: group.id },
          data: { title: group.name },
          dedupeKey: `group.added:${group.id}:${Date.now()}`,
        });
    }
    return { outcome: 'done' as const, notified };
  });
}
