import { eq, sql } from 'drizzle-orm';
import { LOGIN_LOCKOUT } from '@pathwise/core';
import { queryRows, type Db } from '../db/client';
import { loginThrottle } from '../db/schema';

export type LockoutDecision = { allowed: true; attempt: number } | { allowed: false; retryAfterMs: number };

const LOCK_SECONDS = LOGIN_LOCKOUT.minutes * 60;

/**
 * Reserves one log-in attempt for an account before its password is checked. The upsert is
 * atomic across connections and instances, so of N simultaneous attempts at most
 * `maxAttempts` get to evaluate a password; the rest are refused as locked.
 */
export async function reserveLoginAttempt(db: Db, email: string): Promise<LockoutDecision> {
  const rows = await queryRows<{ attempts: number; locked_ms: number | null }>(
    db,
    sql`
    INSERT INTO login_throttle (email, attempts, updated_at) VALUES (${email}, 1, now())
    ON CONFLICT (email) DO UPDATE SET
      attempts = CASE
        WHEN login_throttle.locked_until IS NOT NULL AND login_throttle.locked_until <= now() THEN 1
        WHEN login_throttle.locked_until IS NULL AND login_throttle.updated_at <= now() - make_interval(secs => ${LOCK_SECONDS}) THEN 1
        ELSE login_throttle.attempts + 1 END,
      locked_until = CASE
        WHEN login_throttle.locked_until IS NOT NULL AND login_throttle.locked_until <= now() THEN NULL
        ELSE login_throttle.locked_until END,
      updated_at = now()
    RETURNING attempts, (extract(epoch FROM (locked_until - now())) * 1000)::float8 AS locked_ms`,
  );
  const row = rows[0];
  const attempts = Number(row?.attempts ?? 1);
  const lockedMs = row?.locked_ms === null || row?.locked_ms === undefined ? null : Number(row.locked_ms);
  if (lockedMs !== null && lockedMs > 0) return { allowed: false, retryAfterMs: lockedMs };
  if (attempts > LOGIN_LOCKOUT.maxAttempts) return { allowed: false, retryAfterMs: LOCK_SECONDS * 1000 };
  return { allowed: true, attempt: attempts };
}

/** After a wrong password: the attempt that reached the limit locks the account. */
export async function recordLoginFailure(db: Db, email: string, attempt: number): Promise<{ lockedNow: boolean }> {
  if (attempt < LOGIN_LOCKOUT.maxAttempts) return { lockedNow: false };
  await db.execute(sql`
    UPDATE login_throttle SET locked_until = now() + make_interval(secs => ${LOCK_SECONDS})
    WHERE email = ${email} AND locked_until IS NULL`);
  return { lockedNow: true };
}

export async function clearLoginFailures(db: Db, email: string): Promise<void> {
  await db.delete(loginThrottle).where(eq(loginThrottle.email, email));
}
