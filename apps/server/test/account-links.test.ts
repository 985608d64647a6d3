import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LINK_MESSAGES } from '@pathwise/core';
import { hashToken } from '../src/auth/crypto';
import { hashingStats } from '../src/auth/password-hasher';
import { authTokens, sessions, users } from '../src/db/schema';
import { call, mailsTo, PASSWORD, sessionOnly, signUp, tokenFromMail, verifiedUser } from './accounts-helpers';
import { createTestContext, ENGINES, LOOSE_LIMITS, type TestContext } from './harness';

const OWNER = 'Own3r!mailbox';
const SQUATTER = 'Squ4tter!pass';

describe.each(ENGINES)('e-mailed links against account takeover on %s', (engine) => {
  let t: TestContext;
  beforeAll(async () => {
    t = await createTestContext(engine, { rateLimits: { ...LOOSE_LIMITS, emailLinkPerIp: { limit: 40, windowMs: 60_000 } } });
  });
  afterAll(async () => t.close());

  it('keeps a squatter out: the owner chooses the password away from the sign-up browser, and every other session ends', async () => {
    const squat = await signUp(t, 'victim@corp.example', SQUATTER);
    expect(squat.status).toBe(201);
    const token = await tokenFromMail(t, 'victim@corp.example', 'token_hash');

    // The owner's browser has none of the sign-up's cookies: it must choose a password first.
    const asked = await call(t, 'POST', '/api/auth/verify', { tokenHash: token, type: 'signup' });
    expect(asked.status).toBe(200);
    expect(asked.json).toEqual({ passwordRequired: true, email: 'victim@corp.example' });
    expect(asked.cookie).toBeUndefined();
    // The squatter's own session does not count as the sign-up browser's note.
    const [row] = await t.database.db.select().from(users).where(eq(users.email, 'victim@corp.example'));
    expect(row?.emailVerifiedAt).toBeNull();

    const weak = await call(t, 'POST', '/api/auth/verify', { tokenHash: token, type: 'signup', password: 'weak' });
    expect(weak.json.error?.code).toBe('weak_password');
    const owner = await call(t, 'POST', '/api/auth/verify', { tokenHash: token, type: 'signup', password: OWNER });
    expect(owner.status).toBe(200);
    expect(owner.json.user).toMatchObject({ email: 'victim@corp.example', emailVerified: true, workspace: { role: 'admin' } });

    // The squatter's session and password are gone; the owner's work.
    expect((await call(t, 'GET', '/api/session', undefined, sessionOnly(squat.cookie))).status).toBe(401);
    expect((await call(t, 'POST', '/api/auth/login', { email: 'victim@corp.example', password: SQUATTER })).status).toBe(401);
    expect((await call(t, 'POST', '/api/auth/login', { email: 'victim@corp.example', password: OWNER })).status).toBe(200);
    const open = await t.database.db
      .select()
      .from(sessions)
      .where(eq(sessions.userId, row?.id ?? ''));
    expect(open).toHaveLength(2); // the owner's verification session and log-in, nothing older
  });

  it('refuses a forged or foreign sign-up note: only the browser that signed up skips the password', async () => {
    const first = await signUp(t, 'note@corp.example');
    const other = await signUp(t, 'other-note@corp.example');
    const token = await tokenFromMail(t, 'note@corp.example', 'token_hash');
    const foreignNote = other.cookie?.split('; ').find((c) => c.startsWith('pw_signup='));
    const forged = first.cookie?.replace(
      /pw_signup=([^.]+)\.(\d+)\.[A-Za-z0-9_-]+/,
      'pw_signup=$1.$2.AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA',
    );
    for (const cookie of [foreignNote, forged?.split('; ').find((c) => c.startsWith('pw_signup='))]) {
      const answer = await call(t, 'POST', '/api/auth/verify', { tokenHash: token, type: 'signup' }, cookie);
      expect(answer.json).toMatchObject({ passwordRequired: true });
    }
    const genuine = await call(t, 'POST', '/api/auth/verify', { tokenHash: token, type: 'signup' }, first.cookie);
    expect(genuine.json.user).toMatchObject({ email: 'note@corp.example', emailVerified: true });
    // The note is spent with the link.
    expect(genuine.headers.getSetCookie().some((line) => /^pw_signup=;/.test(line))).toBe(true);
  });

  it('lets the owner reclaim a squatted address with a password reset, which verifies it and ends every session', async () => {
    const squat = await signUp(t, 'reclaim@corp.example', SQUATTER);
    await call(t, 'POST', '/api/auth/password-reset', { email: 'reclaim@corp.example' });
    const token = await tokenFromMail(t, 'reclaim@corp.example', 'token');
    expect((await call(t, 'POST', '/api/auth/password-reset/confirm', { token, password: OWNER })).status).toBe(200);
    expect((await call(t, 'GET', '/api/session', undefined, sessionOnly(squat.cookie))).status).toBe(401);
    expect((await call(t, 'POST', '/api/auth/login', { email: 'reclaim@corp.example', password: SQUATTER })).status).toBe(401);
    const login = await call(t, 'POST', '/api/auth/login', { email: 'reclaim@corp.example', password: OWNER });
    expect(login.json.user).toMatchObject({ emailVerified: true, workspace: { domain: 'corp.example' } });
  });

  it("keeps a signed-in user as themselves when they open another account's verification link", async () => {
    const me = await verifiedUser(t, 'me@swap.example');
    await signUp(t, 'them@swap.example');
    const token = await tokenFromMail(t, 'them@swap.example', 'token_hash');
    const swap = await call(t, 'POST', '/api/auth/verify', { tokenHash: token, type: 'signup' }, me);
    expect(swap.status).toBe(409);
    expect(swap.json.error).toMatchObject({ code: 'signed_in_as_other_account', message: LINK_MESSAGES.otherAccountDescription });
    expect(swap.cookie).toBeUndefined();
    expect((await call(t, 'GET', '/api/session', undefined, me)).json.user).toMatchObject({ email: 'me@swap.example' });
    // Nothing was spent or verified.
    const [them] = await t.database.db.select().from(users).where(eq(users.email, 'them@swap.example'));
    expect(them?.emailVerifiedAt).toBeNull();
    const [stored] = await t.database.db
      .select()
      .from(authTokens)
      .where(eq(authTokens.tokenHash, hashToken(token)));
    expect(stored?.usedAt).toBeNull();
  });

  it('checks the link before spending a password hash', async () => {
    const before = hashingStats.hashes;
    for (let i = 0; i < 5; i += 1) {
      const reset = await call(t, 'POST', '/api/auth/password-reset/confirm', {
        token: `unknown-token-${i}-aaaaaaaaaaaaaaaa`,
        password: OWNER,
      });
      expect(reset.json.error?.code).toBe('reset_failed');
      const verify = await call(t, 'POST', '/api/auth/verify', {
        tokenHash: `unknown-token-${i}-aaaaaaaaaaaaaaaa`,
        type: 'signup',
        password: OWNER,
      });
      expect(verify.json.error?.code).toBe('verification_failed');
    }
    expect(hashingStats.hashes).toBe(before);
  });

  it('spends the token, changes the password and ends the sessions together, or not at all', async () => {
    const cookie = await verifiedUser(t, 'atomic@corp.example');
    await call(t, 'POST', '/api/auth/password-reset', { email: 'atomic@corp.example' });
    const token = await tokenFromMail(t, 'atomic@corp.example', 'token');
    const [account] = await t.database.db.select({ id: users.id }).from(users).where(eq(users.email, 'atomic@corp.example'));
    const accountId = sql.raw(`'${account?.id ?? ''}'`);
    // A failure in the middle of the writes (the profile update) must roll back the others.
    await t.database.db.execute(sql`
      CREATE FUNCTION refuse_atomic() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN RAISE EXCEPTION 'simulated failure'; END $$`);
    await t.database.db.execute(sql`
      CREATE TRIGGER refuse_atomic BEFORE UPDATE ON user_profiles FOR EACH ROW
      WHEN (NEW.id = ${accountId}) EXECUTE FUNCTION refuse_atomic()`);
    try {
      const failed = await call(t, 'POST', '/api/auth/password-reset/confirm', { token, password: OWNER });
      expect(failed.status).toBe(500);
    } finally {
      await t.database.db.execute(sql`DROP TRIGGER refuse_atomic ON user_profiles`);
      await t.database.db.execute(sql`DROP FUNCTION refuse_atomic()`);
    }
    const [stored] = await t.database.db
      .select()
      .from(authTokens)
      .where(eq(authTokens.tokenHash, hashToken(token)));
    expect(stored?.usedAt).toBeNull();
    expect((await call(t, 'GET', '/api/session', undefined, cookie)).status).toBe(200);
    expect((await call(t, 'POST', '/api/auth/login', { email: 'atomic@corp.example', password: PASSWORD })).status).toBe(200);
    // Once the failure is gone the same link works.
    expect((await call(t, 'POST', '/api/auth/password-reset/confirm', { token, password: OWNER })).status).toBe(200);
  });

  it('rate-limits link confirmations per address like log-in', async () => {
    const limited = await createTestContext(engine, { rateLimits: { ...LOOSE_LIMITS, emailLinkPerIp: { limit: 3, windowMs: 60_000 } } });
    try {
      const statuses: number[] = [];
      for (let i = 0; i < 5; i += 1) {
        const answer = await call(limited, 'POST', '/api/auth/password-reset/confirm', {
          token: `guess-${i}-aaaaaaaaaaaaaaaaaaaa`,
          password: OWNER,
        });
        statuses.push(answer.status);
      }
      expect(statuses).toEqual([400, 400, 400, 429, 429]);
      const verify = await call(limited, 'POST', '/api/auth/verify', { tokenHash: 'guess-aaaaaaaaaaaaaaaaaaaaaaa', type: 'signup' });
      expect(verify.status).toBe(429);
    } finally {
      await limited.close();
    }
  });

  it('sends the verification mail once per sign-up, after the answer', async () => {
    await signUp(t, 'once@corp.example');
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(await mailsTo(t, 'once@corp.example', 'token_hash')).toHaveLength(1);
  });
});
