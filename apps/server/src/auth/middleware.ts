import type { Context, MiddlewareHandler, Next } from 'hono';
import { MEMBER_MESSAGES } from '@pathwise/core';
import type { AppDeps, AppEnv } from '../context';
import { clientInfo } from '../http/client-info';
import { ApiError } from '../http/errors';
import type { Account } from '../users/session-user';
import type { CachedCaller } from './caller-cache';
import { hashToken } from './crypto';
import { sessionToken, touchDue, touchSession, type ActiveSession } from './sessions';

/** Paths whose calls do not count as user activity (background renewal). */
const PASSIVE_PATHS = new Set(['/api/auth/refresh']);

/**
 * Loads the caller's session (if any) and client address for every API request. A caller this
 * instance knows already goes straight on, without waiting a turn of the event loop for it.
 */
export function sessionLoader({ database, config, callers }: AppDeps): MiddlewareHandler<AppEnv> {
  const signedIn = (c: Context<AppEnv>, caller: CachedCaller | null, next: Next) => {
    c.set('session', caller?.session ?? null);
    c.set('account', caller?.account ?? null);
    // Checked here first: most requests have nothing to write, and need not wait a turn for it.
    if (caller && touchDue(caller.session) && !PASSIVE_PATHS.has(c.req.path)) return touchSession(database.db, caller.session).then(next);
    return next();
  };
  return (c, next) => {
    c.set('client', clientInfo(c, config.trustProxy));
    const token = sessionToken(c);
    if (!token) return signedIn(c, null, next);
    const tokenHash = hashToken(token);
    const known = callers.cached(tokenHash);
    return known ? signedIn(c, known, next) : callers.get(tokenHash).then((caller) => signedIn(c, caller, next));
  };
}

export interface Caller {
  session: ActiveSession;
  account: Account;
}

export function requireUser(c: Context<AppEnv>, _deps?: AppDeps): Promise<Caller> {
  return settle(() => signedInCaller(c));
}

export function requireVerified(c: Context<AppEnv>, _deps?: AppDeps): Promise<Caller> {
  return settle(() => verifiedCaller(c));
}

/** A verified member of a workspace: the tenant always comes from here, never from the request. */
export function requireMember(c: Context<AppEnv>, _deps?: AppDeps): Promise<Caller & { workspaceId: string }> {
  return settle(() => {
    const caller = verifiedCaller(c);
    if (!caller.account.workspaceId) throw new ApiError(404, 'no_workspace', MEMBER_MESSAGES.noWorkspace);
    return { ...caller, workspaceId: caller.account.workspaceId };
  });
}

function signedInCaller(c: Context<AppEnv>): Caller {
  const session = c.get('session');
  const account = c.get('account');
  if (!session || !account) throw new ApiError(401, 'unauthenticated', 'Please log in to continue.');
  return { session, account };
}

function verifiedCaller(c: Context<AppEnv>): Caller {
  const caller = signedInCaller(c);
  if (!caller.account.emailVerified) throw new ApiError(403, 'email_not_verified', 'Please verify your e-mail address first.');
  return caller;
}

/**
 * The caller's checks are synchronous, and given as a settled promise (as the routes await them):
 * one turn of the event loop per request, not one per nested async function.
 */
function settle<T>(check: () => T): Promise<T> {
  // What the check throws rejects the promise.
  return new Promise((resolve) => resolve(check()));
}
