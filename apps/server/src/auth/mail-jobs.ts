import type { Db } from '../db/client';
import type { JobQueue } from '../jobs/queue';
import type { Logger } from '../logger';
import type { Mailer } from '../mail/mailer';
import { passwordResetMail, verificationMail } from '../mail/templates';
import { findAccountEmail, findAccountId, findUnverifiedAccount } from './accounts';
import { writeAuthLog } from './auth-log';
import { issueToken } from './email-tokens';

/**
 * The account e-mails, sent by the job queue after the request answered. Whether an account
 * exists is found out here, never in the request, so "resend" and "forgot password" answer in
 * the same time and with the same status for every address. A link's token is made when its
 * mail is sent (a retry makes a new one; the unsent one is never usable).
 */
export function registerAccountMailJobs(jobs: JobQueue, deps: { db: Db; mailer: Mailer; logger: Logger; appUrl: string }): void {
  const { db, mailer, logger, appUrl } = deps;
  const log = logger.child({ component: 'account-mail' });

  jobs.handle('mail.verification', async ({ userId }) => {
    const account = await findAccountEmail(db, userId);
    if (!account || account.verified) return;
    const token = await issueToken(db, userId, 'verify_email');
    await mailer.send(verificationMail(account.email, appUrl, token));
  });

  jobs.handle('mail.resend-verification', async ({ email, ip, userAgent }) => {
    const client = { ip: ip ?? 'unknown', userAgent: userAgent ?? '' };
    const userId = await findUnverifiedAccount(db, email);
    if (!userId) {
      await writeAuthLog(db, log, {
        userId: null,
        eventType: 'resend_verification_failed',
        client,
        metadata: { email, error: 'no unverified account' },
      });
      return;
    }
    const token = await issueToken(db, userId, 'verify_email');
    await mailer.send(verificationMail(email, appUrl, token));
    await writeAuthLog(db, log, { userId, eventType: 'resend_verification', client });
  });

  jobs.handle('mail.password-reset', async ({ email, ip, userAgent }) => {
    const userId = await findAccountId(db, email);
    if (!userId) return;
    const token = await issueToken(db, userId, 'reset_password');
    await mailer.send(passwordResetMail(email, appUrl, token));
    await writeAuthLog(db, log, {
      userId,
      eventType: 'password_reset_requested',
      client: { ip: ip ?? 'unknown', userAgent: userAgent ?? '' },
    });
  });
}
