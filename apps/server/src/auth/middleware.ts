import type { Context, MiddlewareHandler } from 'hono';
import { MEMBER_MESSAGES } from '@pathwise/core';
import type { AppDeps, AppEnv } from '../context';
import { clientInfo } from '../http/client-info';
import { ApiError } from '../http/errors';
import type { Account } from '../users/session-user';
import { hashToken } from './crypto';
import { sessionToken, touchDue, touchSession, type ActiveSession } from './sessions';

/** Paths whose calls do not count as user activity (background renewal). */
const PASSIVE_PATHS = new Set(['/api/auth/refresh']);

/** Loads the caller's session (if any) and client address for every API request. */
export function sessionLoader({ database, config, callers }: AppDeps): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    c.set('client', clientInfo(c, config.trustProxy));
    const token = sessionToken(c);
    const caller = token ? await callers.get(hashToken(token)) : null;
    c.set('session', caller?.session ?? null);
    c.set('account', caller?.account ?? null);
    // Checked here first: most requests have nothing to write, and need not wait a turn for it.
    if (caller && touchDue(caller.session) && !PASSIVE_PATHS.has(c.req.path)) await touchSession(database.db, caller.session);
    await next();
  };
}

export interface Caller {
  session: ActiveSession;
  account: Account;
}

export function requireUser(c: Context<AppEnv>, _deps?: AppDeps): Promise<Caller> {
  const session = c.get('session');
  const account = c.get('account');
  if (!session || !account) return Promise.reject(new ApiError(401, 'unauthenticated', 'Please log in to continue.'));
  return Promise.resolve({ session, account });
}

export async function requireVerified(c: Context<AppEnv>, deps: AppDeps): Promise<Caller> {
  const caller = await requireUser(c, deps);
  if (!caller.account.emailVerified) throw new ApiError(403, 'email_not_verified', 'Please verify your e-mail address first.');
  return caller;
}

/** A verified member of a workspace: the tenant always comes from here, never from the request. */
export async function requireMember(c: Context<AppEnv>, deps: AppDeps): Promise<Caller & { workspaceId: string }> {
  const caller = await requireVerified(c, deps);
  if (!caller.account.workspaceId) throw new ApiError(404, 'no_workspace', MEMBER_MESSAGES.noWorkspace);
  return { ...caller, workspaceId: caller.account.workspaceId };
}
