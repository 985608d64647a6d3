import { and, desc, eq, gt, isNull } from 'drizzle-orm';
import { displayName, INVITATION_TTL_DAYS, type PendingInvitation } from '@pathwise/core';
import { hashToken, randomToken } from '../auth/crypto';
import type { Db } from '../db/client';
import { invitations, userProfiles, users, workspaces } from '../db/schema';
import type { JobQueue } from '../jobs/queue';
import type { Mailer } from '../mail/mailer';
import { invitationMail } from '../mail/templates';
import type { EventBus } from '../realtime/bus';
import { announce, notify } from '../notifications/notify';
import { memberName, writeAudit } from './audit';

const TTL_MS = INVITATION_TTL_DAYS * 24 * 60 * 60_000;
const pending = and(isNull(invitations.acceptedAt), isNull(invitations.revokedAt));

interface Actor {
  workspaceId: string;
  userId: string;
  /** Admins manage every invitation; members their own. */
  manageAll: boolean;
}

/** True when this address already belongs to a member of the workspace. */
export async function isMember(db: Db, workspaceId: string, email: string): Promise<boolean> {
  const [row] = await db
    .select({ id: users.id })
    .from(users)
    .innerJoin(userProfiles, eq(userProfiles.id, users.id))
    .where(and(eq(users.email, email), eq(userProfiles.workspaceId, workspaceId)));
  return row !== undefined;
}

/**
 * Invites an address (or sends a pending invitation to it again, with a new expiry). The mail
 * is a job queued in the same transaction; its link's token is made when it is sent.
 */
export async function invite(db: Db, jobs: JobQueue, actor: Actor, email: string): Promise<{ id: string }> {
  return db.transaction(async (tx) => {
    const expiresAt = new Date(Date.now() + TTL_MS);
    const [existing] = await tx
      .select({ id: invitations.id })
      .from(invitations)
      .where(and(eq(invitations.workspaceId, actor.workspaceId), eq(invitations.email, email), pending))
      .for('update');
    let id: string;
    if (existing) {
      await tx.update(invitations).set({ expiresAt, sentAt: new Date(), invitedBy: actor.userId }).where(eq(invitations.id, existing.id));
      id = existing.id;
    } else {
      const [row] = await tx
        .insert(invitations)
        .values({ workspaceId: actor.workspaceId, email, invitedBy: actor.userId, tokenHash: hashToken(randomToken()), expiresAt })
        .onConflictDoNothing()
        .returning({ id: invitations.id });
      if (!row) throw new Error('a concurrent invitation to the same address');
      id = row.id;
    }
    await writeAudit(tx, {
      workspaceId: actor.workspaceId,
      actorId: actor.userId,
      action: existing ? 'invitation.resent' : 'invitation.sent',
      targetId: id,
      data: { email },
    });
    await jobs.send('mail.invitation', { invitationId: id }, { tx });
    return { id };
  });
}

/** The workspace's pending (and expired, not yet accepted or revoked) invitations, newest first. */
export async function listInvitations(db: Db, actor: Actor): Promise<PendingInvitation[]> {
  const rows = await db
    .select({ invitation: invitations, inviterEmail: users.email, inviterName: userProfiles.displayName })
    .from(invitations)
    .leftJoin(users, eq(users.id, invitations.invitedBy))
    .leftJoin(userProfiles, eq(userProfiles.id, invitations.invitedBy))
    .where(and(eq(invitations.workspaceId, actor.workspaceId), pending))
    .orderBy(desc(invitations.sentAt))
    .limit(200);
  const now = Date.now();
  return rows.map(({ invitation, inviterEmail, inviterName }) => ({
    id: invitation.id,
    email: invitation.email,
    invitedBy: inviterEmail ? memberName({ email: inviterEmail, displayName: inviterName }) : null,
    sentAt: invitation.sentAt.toISOString(),
    expiresAt: invitation.expiresAt.toISOString(),
    expired: invitation.expiresAt.getTime() <= now,
    canManage: actor.manageAll || invitation.invitedBy === actor.userId,
  }));
}

/** A pending invitation the caller may manage, or null. */
export async function manageableInvitation(db: Db, actor: Actor, id: string) {
  const [row] = await db
    .select()
    .from(invitations)
    .where(and(eq(invitations.id, id), eq(invitations.workspaceId, actor.workspaceId), pending));
  if (!row || !(actor.manageAll || row.invitedBy === actor.userId)) return null;
  return row;
}

export async function revokeInvitation(db: Db, actor: Actor, id: string): Promise<boolean> {
  const row = await manageableInvitation(db, actor, id);
  if (!row) return false;
  await db.transaction(async (tx) => {
    await tx.update(invitations).set({ revokedAt: new Date() }).where(eq(invitations.id, id));
    await writeAudit(tx, {
      workspaceId: actor.workspaceId,
      actorId: actor.userId,
      action: 'invitation.revoked',
      targetId: id,
      data: { email: row.email },
    });
  });
  return true;
}

/** The mail job: a new token for the link (the previous link stops working), then the mail. */
export function registerInvitationMailJobs(jobs: JobQueue, deps: { db: Db; mailer: Mailer; appUrl: string }): void {
  jobs.handle('mail.invitation', async ({ invitationId }) => {
    const [row] = await deps.db
      .select({
        invitation: invitations,
        workspaceName: workspaces.name,
        domain: workspaces.domain,
        inviterEmail: users.email,
        inviterName: userProfiles.displayName,
      })
      .from(invitations)
      .innerJoin(workspaces, eq(workspaces.id, invitations.workspaceId))
      .leftJoin(users, eq(users.id, invitations.invitedBy))
      .leftJoin(userProfiles, eq(userProfiles.id, invitations.invitedBy))
      .where(and(eq(invitations.id, invitationId), pending, gt(invitations.expiresAt, new Date())));
    if (!row) return;
    const token = randomToken();
    await deps.db
      .update(invitations)
      .set({ tokenHash: hashToken(token) })
      .where(eq(invitations.id, invitationId));
    const inviter = row.inviterEmail ? memberName({ email: row.inviterEmail, displayName: row.inviterName }) : 'A colleague';
    await deps.mailer.send(invitationMail(row.invitation.email, deps.appUrl, token, inviter, row.workspaceName ?? displayName(row.domain)));
  });
}

/**
 * A member who joined their workspace: their unexpired invitations to it are accepted, and
 * each inviter hears of it (core kind invitation.accepted). Cheap when there are none.
 */
export async function acceptInvitations(db: Db, jobs: JobQueue, bus: EventBus, member: { id: string; email: string; workspaceId: string }) {
  const accepted = await db
    .update(invitations)
    .set({ acceptedAt: new Date() })
    .where(
      and(
        eq(invitations.workspaceId, member.workspaceId),
        eq(invitations.email, member.email),
        pending,
        gt(invitations.expiresAt, new Date()),
      ),
    )
    .returning({ id: invitations.id, invitedBy: invitations.invitedBy });
  for (const row of accepted) {
    if (!row.invitedBy) continue;
    const notified = await notify(db, jobs, {
      workspaceId: member.workspaceId,
      recipientId: row.invitedBy,
      actorId: member.id,
      kind: 'invitation.accepted',
      subject: { type: 'member', id: member.id },
    });
    await announce(bus, notified);
  }
}
