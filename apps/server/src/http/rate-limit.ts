import { sql } from 'drizzle-orm';
import { queryRows, type Db } from '../db/client';

export interface RateLimitResult {
  allowed: boolean;
  /** Milliseconds until the window resets. */
  retryAfterMs: number;
}

/**
 * Fixed-window counter in the database, so every server instance shares it. The upsert is
 * atomic: concurrent hits each see their own count.
 */
export async function hitRateLimit(db: Db, key: string, limit: number, windowMs: number): Promise<RateLimitResult> {
  const seconds = windowMs / 1000;
  const rows = await queryRows<{ count: number; elapsed_ms: number }>(
    db,
    sql`
    INSERT INTO rate_limits (key, window_start, count) VALUES (${key}, now(), 1)
    ON CONFLICT (key) DO UPDATE SET
      count = CASE WHEN rate_limits.window_start <= now() - make_interval(secs => ${seconds}) THEN 1 ELSE rate_limits.count + 1 END,
      window_start = CASE WHEN rate_limits.window_start <= now() - make_interval(secs => ${seconds}) THEN now() ELSE rate_limits.window_start END
    RETURNING count, (extract(epoch FROM (now() - window_start)) * 1000)::float8 AS elapsed_ms`,
  );
  const row = rows[0];
  const count = Number(row?.count ?? 1);
  return { allowed: count <= limit, retryAfterMs: Math.max(0, windowMs - Number(row?.elapsed_ms ?? 0)) };
}

/** Named limits; tests may loosen them. */
export interface RateLimits {
  signupPerIp: { limit: number; windowMs: number };
  loginPerIp: { limit: number; windowMs: number };
  resendPerEmail: { limit: number; windowMs: number };
  resendPerIp: { limit: number; windowMs: number };
  resetPerEmail: { limit: number; windowMs: number };
  resetPerIp: { limit: number; windowMs: number };
  trackEventPerIp: { limit: number; windowMs: number };
  /** Verification and password-reset links, which are guessed at like passwords. */
  emailLinkPerIp: { limit: number; windowMs: number };
  /** Invitations sent or resent by one member (issue 15). */
  invitePerUser: { limit: number; windowMs: number };
}

export const DEFAULT_RATE_LIMITS: RateLimits = {
  signupPerIp: { limit: 20, windowMs: 10 * 60_000 },
  loginPerIp: { limit: 100, windowMs: 15 * 60_000 },
  resendPerEmail: { limit: 1, windowMs: 5_000 },
  resendPerIp: { limit: 30, windowMs: 60 * 60_000 },
  resetPerEmail: { limit: 3, windowMs: 15 * 60_000 },
  resetPerIp: { limit: 20, windowMs: 15 * 60_000 },
  trackEventPerIp: { limit: 600, windowMs: 60_000 },
  emailLinkPerIp: { limit: 100, windowMs: 15 * 60_000 },
  invitePerUser: { limit: 20, windowMs: 60 * 60_000 },
};
