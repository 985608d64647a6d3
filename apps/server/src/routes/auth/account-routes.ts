import { Hono } from 'hono';
import { requestLogger } from '../../http/request-log';
import { LOGIN_LOCKOUT, MESSAGES, lockedRetryMessage } from '@pathwise/core';
import { normalizeEmail, parseWorkEmail } from '@pathwise/core/email';
import { createAccount, findCredentials } from '../../auth/accounts';
import { writeAuthLog } from '../../auth/auth-log';
import { clearLoginFailures, recordLoginFailure, reserveLoginAttempt } from '../../auth/lockout';
import { hashPassword, verifyAgainstDummy, verifyPassword } from '../../auth/password-hasher';
import { clearSessionCookie, deleteSession, renewSession } from '../../auth/sessions';
import { secureCookies, signIn, weakPasswordError } from '../../auth/sign-in';
import { setSignupDevice } from '../../auth/signup-device';
import type { AppDeps, AppEnv } from '../../context';
import { readJson } from '../../http/body';
import { ApiError } from '../../http/errors';
import { enforceLimit } from '../../http/limits';
import { isBlockedDomain } from '../../workspaces/repository';
import { loginBody, signupBody } from './schemas';

export function accountRoutes(deps: AppDeps) {
  const { db } = deps.database;
  const appHost = new URL(deps.config.appUrl).hostname;

  return new Hono<AppEnv>()
    .post('/api/auth/signup', async (c) => {
      const body = await readJson(c, signupBody);
      await enforceLimit(deps, 'signupPerIp', c.get('client').ip);
      const parsed = parseWorkEmail(body.email, appHost);
      if (!parsed.ok) throw new ApiError(400, parsed.reason === 'personal' ? 'personal_email' : 'invalid_email', parsed.message);
      let blocked: boolean;
      try {
        blocked = await isBlockedDomain(db, parsed.domain);
      } catch (error) {
        requestLogger(c).error({ err: error }, 'blocked domain lookup failed');
        throw new ApiError(503, 'domain_lookup_failed', MESSAGES.domainLookupFailed);
      }
      if (blocked) throw new ApiError(400, 'personal_email', MESSAGES.personalEmail);
      const weak = weakPasswordError(body.password);
      if (weak) throw weak;
      if (body.acceptTerms !== true) throw new ApiError(400, 'terms_required', MESSAGES.acceptTerms);

      const passwordHash = await hashPassword(body.password);
      const userId = await createAccount(db, deps.jobs, { email: parsed.email, domain: parsed.domain, passwordHash });
      if (!userId) throw new ApiError(409, 'account_exists', MESSAGES.accountExistsDescription);
      await writeAuthLog(db, requestLogger(c), {
        userId,
        eventType: 'signup',
        client: c.get('client'),
        metadata: { domain: parsed.domain },
      });
      // This browser may open the verification link without choosing a password again.
      setSignupDevice(c, deps.config.authSecret, userId, secureCookies(deps));
      return signIn(c, deps, userId, 201);
    })

    .post('/api/auth/login', async (c) => {
      const body = await readJson(c, loginBody);
      const client = c.get('client');
      await enforceLimit(deps, 'loginPerIp', client.ip);
      const fail = async (error: string, userId: string | null = null) => {
        await writeAuthLog(db, requestLogger(c), {
          userId: null,
          eventType: 'login_attempt',
          client,
          metadata: {
            success: false,
            email: normalized?.email ?? body.email.slice(0, 254),
            error,
            ...(userId ? { accountId: userId } : {}),
          },
        });
      };
      const normalized = normalizeEmail(body.email);
      if (!normalized || body.password.length === 0) {
        await verifyAgainstDummy(body.password);
        await fail(MESSAGES.invalidCredentials);
        throw new ApiError(401, 'invalid_credentials', MESSAGES.invalidCredentials);
      }
      const decision = await reserveLoginAttempt(db, normalized.email);
      if (!decision.allowed) {
        await fail('locked');
        throw lockedError(lockedRetryMessage(decision.retryAfterMs / 60_000), decision.retryAfterMs);
      }
      const account = await findCredentials(db, normalized.email);
      const valid = account ? await verifyPassword(account.passwordHash, body.password) : await verifyAgainstDummy(body.password);
      if (!account || !valid) {
        const { lockedNow } = await recordLoginFailure(db, normalized.email, decision.attempt);
        await fail(MESSAGES.invalidCredentials, account?.id ?? null);
        if (lockedNow) throw lockedError(MESSAGES.lockedNow, LOGIN_LOCKOUT.minutes * 60_000);
        throw new ApiError(401, 'invalid_credentials', MESSAGES.invalidCredentials);
      }
      await clearLoginFailures(db, normalized.email);
      await writeAuthLog(db, requestLogger(c), { userId: account.id, eventType: 'login', client, metadata: { success: true } });
      return signIn(c, deps, account.id);
    })

    .post('/api/auth/logout', async (c) => {
      const session = c.get('session');
      if (session) {
        await deleteSession(db, session.tokenHash);
        // Every instance drops the cached caller and closes the session's sockets.
        await deps.callers.revokeSession(session.tokenHash);
        await writeAuthLog(db, requestLogger(c), { userId: session.userId, eventType: 'logout', client: c.get('client') });
      }
      clearSessionCookie(c, secureCookies(deps));
      return c.body(null, 204);
    })

    .post('/api/auth/refresh', async (c) => {
      const session = c.get('session');
      if (!session) throw new ApiError(401, 'unauthenticated', 'Your session has ended. Please log in again.');
      const expiresAt = await renewSession(db, session);
      return c.json({ expiresAt: expiresAt.toISOString() });
    });
}

function lockedError(message: string, retryAfterMs: number): ApiError {
  return new ApiError(429, 'account_locked', message, undefined, { retryAfterSeconds: Math.ceil(retryAfterMs / 1000) });
}
