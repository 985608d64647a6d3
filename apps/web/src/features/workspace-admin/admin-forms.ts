import { quickWorkEmailCheck } from '@pathwise/core/email-address';
import { checkInvitee } from '@pathwise/core';
import { validation, type Validate } from '@/lib/form';

/*
 * The workspace forms' fields, and the invitation's check (core's rule for whom an invitation
 * may go to). The name and group checks use the schemas the server reads: admin-rules.ts, loaded
 * when those forms are first used.
 */

export interface WorkspaceNameValues {
  name: string;
}

export interface GroupFields {
  name: string;
  open: boolean;
}

export interface GroupNameValues {
  name: string;
}

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
