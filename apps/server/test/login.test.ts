import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { lockedRetryMessage, MESSAGES } from '@pathwise/core';
import { queryRows } from '../src/db/client';
import { authLogs, sessions, users } from '../src/db/schema';
import { CallerCache } from '../src/auth/caller-cache';
import { hashToken } from '../src/auth/crypto';
import { call, eventually, mailsTo, PASSWORD, sessionOnly, signUp, tokenFromMail, verifiedUser } from './accounts-helpers';
import { createTestContext, ENGINES, type TestContext } from './harness';

const WRONG = 'Wr0ng!password';

describe.each(ENGINES)('log-in, lockout, sessions and password reset on %s', (engine) => {
  let t: TestContext;
  beforeAll(async () => {
    t = await createTestContext(engine);
  });
  afterAll(async () => t.close());

  it('logs in with a new session id, whatever cookie the browser had before', async () => {
    await verifiedUser(t, 'login@globex.example');
    const planted = 'pw_session=attacker-chosen-token-value-1234567890';
    const result = await call(t, 'POST', '/api/auth/login', { email: 'LOGIN@globex.example', password: PASSWORD }, planted);
    expect(result.status).toBe(200);
    expect(result.cookie).toBeDefined();
    expect(result.cookie).not.toBe(planted);
    expect(result.json.user).toMatchObject({ email: 'login@globex.example', emailVerified: true });
    const logs = await t.database.db.select().from(authLogs).where(eq(authLogs.eventType, 'login'));
    expect(logs.at(-1)?.metadata).toEqual({ success: true });
  });

  it('answers any failure with Invalid credentials and logs a login_attempt without a user id', async () => {
    for (const body of [
      { email: 'login@globex.example', password: WRONG },
      { email: 'nobody@globex.example', password: WRONG },
      { email: 'not an address', password: WRONG },
    ]) {
      const result = await call(t, 'POST', '/api/auth/login', body);
      expect(result.status).toBe(401);
      expect(result.json.error).toMatchObject({ code: 'invalid_credentials', message: MESSAGES.invalidCredentials });
    }
    const attempts = await t.database.db.select().from(authLogs).where(eq(authLogs.eventType, 'login_attempt'));
    expect(attempts.length).toBeGreaterThanOrEqual(3);
    for (const row of attempts) {
      expect(row.userId).toBeNull();
      expect(row.metadata).toMatchObject({ success: false, error: MESSAGES.invalidCredentials });
      expect(JSON.stringify(row.metadata)).not.toContain(WRONG);
    }
    // Reset the counter for the next test.
    expect((await call(t, 'POST', '/api/auth/login', { email: 'login@globex.example', password: PASSWORD })).status).toBe(200);
  });

  it('takes about as long for an unknown account as for a wrong password', async () => {
    const time = async (email: string) => {
      const started = performance.now();
      await call(t, 'POST', '/api/auth/login', { email, password: WRONG });
      return performance.now() - started;
    };
    await time('nobody2@globex.example'); // warm the dummy hash
    const unknown: number[] = [];
    const known: number[] = [];
    // Interleaved, so load on the machine affects both alike; the login resets the counter.
    for (let i = 0; i < 4; i += 1) {
      unknown.push(await time(`nobody-${i}@globex.example`));
      known.push(await time('login@globex.example'));
      if (i % 2 === 1) await call(t, 'POST', '/api/auth/login', { email: 'login@globex.example', password: PASSWORD });
    }
    const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)] ?? 0;
    // Both verify an argon2id hash; without the dummy hash an unknown account would answer in
    // a fraction of a millisecond instead of tens of milliseconds.
    expect(median(unknown)).toBeGreaterThan(median(known) * 0.4);
    expect(median(unknown)).toBeGreaterThan(3);
  });

  it('locks an account after 5 failures for 15 minutes, for every spelling of the address and from a fresh client', async () => {
    await verifiedUser(t, 'lock@globex.example');
    const spellings = [
      'lock@globex.example',
      'LOCK@globex.example',
      ' lock@Globex.example. ',
      'Lock@GLOBEX.EXAMPLE',
      'lock@globex.example',
    ];
    const statuses: number[] = [];
    let last: Awaited<ReturnType<typeof call>> | undefined;
    for (const email of spellings) {
      last = await call(t, 'POST', '/api/auth/login', { email, password: WRONG });
      statuses.push(last.status);
    }
    expect(statuses).toEqual([401, 401, 401, 401, 429]);
    expect(last?.json.error).toMatchObject({ code: 'account_locked', message: MESSAGES.lockedNow, retryAfterSeconds: 900 });
    // Even the right password, from a client with no cookie, is refused while locked.
    const right = await call(t, 'POST', '/api/auth/login', { email: 'lock@globex.example', password: PASSWORD });
    expect(right.status).toBe(429);
    expect(right.json.error?.message).toBe(lockedRetryMessage(15));
    expect(right.headers.get('retry-after')).toMatch(/^\d+$/);
  });

  it('lets a locked user reset the password, ending every session, without logging in', async () => {
    const before = await call(t, 'POST', '/api/auth/password-reset', { email: 'lock@globex.example' });
    expect(before.json).toEqual({ message: MESSAGES.passwordReset });
    const unknown = await call(t, 'POST', '/api/auth/password-reset', { email: 'ghost@globex.example' });
    expect(unknown.json).toEqual({ message: MESSAGES.passwordReset });
    const token = await tokenFromMail(t, 'lock@globex.example', 'token');
    expect((await mailsTo(t, 'lock@globex.example', 'token'))[0]?.text).toContain(`${t.config.appUrl}/auth?reset=true&token=`);
    const weak = await call(t, 'POST', '/api/auth/password-reset/confirm', { token, password: 'weak' });
    expect(weak.json.error?.code).toBe('weak_password');

    const [user] = await t.database.db.select().from(users).where(eq(users.email, 'lock@globex.example'));
    const open = await t.database.db
      .select()
      .from(sessions)
      .where(eq(sessions.userId, user?.id ?? ''));
    expect(open.length).toBeGreaterThan(0);

    const newPassword = 'N3w!passphrase';
    const [first, second] = await Promise.all([
      call(t, 'POST', '/api/auth/password-reset/confirm', { token, password: newPassword }),
      call(t, 'POST', '/api/auth/password-reset/confirm', { token, password: 'Other!pass1' }),
    ]);
    expect([first.status, second.status].sort()).toEqual([200, 400]);
    expect(first.cookie ?? second.cookie).toBeUndefined();
    const winner = first.status === 200 ? newPassword : 'Other!pass1';
    expect(
      await t.database.db
        .select()
        .from(sessions)
        .where(eq(sessions.userId, user?.id ?? '')),
    ).toHaveLength(0);

    const reused = await call(t, 'POST', '/api/auth/password-reset/confirm', { token, password: newPassword });
    expect(reused.json.error?.code).toBe('reset_failed');
    expect((await call(t, 'POST', '/api/auth/login', { email: 'lock@globex.example', password: winner })).status).toBe(200);
  });

  it('refuses a reset token used to verify, and a verification token used to reset', async () => {
    await signUp(t, 'cross@globex.example');
    const verifyToken = await tokenFromMail(t, 'cross@globex.example', 'token_hash');
    await call(t, 'POST', '/api/auth/password-reset', { email: 'cross@globex.example' });
    const resetToken = await tokenFromMail(t, 'cross@globex.example', 'token');
    expect((await call(t, 'POST', '/api/auth/verify', { tokenHash: resetToken, type: 'signup' })).status).toBe(400);
    expect((await call(t, 'POST', '/api/auth/password-reset/confirm', { token: verifyToken, password: 'An0ther!pass' })).status).toBe(400);
    const [row] = await t.database.db.select().from(users).where(eq(users.email, 'cross@globex.example'));
    expect(row?.emailVerifiedAt).toBeNull();
  });

  it('evaluates at most 5 of 50 parallel wrong passwords', async () => {
    await verifiedUser(t, 'burst@globex.example');
    const results = await Promise.all(
      Array.from({ length: 50 }, () => call(t, 'POST', '/api/auth/login', { email: 'burst@globex.example', password: WRONG })),
    );
    expect(results.every((r) => r.status === 401 || r.status === 429)).toBe(true);
    const rows = await t.database.db.select().from(authLogs).where(eq(authLogs.eventType, 'login_attempt'));
    const evaluated = rows.filter(
      (r) =>
        (r.metadata as { email?: string; error?: string }).email === 'burst@globex.example' &&
        r.metadata.error === MESSAGES.invalidCredentials,
    );
    expect(evaluated.length).toBeLessThanOrEqual(5);
    expect(results.filter((r) => r.status === 429).length).toBeGreaterThanOrEqual(45);
  });

  it('ends the session on log-out (replay → 401) and after 30 idle minutes', async () => {
    const cookie = await verifiedUser(t, 'session@globex.example');
    expect((await call(t, 'GET', '/api/session', undefined, cookie)).status).toBe(200);
    const logout = await call(t, 'POST', '/api/auth/logout', undefined, cookie);
    expect(logout.status).toBe(204);
    expect(logout.headers.get('set-cookie')).toMatch(/pw_session=;/);
    expect((await call(t, 'GET', '/api/session', undefined, cookie)).status).toBe(401);
    // Without any cookie the answer is simply "nobody is signed in".
    expect((await call(t, 'GET', '/api/session')).json).toEqual({ user: null });

    const login = await call(t, 'POST', '/api/auth/login', { email: 'session@globex.example', password: PASSWORD });
    const fresh = login.cookie ?? '';
    expect((await call(t, 'GET', '/api/session', undefined, fresh)).status).toBe(200);
    await t.database.db.execute(sql`UPDATE sessions SET last_seen_at = now() - interval '31 minutes'`);
    // The database was aged behind the server's back; a cached caller lives 5 s at most.
    t.callers.clear();
    expect((await call(t, 'GET', '/api/session', undefined, fresh)).status).toBe(401);
    expect((await call(t, 'POST', '/api/auth/refresh', undefined, fresh)).status).toBe(401);
  });

  it('shares one read among requests that arrive together for a session it does not know, and keeps none revoked meanwhile', async () => {
    const login = await call(t, 'POST', '/api/auth/login', { email: 'session@globex.example', password: PASSWORD });
    const token = sessionOnly(login.cookie)?.slice('pw_session='.length) ?? '';
    const tokenHash = hashToken(token);
    const cache = new CallerCache(t.database.db, t.bus);
    const together = await Promise.all(Array.from({ length: 8 }, () => cache.get(tokenHash)));
    expect(together[0]?.account.email).toBe('session@globex.example');
    // One read: every request got the same caller, and it is kept.
    expect(new Set(together).size).toBe(1);
    expect(cache.cached(tokenHash)).toBe(together[0]);

    const other = new CallerCache(t.database.db, t.bus);
    const reading = other.get(tokenHash);
    await other.revokeSession(tokenHash);
    await reading;
    expect(other.cached(tokenHash)).toBeUndefined();
  });

  it('renews an active session without counting the renewal as activity', async () => {
    const cookie = (await call(t, 'POST', '/api/auth/login', { email: 'session@globex.example', password: PASSWORD })).cookie ?? '';
    const session = await call(t, 'GET', '/api/session', undefined, cookie);
    const before = Date.parse((session.json.user as { expiresAt: string }).expiresAt);
    await t.database.db.execute(
      sql`UPDATE sessions SET expires_at = now() + interval '1 minute', last_seen_at = now() - interval '5 minutes'`,
    );
    const renewed = await call(t, 'POST', '/api/auth/refresh', undefined, cookie);
    expect(renewed.status).toBe(200);
    expect(Date.parse(renewed.json.expiresAt as string)).toBeGreaterThan(Date.now() + 30 * 60_000);
    expect(before).toBeGreaterThan(Date.now());
    const rows = await queryRows<{ n: number }>(
      t.database.db,
      sql`SELECT count(*)::int AS n FROM sessions WHERE last_seen_at < now() - interval '4 minutes'`,
    );
    expect(rows[0]?.n).toBeGreaterThan(0);
  });

  it('throttles verification e-mails to one per 5 seconds per address', async () => {
    await signUp(t, 'resend@globex.example');
    const first = await call(t, 'POST', '/api/auth/resend-verification', { email: 'resend@globex.example' });
    expect(first.status).toBe(200);
    const second = await call(t, 'POST', '/api/auth/resend-verification', { email: 'Resend@globex.example' });
    expect(second.status).toBe(429);
    expect(second.json.error).toMatchObject({ code: 'resend_throttled', message: MESSAGES.resendWait });
    // The sign-up's mail and the one resend: the throttled request sent nothing.
    expect(await mailsTo(t, 'resend@globex.example', 'token_hash', 2)).toHaveLength(2);
    const logs = await eventually(
      () => t.database.db.select().from(authLogs).where(eq(authLogs.eventType, 'resend_verification')),
      (rows) => rows.length > 0,
    );
    expect(logs).toHaveLength(1);
  });

  it('refuses cross-site log-in attempts and form posts', async () => {
    const cross = await call(t, 'POST', '/api/auth/login', { email: 'login@globex.example', password: PASSWORD }, undefined, {
      Origin: 'https://evil.example',
    });
    expect(cross.status).toBe(403);
    expect(cross.cookie).toBeUndefined();
    const form = await t.app.request('/api/auth/login', {
      method: 'POST',
      headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
      body: 'email=login%40globex.example&password=x',
    });
    expect(form.status).toBe(415);
  });

  it('never writes a password or token into the logs', () => {
    const text = t.logs.join('\n');
    expect(text).not.toContain(PASSWORD);
    expect(text).not.toContain(WRONG);
    for (const mail of t.mailer.outbox()) {
      const token = /(?:token_hash|token)=([A-Za-z0-9_-]+)/.exec(mail.text)?.[1];
      if (token) expect(text).not.toContain(token);
    }
  });
});
