import { Hono } from 'hono';
import { z } from 'zod';
import { checkInvitee, invitationInputSchema } from '@pathwise/core';
import { parseWorkEmail } from '@pathwise/core/email';
import { callerCan, requirePermission, type MemberCaller } from '../../auth/permissions';
import type { AppDeps, AppEnv } from '../../context';
import { readJson } from '../../http/body';
import { ApiError } from '../../http/errors';
import { enforceLimit } from '../../http/limits';
import { invite, isMember, listInvitations, manageableInvitation, revokeInvitation } from '../../workspace-admin/invitations';

const uuid = z.uuid();
const notFound = () => new ApiError(404, 'invitation_not_found', 'This invitation does not exist or is no longer pending.');
const tooMany = { code: 'rate_limited', message: 'You have sent many invitations in a short time. Please try again in a while.' };

/** Invitations: any member invites colleagues at the workspace's domain; they or an admin resend and revoke. */
export function invitationRoutes(deps: AppDeps) {
  const { db } = deps.database;
  const appHost = new URL(deps.config.appUrl).hostname;
  const actorOf = (caller: MemberCaller) => ({
    workspaceId: caller.workspaceId,
    userId: caller.account.id,
    manageAll: callerCan(caller, 'invitations.manage'),
  });
  const invitationId = (raw: string) => {
    if (!uuid.safeParse(raw).success) throw notFound();
    return raw;
  };

  return new Hono<AppEnv>()
    .get('/api/invitations', async (c) => {
      const caller = await requirePermission(c, deps, 'invitations.send');
      c.header('Cache-Control', 'private, no-store');
      return c.json({ invitations: await listInvitations(db, actorOf(caller)) });
    })

    .post('/api/invitations', async (c) => {
      const caller = await requirePermission(c, deps, 'invitations.send');
      const body = await readJson(c, invitationInputSchema);
      // The workspace is its domain's: an address elsewhere could never join it.
      const invitee = checkInvitee(parseWorkEmail(body.email, appHost), caller.account.domain);
      if (!invitee.ok) throw new ApiError(400, invitee.code, invitee.message, [{ field: 'email', message: invitee.message }]);
      if (await isMember(db, caller.workspaceId, invitee.email))
        throw new ApiError(409, 'already_member', `${invitee.email} is already a member of this workspace.`, [
          { field: 'email', message: 'is already a member' },
        ]);
      await enforceLimit(deps, 'invitePerUser', caller.account.id, tooMany);
      const { id } = await invite(db, deps.jobs, actorOf(caller), invitee.email);
      return c.json({ id, invitations: await listInvitations(db, actorOf(caller)) }, 201);
    })

    .post('/api/invitations/:id/resend', async (c) => {
      const caller = await requirePermission(c, deps, 'invitations.send');
      const row = await manageableInvitation(db, actorOf(caller), invitationId(c.req.param('id')));
      if (!row) throw notFound();
      await enforceLimit(deps, 'invitePerUser', caller.account.id, tooMany);
      await invite(db, deps.jobs, actorOf(caller), row.email);
      return c.json({ invitations: await listInvitations(db, actorOf(caller)) });
    })

    .delete('/api/invitations/:id', async (c) => {
      const caller = await requirePermission(c, deps, 'invitations.send');
      if (!(await revokeInvitation(db, actorOf(caller), invitationId(c.req.param('id'))))) throw notFound();
      return c.json({ invitations: await listInvitations(db, actorOf(caller)) });
    });
}
