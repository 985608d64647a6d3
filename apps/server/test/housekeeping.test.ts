import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../src/db/client';
import { housekeeping } from '../src/housekeeping';
import { call, signUp, tokenFromMail } from './accounts-helpers';
import { createTestContext, ENGINES, type TestContext } from './harness';

describe.each(ENGINES)('housekeeping on %s', (engine) => {
  let t: TestContext;
  beforeAll(async () => {
    t = await createTestContext(engine);
  });
  afterAll(async () => t.close());

  it('deletes ended sessions, spent tokens, old windows and counters, and keeps the live ones', async () => {
    const live = (await signUp(t, 'live@tidy.example')).cookie ?? '';
    const stale = (await signUp(t, 'stale@tidy.example')).cookie ?? '';
    await call(t, 'POST', '/api/auth/login', { email: 'stale@tidy.example', password: 'Wr0ng!pass' });
    // The verification tokens are issued by the mail job, after the answer: wait for both mails.
    await tokenFromMail(t, 'live@tidy.example', 'token_hash');
    await tokenFromMail(t, 'stale@tidy.example', 'token_hash');
    const staleUser = sql`(SELECT id FROM users WHERE email = 'stale@tidy.example')`;
    await t.database.db.execute(sql`UPDATE sessions SET last_seen_at = now() - interval '2 hours' WHERE user_id = ${staleUser}`);
    await t.database.db.execute(sql`UPDATE auth_tokens SET expires_at = now() - interval '2 days' WHERE user_id = ${staleUser}`);
    await t.database.db.execute(sql`UPDATE login_throttle SET updated_at = now() - interval '2 days'`);
    await t.database.db.execute(
      sql`INSERT INTO rate_limits (key, window_start, count) VALUES ('old', now() - interval '2 days', 1), ('new', now(), 1)`,
    );

    const deleted = await housekeeping(t.database.db);
    expect(deleted).toEqual({ sessions: 1, tokens: 1, rateLimits: 1, loginThrottles: 1 });
    const [left] = await queryRows<{ sessions: number; tokens: number }>(
      t.database.db,
      sql`SELECT (SELECT count(*)::int FROM sessions) AS sessions, (SELECT count(*)::int FROM auth_tokens) AS tokens`,
    );
    expect(left).toEqual({ sessions: 1, tokens: 1 });
    const keys = await queryRows<{ key: string }>(t.database.db, sql`SELECT key FROM rate_limits WHERE key IN ('old', 'new')`);
    expect(keys.map((k) => k.key)).toEqual(['new']);
    expect((await call(t, 'GET', '/api/session', undefined, live)).status).toBe(200);
    t.callers.clear();
    expect((await call(t, 'GET', '/api/session', undefined, stale)).status).toBe(401);
  });
});
