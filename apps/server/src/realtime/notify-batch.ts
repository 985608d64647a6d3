import type pg from 'pg';

/** Payload field that keeps two equal events in one statement apart (PostgreSQL folds equal ones). */
export const SEQUENCE_FIELD = '_n';

/** Most events in one statement: each payload is at most a few hundred bytes. */
const MAX_BATCH = 500;

interface Pending {
  payload: string;
  resolve: () => void;
  reject: (error: unknown) => void;
}

/**
 * NOTIFY for many writers, one statement at a time: the first event goes out at once, and the
 * events published while a statement is in flight go together in the next, in order (a group
 * commit). Under load a story costs a share of one NOTIFY rather than a round trip of its own.
 * Each payload carries a sequence number: within one transaction PostgreSQL delivers equal
 * payloads on a channel once, and two equal events (a like count back to 5) must both arrive.
 */
export function batchedNotify(pool: Pick<pg.Pool, 'query'>, channel: string): (event: object) => Promise<void> {
  let pending: Pending[] = [];
  let flushing = false;
  let sequence = 0;

  const flush = async () => {
    flushing = true;
    while (pending.length > 0) {
      const batch = pending.slice(0, MAX_BATCH);
      pending = pending.slice(batch.length);
      try {
        // Named: prepared once per connection, not parsed and planned for every batch.
        await pool.query({
          name: 'pathwise_notify',
          text: 'SELECT pg_notify($1, payload) FROM unnest($2::text[]) WITH ORDINALITY AS t(payload, n) ORDER BY n',
          values: [channel, batch.map((p) => p.payload)],
        });
        for (const p of batch) p.resolve();
      } catch (error) {
        for (const p of batch) p.reject(error);
      }
    }
    flushing = false;
  };

  return (event) =>
    new Promise<void>((resolve, reject) => {
      sequence = (sequence + 1) % Number.MAX_SAFE_INTEGER;
      pending.push({ payload: JSON.stringify({ ...event, [SEQUENCE_FIELD]: sequence }), resolve, reject });
      if (!flushing) void flush();
    });
}

/** The event as it was published (the sequence number removed). */
export function parseNotification<T>(payload: string): T {
  const { [SEQUENCE_FIELD]: _sequence, ...event } = JSON.parse(payload) as Record<string, unknown>;
  return event as T;
}
