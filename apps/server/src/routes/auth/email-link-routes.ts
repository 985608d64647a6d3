import { and, eq, isNull } from 'drizzle-orm';
import { Hono } from 'hono';
import { MESSAGES, passwordProblems } from '@pathwise/core';
import { normalizeEmail } from '@pathwise/core/email';
import { writeAuthLog } from '../../auth/auth-log';
import { consumeToken, issueToken, type ConsumeResult } from '../../auth/email-tokens';
import { clearLoginFailures } from '../../auth/lockout';
import { hashPassword } from '../../auth/password-hasher';
import { deleteUserSessions } from '../../auth/sessions';
import type { AppDeps, AppEnv } from '../../context';
import { userProfiles, users } from '../../db/schema';
import { readJson } from '../../http/body';
import { ApiError } from '../../http/errors';
import { enforceLimit } from '../../http/limits';
import { passwordResetMail, verificationMail } from '../../mail/templates';
import { ensureWorkspace } from '../../workspaces/repository';
import { sendMailSafely, signIn } from './account-routes';
import { emailBody, resetConfirmBody, verifyBody } from './schemas';

const VERIFY_FAILURE: Record<Exclude<ConsumeResult, { ok: true }>['reason'], string> = {
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
      if (body.type !== 'signup') throw new ApiError(400, 'verification_failed', VERIFY_FAILURE.invalid);
      const result = await consumeToken(db, body.tokenHash, 'verify_email');
      if (!result.ok) throw new ApiError(400, 'verification_failed', VERIFY_FAILURE[result.reason]);
      const [user] = await db
        .update(users)
        .set({ emailVerifiedAt: new Date(), updatedAt: new Date() })
        .where(eq(users.id, result.userId))
        .returning({ id: users.id, domain: users.domain });
      if (!user) throw new ApiError(400, 'verification_failed', VERIFY_FAILURE.invalid);
      await db.update(userProfiles).set({ emailVerified: true }).where(eq(userProfiles.id, user.id));
      await ensureWorkspace(db, user.id, user.domain);
      await deps.callers.userChanged(user.id);
      await writeAuthLog(db, c.get('log'), { userId: user.id, eventType: 'email_verified', client: c.get('client') });
      return signIn(c, deps, user.id);
    })

    .post('/api/auth/resend-verification', async (c) => {
      const body = await readJson(c, emailBody);
      const normalized = normalizeEmail(body.email);
      if (!normalized) throw new ApiError(400, 'invalid_email', MESSAGES.invalidEmail);
      await enforceLimit(deps, 'resendPerIp', c.get('client').ip);
      await enforceLimit(deps, 'resendPerEmail', normalized.email, { code: 'resend_throttled', message: MESSAGES.resendWait });
      const [user] = await db
        .select({ id: users.id })
        .from(users)
        .where(and(eq(users.email, normalized.email), isNull(users.emailVerifiedAt)));
      // Unknown or already verified: answer the same, so the endpoint reveals nothing.
      if (!user) {
        await writeAuthLog(db, c.get('log'), {
          userId: null,
          eventType: 'resend_verification_failed',
          client: c.get('client'),
          metadata: { email: normalized.email, error: 'no unverified account' },
        });
        return c.json({ sent: true });
      }
      const token = await issueToken(db, user.id, 'verify_email');
      const sent = await sendMailSafely(c, deps, verificationMail(normalized.email, deps.config.appUrl, token));
      await writeAuthLog(db, c.get('log'), {
        userId: user.id,
        eventType: sent ? 'resend_verification' : 'resend_verification_failed',
        client: c.get('client'),
        ...(sent ? {} : { metadata: { error: 'mail delivery failed' } }),
      });
      if (!sent) throw new ApiError(502, 'mail_failed', 'The e-mail could not be sent right now. Please try again in a minute.');
      return c.json({ sent: true });
    })

    .post('/api/auth/password-reset', async (c) => {
      const body = await readJson(c, emailBody);
      await enforceLimit(deps, 'resetPerIp', c.get('client').ip);
      const normalized = normalizeEmail(body.email);
      // Always the same answer (spec), whether or not the account exists, and even on error.
      const answer = c.json({ message: MESSAGES.passwordReset });
      if (!normalized) return answer;
      const limit = await enforceLimit(deps, 'resetPerEmail', normalized.email).then(
        () => true,
        () => false,
      );
      if (!limit) return answer;
      const [user] = await db.select({ id: users.id }).from(users).where(eq(users.email, normalized.email));
      if (user) {
        const token = await issueToken(db, user.id, 'reset_password');
        await sendMailSafely(c, deps, passwordResetMail(normalized.email, deps.config.appUrl, token));
        await writeAuthLog(db, c.get('log'), { userId: user.id, eventType: 'password_reset_requested', client: c.get('client') });
      }
      return answer;
    })

    .post('/api/auth/password-reset/confirm', async (c) => {
      const body = await readJson(c, resetConfirmBody);
      const problems = passwordProblems(body.password);
      if (problems.length > 0) {
        throw new ApiError(
          400,
          'weak_password',
          problems.join(' '),
          problems.map((message) => ({ field: 'password', message })),
        );
      }
      const passwordHash = await hashPassword(body.password);
      const result = await consumeToken(db, body.token, 'reset_password');
      if (!result.ok) throw new ApiError(400, 'reset_failed', RESET_FAILURE);
      const [user] = await db
        .update(users)
        .set({ passwordHash, updatedAt: new Date() })
        .where(eq(users.id, result.userId))
        .returning({ id: users.id, email: users.email });
      if (!user) throw new ApiError(400, 'reset_failed', RESET_FAILURE);
      // Every session ends (including any an attacker had); the lockout is lifted.
      await deleteUserSessions(db, user.id);
      await deps.callers.userChanged(user.id);
      await clearLoginFailures(db, user.email);
      await writeAuthLog(db, c.get('log'), { userId: user.id, eventType: 'password_reset', client: c.get('client') });
      return c.json({ ok: true });
    });
}
