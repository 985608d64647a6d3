import { Hono } from 'hono';
import { forbiddenMessage, MEMBER_MESSAGES, onboardingSchema, workspaceNameSchema } from '@pathwise/core';
import { requireMember, requireUser, requireVerified } from '../auth/middleware';
import { sessionToken } from '../auth/sessions';
import { callerCan } from '../auth/permissions';
import { writeAudit } from '../workspace-admin/audit';
import { acceptInvitations } from '../workspace-admin/invitations';
import type { AppDeps, AppEnv } from '../context';
import { readJson } from '../http/body';
import { ApiError } from '../http/errors';
import { saveOnboarding } from '../users/onboarding';
import { loadSessionUser } from '../users/session-user';
import { ensureWorkspace, setWorkspaceName } from '../workspaces/repository';

export function profileRoutes(deps: AppDeps) {
  const { db } = deps.database;

  return new Hono<AppEnv>()
    .get('/api/session', async (c) => {
      // No credentials at all is an answer, not an error: nobody is signed in. A cookie that no
      // longer opens a session (logged out, expired, idle) is still a 401.
      if (!sessionToken(c) && !c.get('session')) {
        c.header('Cache-Control', 'no-store');
        return c.json({ user: null });
      }
      const { session, account } = await requireUser(c, deps);
      // A verified user always belongs to their domain's workspace (idempotent).
      if (account.emailVerified && !account.workspaceId) {
        await ensureWorkspace(db, account.id, account.domain);
        await deps.callers.userChanged(account.id);
      }
      const user = await loadSessionUser(db, account.id, session.expiresAt);
      // Joined through an invitation: the inviter hears of it (once; a no-op otherwise).
      if (user?.workspace)
        await acceptInvitations(db, deps.jobs, deps.bus, { id: account.id, email: account.email, workspaceId: user.workspace.id });
      c.header('Cache-Control', 'no-store');
      return c.json({ user });
    })

    .post('/api/profile/onboarding', async (c) => {
      const { session, account } = await requireVerified(c, deps);
      const body = await readJson(c, onboardingSchema);
      await saveOnboarding(db, account.id, body);
      await deps.callers.userChanged(account.id);
      return c.json({ user: await loadSessionUser(db, account.id, session.expiresAt) });
    })

    .put('/api/workspace/name', async (c) => {
      const caller = await requireMember(c, deps);
      const { name } = await readJson(c, workspaceNameSchema);
      const result = await setWorkspaceName(db, { workspaceId: caller.workspaceId, role: caller.account.workspaceRole }, name);
      if (result === 'forbidden') throw new ApiError(403, 'forbidden', forbiddenMessage('workspace.rename'));
      if (result === 'not_found') throw new ApiError(404, 'no_workspace', MEMBER_MESSAGES.noWorkspace);
      if (callerCan(caller, 'workspace.rename'))
        await writeAudit(db, { workspaceId: caller.workspaceId, actorId: caller.account.id, action: 'workspace.renamed', data: { name } });
      return c.json({ user: await loadSessionUser(db, caller.account.id, caller.session.expiresAt) });
    });
}
