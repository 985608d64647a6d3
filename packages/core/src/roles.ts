import type { WorkspaceRole } from './enums';

export const WORKSPACE_ROLE_LABELS: Record<WorkspaceRole, string> = {
  admin: 'Admin',
  author: 'Author',
  member: 'Member',
};

const EVERYONE = ['admin', 'author', 'member'] as const satisfies readonly WorkspaceRole[];
const AUTHORS = ['admin', 'author'] as const satisfies readonly WorkspaceRole[];
const ADMINS = ['admin'] as const satisfies readonly WorkspaceRole[];

/**
 * Who may do what in a workspace: the one table of permissions. The server's permission module
 * enforces it on every route; the web app reads it only to show or hide controls.
 */
export const PERMISSIONS = {
  /** Read the workspace's member directory and groups. */
  'members.read': EVERYONE,
  /** Invite colleagues at the workspace's domain. */
  'invitations.send': EVERYONE,
  /** Join and leave open groups. */
  'groups.join': EVERYONE,
  /** Rename the workspace once it has a name. */
  'workspace.rename': ADMINS,
  /** Promote, demote, deactivate and reactivate members. */
  'members.manage': ADMINS,
  /** Create, rename and delete groups; add and remove anyone. */
  'groups.manage': ADMINS,
  /** Revoke or resend anybody's invitation (members manage their own). */
  'invitations.manage': ADMINS,
  /** Read the audit log of admin actions. */
  'audit.read': ADMINS,
  /** Chat webhooks of the workspace. */
  'integrations.manage': ADMINS,
  /** The weekly digest's time zone and preview. */
  'digest.manage': ADMINS,
  /** Write and publish the workspace's own use cases. */
  'content.author': AUTHORS,
} as const satisfies Record<string, readonly WorkspaceRole[]>;

export type Permission = keyof typeof PERMISSIONS;

/** True when a member with `role` may do `action` (no role: nobody may). */
export function can(role: WorkspaceRole | null | undefined, action: Permission): boolean {
  if (!role) return false;
  return (PERMISSIONS[action] as readonly WorkspaceRole[]).includes(role);
}

/** The message of a refusal, per action (shown to the member as it is). */
export function forbiddenMessage(action: Permission): string {
  if (action === 'content.author') return 'Only a workspace author or admin can do this.';
  return 'Only a workspace admin can do this.';
}
