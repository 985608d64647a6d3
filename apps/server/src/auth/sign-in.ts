import type { Context } from 'hono';
import { eq } from 'drizzle-orm';
import { MEMBER_MESSAGES, passwordProblems } from '@pathwise/core';
import { userProfiles } from '../db/schema';
import type { AppDeps, AppEnv } from '../context';
import { ApiError } from '../http/errors';
import { loadSessionUser } from '../users/session-user';
import { createSession, deleteSession, setSessionCookie } from './sessions';

/** Session cookies are Secure when the public address is https. */
export function secureCookies(deps: AppDeps): boolean {
  return deps.config.appUrl.startsWith('https://');
}

/** Starts a new session (new id, whatever cookie came in) and answers with the user. */
export async function signIn(c: Context<AppEnv>, deps: AppDeps, userId: string, status: 200 | 201 = 200) {
  // A deactivated member cannot sign back in (a domain-tied workspace would otherwise let them).
  const [profile] = await deps.database.db
    .select({ deactivatedAt: userProfiles.deactivatedAt })
    .from(userProfiles)
    .where(eq(userProfiles.id, userId));
  if (profile?.deactivatedAt) throw new ApiError(403, 'account_deactivated', MEMBER_MESSAGES.accountDeactivated);
  const previous = c.get('session');
  if (previous) {
    await deleteSession(deps.database.db, previous.tokenHash);
    await deps.callers.revokeSession(previous.tokenHash);
  }
  const { token, expiresAt } = await createSession(deps.database.db, userId, c.get('client'));
  setSessionCookie(c, token, secureCookies(deps));
  const user = await loadSessionUser(deps.database.db, userId, expiresAt);
  return c.json({ user }, status);
}

export function weakPasswordError(password: string): ApiError | null {
  const problems = passwordProblems(password);
  if (problems.length === 0) return null;
  return new ApiError(
    400,
    'weak_password',
    problems.join(' '),
    problems.map((message) => ({ field: 'password', message })),
  );
}
