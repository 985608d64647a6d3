import { and, count, eq, isNull, ne } from 'drizzle-orm';
import { requestLogger } from '../http/request-log';
import { Hono } from 'hono';
import { accountDeletionSchema, passwordChangeSchema, profileUpdateSchema } from '@pathwise/core';
import { deleteAccount, endOtherSessions, exportAccount, listSessions, updateProfile } from '../account/account';
import { findCredentials } from '../auth/accounts';
import { writeAuthLog } from '../auth/auth-log';
import { hashPassword, verifyPassword } from '../auth/password-hasher';
import { requireWorkspaceMember } from '../auth/permissions';
import { clearSessionCookie } from '../auth/sessions';
import { secureCookies, weakPasswordError } from '../auth/sign-in';
import type { AppDeps, AppEnv } from '../context';
import { userProfiles, users } from '../db/schema';
import { readJson } from '../http/body';
import { ApiError } from '../http/errors';
import { loadSessionUser } from '../users/session-user';
import { otherActiveAdmins } from '../workspace-admin/membership';

const wrongPassword = () =>
  new ApiError(400, 'wrong_password', 'Your current password is not correct.', [{ field: 'currentPassword', message: 'is not correct' }]);

/** My account: profile and settings, password, sessions, export and deletion. */
export function accountRoutes(deps: AppDeps) {
  const { db } = deps.database;

  const passwordMatches = async (email: string, password: string) => {
    const credentials = await findCredentials(db, email);
    return credentials ? verifyPassword(credentials.passwordHash, password) : false;
  };
  /** Every instance forgets the ended sessions and closes their sockets. */
  const revoke = async (hashes: string[]) => {
    for (const hash of hashes) await deps.callers.revokeSession(hash);
  };

  return new Hono<AppEnv>()
    .put('/api/account/profile', async (c) => {
      const caller = await requireWorkspaceMember(c, deps);
      const input = await readJson(c, profileUpdateSchema);
      await updateProfile(db, caller.account.id, input);
      await deps.callers.userChanged(caller.account.id);
      deps.feedCache.invalidate(caller.workspaceId);
      return c.json({ user: await loadSessionUser(db, caller.account.id, caller.session.expiresAt) });
    })

    .put('/api/account/password', async (c) => {
      const caller = await requireWorkspaceMember(c, deps);
      const body = await readJson(c, passwordChangeSchema);
      if (!(await passwordMatches(caller.account.email, body.currentPassword))) throw wrongPassword();
      const weak = weakPasswordError(body.newPassword);
      if (weak) throw weak;
      await db
        .update(users)
        .set({ passwordHash: await hashPassword(body.newPassword), updatedAt: new Date() })
        .where(eq(users.id, caller.account.id));
      await revoke(await endOtherSessions(db, caller.account.id, caller.session.tokenHash));
      await writeAuthLog(db, requestLogger(c), { userId: caller.account.id, eventType: 'password_changed', client: c.get('client') });
      return c.json({ changed: true });
    })

    .get('/api/account/sessions', async (c) => {
      const caller = await requireWorkspaceMember(c, deps);
      c.header('Cache-Control', 'private, no-store');
      return c.json({ sessions: await listSessions(db, caller.account.id, caller.session.tokenHash) });
    })

    .delete('/api/account/sessions', async (c) => {
      const caller = await requireWorkspaceMember(c, deps);
      const ended = await endOtherSessions(db, caller.account.id, caller.session.tokenHash);
      await revoke(ended);
      return c.json({ ended: ended.length });
    })

    .get('/api/account/export', async (c) => {
      const caller = await requireWorkspaceMember(c, deps);
      const data = await exportAccount(db, caller.account.id);
      c.header('Cache-Control', 'private, no-store');
      c.header('Content-Disposition', 'attachment; filename="pathwise-my-data.json"');
      return c.json(data);
    })

    .delete('/api/account', async (c) => {
      const caller = await requireWorkspaceMember(c, deps);
      const body = await readJson(c, accountDeletionSchema);
      if (!(await passwordMatches(caller.account.email, body.password)))
        throw new ApiError(400, 'wrong_password', 'The password is not correct.', [{ field: 'password', message: 'is not correct' }]);
      if (caller.role === 'admin' && (await otherActiveAdmins(db, caller.workspaceId, caller.account.id)) === 0) {
        const [others] = await db
          .select({ n: count() })
          .from(userProfiles)
          .where(
            and(
              eq(userProfiles.workspaceId, caller.workspaceId),
              isNull(userProfiles.deactivatedAt),
              ne(userProfiles.id, caller.account.id),
            ),
          );
        if (Number(others?.n ?? 0) > 0)
          throw new ApiError(
            409,
            'hand_over_first',
            'You are the last admin of this workspace. Make another member an admin before deleting your account.',
          );
      }
      await deleteAccount(db, caller.account.id, body.stories);
      await deps.callers.userChanged(caller.account.id);
      await deps.callers.revokeSession(caller.session.tokenHash);
      deps.feedCache.invalidate(caller.workspaceId);
      // Their stories leave the team figures (other instances within the figures' minute).
      deps.impactCache.invalidate(caller.workspaceId);
      // Their prompts' uses and saves go, or their name does (every instance, through the bus).
      await deps.promptLibrary.changed(caller.workspaceId);
      clearSessionCookie(c, secureCookies(deps));
      return c.body(null, 204);
    });
}
