import { Hono } from 'hono';
import { z } from 'zod';
import { MEMBER_MESSAGES, memberListQuerySchema, roleChangeSchema } from '@pathwise/core';
import { callerCan, requirePermission } from '../../auth/permissions';
import type { AppDeps, AppEnv } from '../../context';
import { readJson } from '../../http/body';
import { ApiError } from '../../http/errors';
import { readQuery } from '../../http/query';
import { listAudit } from '../../workspace-admin/audit';
import { listMembers, workspaceOverview } from '../../workspace-admin/directory';
import { changeRole, setActive, type MembershipOutcome } from '../../workspace-admin/membership';

const uuid = z.uuid();
const auditQuery = z.object({ before: z.coerce.number().int().positive().optional() });

function memberId(raw: string): string {
  if (!uuid.safeParse(raw).success) throw new ApiError(404, 'member_not_found', 'This member is not in your workspace.');
  return raw;
}

/** Refusals of a membership change, in words an admin can act on. */
function refuse(outcome: Exclude<MembershipOutcome, 'done'>): never {
  switch (outcome) {
    case 'not_found':
      throw new ApiError(404, 'member_not_found', 'This member is not in your workspace.');
    case 'last_admin':
      throw new ApiError(409, 'last_admin', 'A workspace needs at least one admin. Make someone else an admin first.');
    case 'self':
      throw new ApiError(409, 'cannot_deactivate_self', 'You cannot deactivate yourself. Another admin can.');
    case 'not_admin':
      throw new ApiError(403, 'forbidden', 'Only a workspace admin can do this.');
    case 'deleted':
      throw new ApiError(409, 'account_deleted', 'This person deleted their account. It cannot be reactivated or given a role.');
  }
}

/** Workspace settings: overview, member directory, roles, deactivation, audit log. */
export function memberRoutes(deps: AppDeps) {
  const { db } = deps.database;

  const membershipChanged = async (targetId: string) => {
    // Every instance re-reads the member: a new role applies at once, a deactivated member's
    // cached caller is dropped and their sockets close (their sessions are gone).
    await deps.callers.userChanged(targetId);
    deps.realtime.checkSessions((m) => m.userId === targetId).catch(() => undefined);
  };

  return new Hono<AppEnv>()
    .get('/api/workspace', async (c) => {
      const caller = await requirePermission(c, deps, 'members.read');
      const overview = await workspaceOverview(db, caller.workspaceId);
      if (!overview) throw new ApiError(404, 'no_workspace', MEMBER_MESSAGES.noWorkspace);
      c.header('Cache-Control', 'private, no-store');
      return c.json({ workspace: overview, role: caller.role });
    })

    .get('/api/workspace/members', async (c) => {
      const caller = await requirePermission(c, deps, 'members.read');
      const query = readQuery(c, memberListQuerySchema);
      c.header('Cache-Control', 'private, no-store');
      return c.json(await listMembers(db, caller.workspaceId, query, callerCan(caller, 'members.manage')));
    })

    .put('/api/workspace/members/:id/role', async (c) => {
      const caller = await requirePermission(c, deps, 'members.manage');
      const { role } = await readJson(c, roleChangeSchema);
      const targetId = memberId(c.req.param('id'));
      const outcome = await changeRole(db, { workspaceId: caller.workspaceId, userId: caller.account.id }, targetId, role);
      if (outcome !== 'done') refuse(outcome);
      await membershipChanged(targetId);
      return c.json({ id: targetId, role });
    })

    .on(['POST', 'DELETE'], '/api/workspace/members/:id/deactivation', async (c) => {
      const caller = await requirePermission(c, deps, 'members.manage');
      const targetId = memberId(c.req.param('id'));
      const active = c.req.method === 'DELETE';
      const outcome = await setActive(db, { workspaceId: caller.workspaceId, userId: caller.account.id }, targetId, active);
      if (outcome !== 'done') refuse(outcome);
      await membershipChanged(targetId);
      deps.feedCache.invalidate(caller.workspaceId);
      await deps.promptLibrary.changed(caller.workspaceId);
      return c.json({ id: targetId, deactivated: !active });
    })

    .get('/api/workspace/audit', async (c) => {
      const caller = await requirePermission(c, deps, 'audit.read');
      const { before } = readQuery(c, auditQuery);
      c.header('Cache-Control', 'private, no-store');
      return c.json(await listAudit(db, caller.workspaceId, before));
    });
}
