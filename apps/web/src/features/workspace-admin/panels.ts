import { can, type WorkspaceRole } from '@pathwise/core';

/**
 * What /settings/workspace shows a role: admins run the workspace (rename, invitations, the
 * audit log, roles); everyone sees the directory and the groups. Read by the screen and by the
 * boot script, which asks for the panels' data before the screen's code arrives.
 */
export function workspacePanels(role: WorkspaceRole | null | undefined) {
  const admin = can(role, 'members.manage');
  return {
    admin,
    rename: admin && can(role, 'workspace.rename'),
    invitations: can(role, 'invitations.send'),
    manageGroups: can(role, 'groups.manage'),
    audit: can(role, 'audit.read'),
  };
}
