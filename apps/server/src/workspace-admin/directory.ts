import { and, count, eq, inArray, isNull, sql, type SQL } from 'drizzle-orm';
import {
  avatarInitials,
  MEMBER_PAGE_SIZE,
  type GroupRef,
  type MemberListQuery,
  type MemberPage,
  type Specialty,
  type WorkspaceOverview,
} from '@pathwise/core';
import type { Db } from '../db/client';
import { groupMembers, groups, impactStories, userProfiles, users, workspaces } from '../db/schema';
import { DELETED_ACCOUNT_DOMAIN } from '../account/account';
import { memberName } from './audit';

const likeEscape = (text: string) => text.replace(/[\\%_]/g, (ch) => `\\${ch}`);

/**
 * The member directory, one page: searched by name or e-mail, optionally one group's members,
 * sorted by name. Admins see deactivated members too (flagged); everyone else only active ones.
 */
export async function listMembers(db: Db, workspaceId: string, query: MemberListQuery, includeDeactivated: boolean): Promise<MemberPage> {
  const conditions: (SQL | undefined)[] = [eq(userProfiles.workspaceId, workspaceId)];
  if (!includeDeactivated) conditions.push(isNull(userProfiles.deactivatedAt));
  const q = query.q?.trim();
  if (q) {
    const pattern = `%${likeEscape(q)}%`;
    conditions.push(sql`(${users.email} ILIKE ${pattern} OR ${userProfiles.displayName} ILIKE ${pattern})`);
  }
  if (query.group) {
    conditions.push(
      sql`EXISTS (SELECT 1 FROM ${groupMembers} WHERE ${groupMembers.groupId} = ${query.group} AND ${groupMembers.userId} = ${users.id})`,
    );
  }
  const where = and(...conditions);
  const [totalRow] = await db.select({ n: count() }).from(userProfiles).innerJoin(users, eq(users.id, userProfiles.id)).where(where);
  const rows = await db
    .select({
      id: users.id,
      email: users.email,
      displayName: userProfiles.displayName,
      specialty: userProfiles.specialty,
      role: userProfiles.workspaceRole,
      joinedAt: userProfiles.createdAt,
      lastActiveAt: userProfiles.lastActiveAt,
      deactivatedAt: userProfiles.deactivatedAt,
      storiesShared: sql<number>`(SELECT count(*)::int FROM ${impactStories} WHERE ${impactStories.userId} = ${users.id} AND ${impactStories.kind} = 'story')`,
    })
    .from(userProfiles)
    .innerJoin(users, eq(users.id, userProfiles.id))
    .where(where)
    .orderBy(sql`${userProfiles.deactivatedAt} IS NOT NULL`, sql`lower(coalesce(${userProfiles.displayName}, ${users.email}))`, users.id)
    .limit(MEMBER_PAGE_SIZE)
    .offset((query.page - 1) * MEMBER_PAGE_SIZE);
  const groupsOf = await memberGroups(
    db,
    rows.map((r) => r.id),
  );
  return {
    members: rows.map((row) => {
      const name = memberName(row);
      return {
        id: row.id,
        name,
        email: row.email,
        initials: avatarInitials(name),
        specialty: row.specialty as Specialty | null,
        role: row.role,
        groups: groupsOf.get(row.id) ?? [],
        joinedAt: row.joinedAt.toISOString(),
        lastActiveAt: row.lastActiveAt?.toISOString() ?? null,
        storiesShared: Number(row.storiesShared),
        deactivated: row.deactivatedAt !== null,
        deleted: row.email.endsWith(`@${DELETED_ACCOUNT_DOMAIN}`),
      };
    }),
    total: Number(totalRow?.n ?? 0),
    page: query.page,
    pageSize: MEMBER_PAGE_SIZE,
  };
}

/** The groups of each of these members, by name. */
export async function memberGroups(db: Db, userIds: string[]): Promise<Map<string, GroupRef[]>> {
  const out = new Map<string, GroupRef[]>();
  if (userIds.length === 0) return out;
  const rows = await db
    .select({ userId: groupMembers.userId, id: groups.id, name: groups.name })
    .from(groupMembers)
    .innerJoin(groups, eq(groups.id, groupMembers.groupId))
    .where(inArray(groupMembers.userId, userIds))
    .orderBy(groups.name);
  for (const row of rows) out.set(row.userId, [...(out.get(row.userId) ?? []), { id: row.id, name: row.name }]);
  return out;
}

export async function workspaceOverview(db: Db, workspaceId: string): Promise<WorkspaceOverview | null> {
  const [workspace] = await db.select().from(workspaces).where(eq(workspaces.id, workspaceId));
  if (!workspace) return null;
  const [counts] = await db
    .select({
      members: count(),
      admins: sql<number>`count(*) FILTER (WHERE ${userProfiles.workspaceRole} = 'admin')::int`,
    })
    .from(userProfiles)
    .where(and(eq(userProfiles.workspaceId, workspaceId), isNull(userProfiles.deactivatedAt)));
  return {
    id: workspace.id,
    name: workspace.name,
    domain: workspace.domain,
    memberCount: Number(counts?.members ?? 0),
    adminCount: Number(counts?.admins ?? 0),
  };
}
