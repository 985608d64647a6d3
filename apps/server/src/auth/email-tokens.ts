import { and, eq, isNull, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { authTokens } from '../db/schema';
import { hashToken, randomToken } from './crypto';

export type TokenPurpose = 'verify_email' | 'reset_password';

export const TOKEN_LIFETIME_MS: Record<TokenPurpose, number> = {
  verify_email: 24 * 60 * 60_000,
  reset_password: 60 * 60_000,
};

/** Issues a new single-use token; earlier unused tokens of the same purpose stop working. */
export async function issueToken(db: Db, userId: string, purpose: TokenPurpose): Promise<string> {
  const token = randomToken();
  await db.transaction(async (tx) => {
    await tx
      .update(authTokens)
      .set({ usedAt: new Date() })
      .where(and(eq(authTokens.userId, userId), eq(authTokens.purpose, purpose), isNull(authTokens.usedAt)));
    await tx.insert(authTokens).values({
      tokenHash: hashToken(token),
      userId,
      purpose,
      expiresAt: new Date(Date.now() + TOKEN_LIFETIME_MS[purpose]),
    });
  });
  return token;
}

export type ConsumeResult = { ok: true; userId: string } | { ok: false; reason: 'invalid' | 'used' | 'expired' };

const TOKEN_SHAPE = /^[A-Za-z0-9_-]{20,100}$/;

/** Why a token that could not be used failed (unknown, spent, or too old). */
async function failure(db: Db, tokenHash: string, purpose: TokenPurpose): Promise<ConsumeResult> {
  const [row] = await db
    .select({ usedAt: authTokens.usedAt, expiresAt: authTokens.expiresAt })
    .from(authTokens)
    .where(and(eq(authTokens.tokenHash, tokenHash), eq(authTokens.purpose, purpose)));
  if (!row) return { ok: false, reason: 'invalid' };
  return { ok: false, reason: row.usedAt ? 'used' : 'expired' };
}

/**
 * Looks at a token without using it: the checks that cost nothing come before anything that costs
 * something (a password hash), and the token is spent only by `consumeToken` in the transaction
 * that acts on it.
 */
export async function peekToken(db: Db, token: string, purpose: TokenPurpose): Promise<ConsumeResult> {
  if (!TOKEN_SHAPE.test(token)) return { ok: false, reason: 'invalid' };
  const tokenHash = hashToken(token);
  const [row] = await db
    .select({ userId: authTokens.userId })
    .from(authTokens)
    .where(
      and(
        eq(authTokens.tokenHash, tokenHash),
        eq(authTokens.purpose, purpose),
        isNull(authTokens.usedAt),
        sql`${authTokens.expiresAt} > now()`,
      ),
    );
  return row ? { ok: true, userId: row.userId } : failure(db, tokenHash, purpose);
}

/**
 * Uses a token once: a single atomic UPDATE, so of two simultaneous uses exactly one wins.
 * A token of another purpose is as good as unknown.
 */
export async function consumeToken(db: Db, token: string, purpose: TokenPurpose): Promise<ConsumeResult> {
  if (!TOKEN_SHAPE.test(token)) return { ok: false, reason: 'invalid' };
  const tokenHash = hashToken(token);
  const [used] = await db
    .update(authTokens)
    .set({ usedAt: new Date() })
    .where(
      and(
        eq(authTokens.tokenHash, tokenHash),
        eq(authTokens.purpose, purpose),
        isNull(authTokens.usedAt),
        sql`${authTokens.expiresAt} > now()`,
      ),
    )
    .returning({ userId: authTokens.userId });
  return used ? { ok: true, userId: used.userId } : failure(db, tokenHash, purpose);
}
