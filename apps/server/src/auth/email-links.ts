import type { Db } from '../db/client';
import { findAccountEmail, takeOwnership } from './accounts';
import { consumeToken, peekToken, type ConsumeResult } from './email-tokens';
import { hashPassword } from './password-hasher';

export type LinkFailure = Exclude<ConsumeResult, { ok: true }>['reason'];

export type VerifyOutcome =
  | { kind: 'failed'; reason: LinkFailure }
  /** The caller is signed in to another account: nothing happens until they choose. */
  | { kind: 'other_account' }
  /** Opened away from the browser that signed up: the mailbox owner chooses the password. */
  | { kind: 'password_required'; email: string }
  | { kind: 'verified'; userId: string; passwordChosen: boolean };

/**
 * A verification link. In the browser that signed up (its signed note, or a session of the same
 * account) it verifies the account as it is. Anywhere else it verifies only with a password
 * chosen there, which replaces the one given at sign-up. Either way every other session of the
 * account ends. The token is checked before a password is hashed and spent in the transaction
 * that verifies.
 */
export async function verifyEmailLink(
  db: Db,
  link: { token: string; callerUserId: string | null; signupDeviceUserId: string | null; password?: string },
): Promise<VerifyOutcome> {
  const peeked = await peekToken(db, link.token, 'verify_email');
  if (!peeked.ok) return { kind: 'failed', reason: peeked.reason };
  const { userId } = peeked;
  if (link.callerUserId && link.callerUserId !== userId) return { kind: 'other_account' };
  const sameBrowser = link.signupDeviceUserId === userId || link.callerUserId === userId;
  if (!sameBrowser && link.password === undefined) {
    const account = await findAccountEmail(db, userId);
    return account ? { kind: 'password_required', email: account.email } : { kind: 'failed', reason: 'invalid' };
  }
  const passwordHash = sameBrowser ? undefined : await hashPassword(link.password ?? '');
  return db.transaction(async (tx) => {
    const spent = await consumeToken(tx, link.token, 'verify_email');
    if (!spent.ok) return { kind: 'failed', reason: spent.reason };
    await takeOwnership(tx, userId, passwordHash);
    return { kind: 'verified', userId, passwordChosen: passwordHash !== undefined };
  });
}

/**
 * A password-reset link: the new password, the spent token, the end of every session, the lifted
 * lock and the verified address (the link proves the mailbox) in one transaction.
 */
export async function confirmPasswordReset(
  db: Db,
  token: string,
  password: string,
): Promise<{ ok: true; userId: string } | { ok: false; reason: LinkFailure }> {
  const peeked = await peekToken(db, token, 'reset_password');
  if (!peeked.ok) return peeked;
  const passwordHash = await hashPassword(password);
  return db.transaction(async (tx) => {
    const spent = await consumeToken(tx, token, 'reset_password');
    if (!spent.ok) return spent;
    await takeOwnership(tx, spent.userId, passwordHash);
    return { ok: true as const, userId: spent.userId };
  });
}
