import type { Context } from 'hono';
import { can, forbiddenMessage, type Permission, type WorkspaceRole } from '@pathwise/core';
import type { AppDeps, AppEnv } from '../context';
import { ApiError } from '../http/errors';
import { requireMember, type Caller } from './middleware';

/**
 * THE permission module: every route that needs more than a signed-in member asks here, and
 * the answer comes from core's PERMISSIONS table (the web app reads the same table to show or
 * hide controls). Deactivated members never get this far: their sessions load no caller, so
 * every route answers them 401 (see findCaller), and sign-in refuses them (see signIn).
 */
export type MemberCaller = Caller & { workspaceId: string; role: WorkspaceRole };

/** A verified, active member of a workspace, with their role. */
export async function requireWorkspaceMember(c: Context<AppEnv>, deps: AppDeps): Promise<MemberCaller> {
  const caller = await requireMember(c, deps);
  return { ...caller, role: caller.account.workspaceRole };
}

/** True when the caller may do `action` in their workspace. */
export function callerCan(caller: { role: WorkspaceRole } | { account: { workspaceRole: WorkspaceRole } }, action: Permission): boolean {
  return can('role' in caller ? caller.role : caller.account.workspaceRole, action);
}

/** A member allowed to do `action`; anyone else is refused with 403 (401 when signed out). */
export async function requirePermission(c: Context<AppEnv>, deps: AppDeps, action: Permission): Promise<MemberCaller> {
  const caller = await requireWorkspaceMember(c, deps);
  if (!can(caller.role, action)) throw new ApiError(403, 'forbidden', forbiddenMessage(action));
  return caller;
}

/** Refuses with 403 unless the caller may do `action` (for checks after the body is read). */
export function assertCan(caller: MemberCaller, action: Permission): void {
  if (!can(caller.role, action)) throw new ApiError(403, 'forbidden', forbiddenMessage(action));
}
