import { Hono } from 'hono';
import { requestLogger } from '../../http/request-log';
import { LINK_MESSAGES, MESSAGES } from '@pathwise/core';
import { normalizeEmail } from '@pathwise/core/email';
import { writeAuthLog } from '../../auth/auth-log';
import { confirmPasswordReset, verifyEmailLink, type LinkFailure } from '../../auth/email-links';
import { secureCookies, signIn, weakPasswordError } from '../../auth/sign-in';
import { clearSignupDevice, signupDeviceUser } from '../../auth/signup-device';
import type { AppDeps, AppEnv } from '../../context';
import { readJson } from '../../http/body';
import { ApiError } from '../../http/errors';
import { enforceLimit, hitLimit } from '../../http/limits';
import { emailBody, resetConfirmBody, verifyBody } from './schemas';

const VERIFY_FAILURE: Record<LinkFailure, string> = {
  invalid: 'This verification link is not valid. Request a new one from the sign-in page.',
  used: 'This verification link has already been used. Log in to continue.',
  expired: 'This verification link has expired. Request a new one from the sign-in page.',
};
const RESET_FAILURE = 'This password reset link is not valid or has expired. Please request a new one.';

export function emailLinkRoutes(deps: AppDeps) {
  const { db } = deps.database;

  return new Hono<AppEnv>()
    .post('/api/auth/verify', async (c) => {
      const body = await readJson(c, verifyBody);
      await enforceLimit(deps, 'emailLinkPerIp', c.get('client').ip);
      if (body.type !== 'signup') throw new ApiError(400, 'verification_failed', VERIFY_FAILURE.invalid);
      if (body.password !== undefined) {
        const weak = weakPasswordError(body.password);
        if (weak) throw weak;
      }
      const outcome = await verifyEmailLink(db, {
        token: body.tokenHash,
        callerUserId: c.get('session')?.userId ?? null,
        signupDeviceUserId: signupDeviceUser(c, deps.config.authSecret),
        password: body.password,
      });
      switch (outcome.kind) {
        case 'failed':
          throw new ApiError(400, 'verification_failed', VERIFY_FAILURE[outcome.reason]);
        case 'other_account':
          throw new ApiError(409, 'signed_in_as_other_account', LINK_MESSAGES.otherAccountDescription);
        case 'password_required':
          return c.json({ passwordRequired: true, email: outcome.email });
      }
      // Sessions of the account ended in the transaction: no instance may serve a cached one.
      await deps.callers.userChanged(outcome.userId);
      await writeAuthLog(db, requestLogger(c), {
        userId: outcome.userId,
        eventType: 'email_verified',
        client: c.get('client'),
        metadata: { passwordChosen: outcome.passwordChosen },
      });
      clearSignupDevice(c, secureCookies(deps));
      return signIn(c, deps, outcome.userId);
    })

    .post('/api/auth/resend-verification', async (c) => {
      const body = await readJson(c, emailBody);
      const normalized = normalizeEmail(body.email);
      if (!normalized) throw new ApiError(400, 'invalid_email', MESSAGES.invalidEmail);
      const client = c.get('client');
      await enforceLimit(deps, 'resendPerIp', client.ip);
      await enforceLimit(deps, 'resendPerEmail', normalized.email, { code: 'resend_throttled', message: MESSAGES.resendWait });
      // Whether an unverified account exists is the job's business: every address gets the same
      // answer in the same time, and a mail outage is retried rather than reported.
      await deps.jobs.send('mail.resend-verification', { email: normalized.email, ip: client.ip, userAgent: client.userAgent });
      return c.json({ sent: true });
    })

    .post('/api/auth/password-reset', async (c) => {
      const body = await readJson(c, emailBody);
      const client = c.get('client');
      await enforceLimit(deps, 'resetPerIp', client.ip);
      const normalized = normalizeEmail(body.email);
      // Always the same answer (spec), whether or not the account exists, and even on error.
      const answer = () => c.json({ message: MESSAGES.passwordReset });
      if (!normalized || !(await hitLimit(deps, 'resetPerEmail', normalized.email))) return answer();
      await deps.jobs.send('mail.password-reset', { email: normalized.email, ip: client.ip, userAgent: client.userAgent });
      return answer();
    })

    .post('/api/auth/password-reset/confirm', async (c) => {
      const body = await readJson(c, resetConfirmBody);
      await enforceLimit(deps, 'emailLinkPerIp', c.get('client').ip);
      const weak = weakPasswordError(body.password);
      if (weak) throw weak;
      const result = await confirmPasswordReset(db, body.token, body.password);
      if (!result.ok) throw new ApiError(400, 'reset_failed', RESET_FAILURE);
      // Every session ended (an attacker's included): every instance forgets them and closes
      // their sockets.
      await deps.callers.userChanged(result.userId);
      await writeAuthLog(db, requestLogger(c), { userId: result.userId, eventType: 'password_reset', client: c.get('client') });
      return c.json({ ok: true });
    });
}
