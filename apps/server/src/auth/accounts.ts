import { eq, isNull, and, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { loginThrottle, sessions, userProfiles, users } from '../db/schema';
import type { JobQueue } from '../jobs/queue';
import { ensureWorkspace } from '../workspaces/repository';

/**
 * Creates an unverified account with its profile and queues its verification e-mail, all in one
 * transaction: the mail goes out only if the account exists. null when the address is taken.
 */
export async function createAccount(
  db: Db,
  jobs: JobQueue,
  account: { email: string; domain: string; passwordHash: string },
): Promise<string | null> {
  return db.transaction(async (tx) => {
    const [created] = await tx.insert(users).values(account).onConflictDoNothing({ target: users.email }).returning({ id: users.id });
    if (!created) return null;
    await tx.insert(userProfiles).values({ id: created.id });
    await jobs.send('mail.verification', { userId: created.id }, { tx });
    return created.id;
  });
}

/** What log-in checks a password against. */
export async function findCredentials(db: Db, email: string): Promise<{ id: string; passwordHash: string } | undefined> {
  const [account] = await db.select({ id: users.id, passwordHash: users.passwordHash }).from(users).where(eq(users.email, email));
  return account;
}

export async function findAccountEmail(db: Db, userId: string): Promise<{ email: string; verified: boolean } | undefined> {
  const [row] = await db.select({ email: users.email, verifiedAt: users.emailVerifiedAt }).from(users).where(eq(users.id, userId));
  return row ? { email: row.email, verified: row.verifiedAt !== null } : undefined;
}

/** The account waiting for verification at this address, if there is one. */
export async function findUnverifiedAccount(db: Db, email: string): Promise<string | undefined> {
  const [row] = await db
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.email, email), isNull(users.emailVerifiedAt)));
  return row?.id;
}

export async function findAccountId(db: Db, email: string): Promise<string | undefined> {
  const [row] = await db.select({ id: users.id }).from(users).where(eq(users.email, email));
  return row?.id;
}

/**
 * The mailbox owner proved control of the address (a verification or reset link): the account
 * is verified, the password replaced when one is given, every session of the account ends (a
 * squatter's included), the log-in lock is lifted and the account joins its domain's workspace.
 * Runs inside the caller's transaction, next to the spending of the link's token.
 */
export async function takeOwnership(tx: Db, userId: string, passwordHash?: string): Promise<void> {
  const [user] = await tx
    .update(users)
    .set({
      emailVerifiedAt: sql`coalesce(${users.emailVerifiedAt}, now())`,
      updatedAt: new Date(),
      ...(passwordHash ? { passwordHash } : {}),
    })
    .where(eq(users.id, userId))
    .returning({ email: users.email, domain: users.domain });
  if (!user) throw new Error('account vanished while its link was used');
  await tx.update(userProfiles).set({ emailVerified: true }).where(eq(userProfiles.id, userId));
  await tx.delete(sessions).where(eq(sessions.userId, userId));
  await tx.delete(loginThrottle).where(eq(loginThrottle.email, user.email));
  await ensureWorkspace(tx, userId, user.domain);
}
