import type { Specialty, WorkspaceRole } from './enums';
import type { WorkEmailResult } from './email-address';
import type { GroupRef } from './groups';

/** Members per page of the directory (a workspace may have thousands: paged by the server). */
export const MEMBER_PAGE_SIZE = 25;
/** Audit entries per page, newest first. */
export const AUDIT_PAGE_SIZE = 50;

/** A member as the directory shows them. `name` is their chosen name or the part of the e-mail before the at-sign. */
export interface MemberSummary {
  id: string;
  name: string;
  email: string;
  initials: string;
  specialty: Specialty | null;
  role: WorkspaceRole;
  groups: GroupRef[];
  joinedAt: string;
  lastActiveAt: string | null;
  storiesShared: number;
  deactivated: boolean;
  /** The person deleted their account; the row keeps their stories as a former member's, for good. */
  deleted: boolean;
}

export interface MemberPage {
  members: MemberSummary[];
  total: number;
  page: number;
  pageSize: number;
}

/** Up to two letters for an avatar: the first letters of the first two words of the name. */
export function avatarInitials(name: string): string {
  const words = name
    .split(/[\s._-]+/)
    .map((w) => w.trim())
    .filter(Boolean);
  const letters = words.length >= 2 ? [words[0], words[1]] : [words[0]?.slice(0, 2)];
  return (
    letters
      .map((w) => Array.from(w ?? '')[0] ?? '')
      .join('')
      .toUpperCase() || '?'
  );
}

/** The name shown for a member whose account was deactivated (their stories stay, attributed so). */
export const FORMER_MEMBER = 'Former member';

export const AUDIT_ACTIONS = [
  'workspace.renamed',
  'member.role_changed',
  'member.deactivated',
  'member.reactivated',
  'group.created',
  'group.renamed',
  'group.updated',
  'group.deleted',
  'group.member_added',
  'group.member_removed',
  'invitation.sent',
  'invitation.resent',
  'invitation.revoked',
] as const;
export type AuditAction = (typeof AUDIT_ACTIONS)[number];

export interface AuditEntry {
  id: number;
  action: AuditAction;
  /** The sentence the audit screen shows ('maya promoted lee to admin'). */
  text: string;
  actorName: string | null;
  createdAt: string;
}

export interface AuditPage {
  entries: AuditEntry[];
  /** Pass as `before` for the next (older) page; null at the end. */
  nextBefore: number | null;
}

/** The audit sentence: the actor's name, then what they did (data holds names, never tokens). */
export function auditSentence(action: AuditAction, actor: string, data: Record<string, string>): string {
  const target = data.target ?? 'someone';
  switch (action) {
    case 'workspace.renamed':
      return `${actor} renamed the workspace to ${data.name ?? ''}`;
    case 'member.role_changed':
      return `${actor} changed ${target}'s role from ${data.from ?? '?'} to ${data.to ?? '?'}`;
    case 'member.deactivated':
      return `${actor} deactivated ${target}`;
    case 'member.reactivated':
      return `${actor} reactivated ${target}`;
    case 'group.created':
      return `${actor} created the group ${data.group ?? ''}`;
    case 'group.renamed':
      return `${actor} renamed the group ${data.from ?? ''} to ${data.group ?? ''}`;
    case 'group.updated':
      return `${actor} made the group ${data.group ?? ''} ${data.open === 'true' ? 'open' : 'closed'}`;
    case 'group.deleted':
      return `${actor} deleted the group ${data.group ?? ''}`;
    case 'group.member_added':
      return `${actor} added ${target} to ${data.group ?? ''}`;
    case 'group.member_removed':
      return `${actor} removed ${target} from ${data.group ?? ''}`;
    case 'invitation.sent':
      return `${actor} invited ${data.email ?? ''}`;
    case 'invitation.resent':
      return `${actor} resent the invitation to ${data.email ?? ''}`;
    case 'invitation.revoked':
      return `${actor} revoked the invitation to ${data.email ?? ''}`;
  }
}

/** The workspace as its settings screen shows it. */
export interface WorkspaceOverview {
  id: string;
  name: string | null;
  domain: string;
  memberCount: number;
  adminCount: number;
}

/** Invitations expire after this many days (a resend starts them again). */
export const INVITATION_TTL_DAYS = 7;

/** The refusal of an address outside the workspace's domain. */
export function wrongDomainMessage(domain: string): string {
  return `You can only invite colleagues with an @${domain} address.`;
}

export type InviteeCheck = { ok: true; email: string } | { ok: false; code: 'invalid_email' | 'wrong_domain'; message: string };

/**
 * Who can be invited: a work address (`address` is the caller's check of it: the server's full
 * rule, the browser's quick one) at the workspace's own domain, since only that domain can join.
 */
export function checkInvitee(address: WorkEmailResult, workspaceDomain: string): InviteeCheck {
  if (!address.ok) return { ok: false, code: 'invalid_email', message: address.message };
  if (address.domain !== workspaceDomain) return { ok: false, code: 'wrong_domain', message: wrongDomainMessage(workspaceDomain) };
  return { ok: true, email: address.email };
}

/** An invitation still waiting for its colleague (or expired, to resend). */
export interface PendingInvitation {
  id: string;
  email: string;
  invitedBy: string | null;
  sentAt: string;
  expiresAt: string;
  expired: boolean;
  /** The caller may resend or revoke it (their own, or any for admins). */
  canManage: boolean;
}
