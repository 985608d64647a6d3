import { sql } from 'drizzle-orm';
import { INACTIVITY } from '@pathwise/core';
import { queryRows, type Db } from './db/client';
import type { Logger } from './logger';

const EVERY_MS = 30 * 60_000;

/**
 * Deletes what can never be used again: ended sessions, spent or long-expired e-mail tokens,
 * old rate-limit windows and log-in counters without a live lock. Safe to run on every instance
 * at once (plain deletes).
 */
export async function housekeeping(db: Db): Promise<Record<string, number>> {
  const count = async (query: ReturnType<typeof sql>) => (await queryRows<{ n: number }>(db, query))[0]?.n ?? 0;
  return {
    sessions: await count(sql`
      WITH d AS (DELETE FROM sessions WHERE expires_at < now() OR last_seen_at < now() - make_interval(secs => ${INACTIVITY.timeoutMs / 1000}) RETURNING 1)
      SELECT count(*)::int AS n FROM d`),
    tokens: await count(sql`
      WITH d AS (DELETE FROM auth_tokens WHERE used_at < now() - interval '1 day' OR expires_at < now() - interval '1 day' RETURNING 1)
      SELECT count(*)::int AS n FROM d`),
    rateLimits: await count(sql`
      WITH d AS (DELETE FROM rate_limits WHERE window_start < now() - interval '1 day' RETURNING 1)
      SELECT count(*)::int AS n FROM d`),
    loginThrottles: await count(sql`
      WITH d AS (DELETE FROM login_throttle WHERE (locked_until IS NULL OR locked_until < now()) AND updated_at < now() - interval '1 day' RETURNING 1)
      SELECT count(*)::int AS n FROM d`),
  };
}

/** Runs housekeeping every 30 minutes (first run after one interval); returns the stopper. */
export function scheduleHousekeeping(db: Db, logger: Logger, everyMs = EVERY_MS): () => void {
  const timer = setInterval(() => {
    housekeeping(db).then(
      (deleted) => logger.info({ deleted }, 'housekeeping'),
      (error: unknown) => logger.warn({ err: error }, 'housekeeping failed; will try again'),
    );
  }, everyMs);
  timer.unref();
  return () => clearInterval(timer);
}
