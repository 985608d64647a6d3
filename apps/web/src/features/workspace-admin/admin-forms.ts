import { quickWorkEmailCheck } from '@pathwise/core/email-address';
import { checkInvitee, groupCreateSchema, workspaceNameSchema } from '@pathwise/core';
import { validation, type Validate } from '@/lib/form';
import { schemaValidation } from '@/lib/form-save';

/*
 * The workspace forms check with the schemas the server reads (core's 3–50 workspace name, the
 * group-name slug rule) and core's rule for whom an invitation may go to.
 */

export interface WorkspaceNameValues {
  name: string;
}

export const validateWorkspaceName: Validate<WorkspaceNameValues, WorkspaceNameValues> = (values) =>
  schemaValidation(workspaceNameSchema.safeParse(values), () => 'name');

export interface GroupFields {
  name: string;
  open: boolean;
}

/** A new group: the name as the server will store it (trimmed, lowercased, hyphenated). */
export const validateNewGroup: Validate<GroupFields, GroupFields> = (values) =>
  schemaValidation(groupCreateSchema.safeParse(values), (path) => (path[0] === 'open' ? 'open' : 'name'));

export interface GroupNameValues {
  name: string;
}

export const validateGroupRename: Validate<GroupNameValues, GroupNameValues> = (values) =>
  schemaValidation(groupCreateSchema.pick({ name: true }).safeParse(values), () => 'name');

export interface InviteValues {
  email: string;
}

/** The browser's quick work-address check, at the workspace's own domain (the server checks fully). */
export const inviteRules =
  (domain: string): Validate<InviteValues, InviteValues> =>
  (values) => {
    const invitee = checkInvitee(quickWorkEmailCheck(values.email), domain);
    return invitee.ok ? { ok: true, values: { email: invitee.email } } : validation(values, { email: invitee.message });
  };
