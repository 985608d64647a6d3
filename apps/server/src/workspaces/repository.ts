import { and, eq, inArray, isNull, sql } from 'drizzle-orm';
import { can, type WorkspaceRole } from '@pathwise/core';
import { domainAndParents } from '@pathwise/core/email';
import type { Db } from '../db/client';
import { blockedDomains, userProfiles, workspaces } from '../db/schema';

/** True when the domain, or a domain it belongs to, is in blocked_domains. */
export async function isBlockedDomain(db: Db, domain: string): Promise<boolean> {
  const [row] = await db
    .select({ domain: blockedDomains.domain })
    .from(blockedDomains)
    .where(inArray(blockedDomains.domain, domainAndParents(domain)))
    .limit(1);
  return row !== undefined;
}

/**
 * The spec's workspace flow, atomic: the first verified user of a domain creates its
 * workspace (name null, created_by and first_admin_id set) and becomes admin; anyone after
 * joins it. The unique domain index plus INSERT … ON CONFLICT makes concurrent first sign-ups
 * create exactly one workspace. A user who already has a workspace keeps it.
 */
export async function ensureWorkspace(db: Db, userId: string, domain: string): Promise<void> {
  await db.transaction(async (tx) => {
    const [profile] = await tx
      .select({ workspaceId: userProfiles.workspaceId })
      .from(userProfiles)
      .where(eq(userProfiles.id, userId))
      .for('update');
    if (!profile || profile.workspaceId) return;
    const [created] = await tx
      .insert(workspaces)
      .values({ domain, name: null, createdBy: userId, firstAdminId: userId })
      .onConflictDoNothing({ target: workspaces.domain })
      .returning({ id: workspaces.id });
    if (created) {
      await tx.update(userProfiles).set({ workspaceId: created.id, workspaceRole: 'admin' }).where(eq(userProfiles.id, userId));
      return;
    }
    const [existing] = await tx.select({ id: workspaces.id }).from(workspaces).where(eq(workspaces.domain, domain));
    if (!existing) throw new Error('workspace vanished during sign-up');
    await tx
      .update(userProfiles)
      .set({ workspaceId: existing.id, workspaceRole: 'member' })
      .where(and(eq(userProfiles.id, userId), isNull(userProfiles.workspaceId)));
  });
}

/**
 * Names the caller's workspace. While it has no name any member may set it (spec: a name is
 * required); afterwards only its admin may change it.
 */
export async function setWorkspaceName(
  db: Db,
  caller: { workspaceId: string; role: WorkspaceRole },
  name: string,
): Promise<'updated' | 'forbidden' | 'not_found'> {
  const [row] = await db
    .update(workspaces)
    .set({ name })
    .where(and(eq(workspaces.id, caller.workspaceId), can(caller.role, 'workspace.rename') ? sql`true` : isNull(workspaces.name)))
    .returning({ id: workspaces.id });
  if (row) return 'updated';
  const [exists] = await db.select({ id: workspaces.id }).from(workspaces).where(eq(workspaces.id, caller.workspaceId));
  return exists ? 'forbidden' : 'not_found';
}
