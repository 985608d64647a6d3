import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MESSAGES } from '@pathwise/core';
import { hashToken } from '../src/auth/crypto';
import { authLogs, authTokens, blockedDomains, sessions, userProfiles, users, workspaces } from '../src/db/schema';
import { call, mailsTo, PASSWORD, signUp, tokenFromMail, verifiedUser } from './accounts-helpers';
import { queuedJobs } from './jobs-helpers';
import { createTestContext, ENGINES, type TestContext } from './harness';

describe.each(ENGINES)('sign-up, verification and workspaces on %s', (engine) => {
  let t: TestContext;
  /** The cookies of the browser Ada signed up in. */
  let adaBrowser: string | undefined;
  beforeAll(async () => {
    t = await createTestContext(engine, { env: { APP_URL: 'https://learn.pathwise.test' } });
    await t.database.db.insert(blockedDomains).values({ domain: 'blocked.example' });
  });
  afterAll(async () => t.close());

  it('creates an unverified, signed-in account and mails a verification link on APP_URL', async () => {
    const result = await call(t, 'POST', '/api/auth/signup', { email: ' Ada@Acme.io ', password: PASSWORD, acceptTerms: true }, undefined, {
      Origin: 'https://learn.pathwise.test',
      Host: 'evil.example',
      'X-Forwarded-Host': 'evil.example',
    });
    expect(result.status).toBe(201);
    adaBrowser = result.cookie;
    expect(result.json.user).toMatchObject({
      email: 'ada@acme.io',
      name: 'ada',
      emailVerified: false,
      isOnboarded: false,
      workspace: null,
    });
    const setCookie = result.headers.get('set-cookie') ?? '';
    expect(setCookie).toMatch(/HttpOnly/i);
    expect(setCookie).toMatch(/SameSite=Lax/i);
    expect(setCookie).toMatch(/Secure/i);
    const [mail] = await mailsTo(t, 'ada@acme.io', 'token_hash');
    expect(mail?.text).toMatch(/^[\s\S]*https:\/\/learn\.pathwise\.test\/auth\?token_hash=[A-Za-z0-9_-]+&type=signup/);
    expect(mail?.text).not.toContain('evil.example');
  });

  it('stores tokens and passwords only as hashes', async () => {
    const token = await tokenFromMail(t, 'ada@acme.io', 'token_hash');
    const rows = await t.database.db.select().from(authTokens);
    expect(rows.some((r) => r.tokenHash === token)).toBe(false);
    expect(rows.some((r) => r.tokenHash === hashToken(token))).toBe(true);
    const [user] = await t.database.db.select().from(users).where(eq(users.email, 'ada@acme.io'));
    expect(user?.passwordHash).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/);
    const stored = await t.database.db.select({ tokenHash: sessions.tokenHash }).from(sessions);
    expect(stored.every((s) => /^[0-9a-f]{64}$/.test(s.tokenHash))).toBe(true);
  });

  it.each([
    ['ada@gmail.com', 'personal_email', MESSAGES.personalEmail],
    ['ada@GMAIL.com', 'personal_email', MESSAGES.personalEmail],
    ['ada@mail.yahoo.com', 'personal_email', MESSAGES.personalEmail],
    ['ada@learn.pathwise.test', 'personal_email', MESSAGES.personalEmail],
    ['ada@blocked.example', 'personal_email', MESSAGES.personalEmail],
    ['ada@eng.blocked.example', 'personal_email', MESSAGES.personalEmail],
    ['not-an-address', 'invalid_email', MESSAGES.invalidEmail],
    ['ada@acme.io\r\nBcc: victim@x.io', 'invalid_email', MESSAGES.invalidEmail],
    [`${'a'.repeat(300)}@acme.io`, 'invalid_email', MESSAGES.invalidEmail],
  ])('refuses %j with %s', async (email, code, message) => {
    const before = await queuedJobs(t, 'mail.verification');
    const result = await signUp(t, email);
    expect(result.status).toBe(400);
    expect(result.json.error).toMatchObject({ code, message });
    expect(await queuedJobs(t, 'mail.verification')).toBe(before);
  });

  it('lists every broken password rule, and requires the terms', async () => {
    const weak = await call(t, 'POST', '/api/auth/signup', { email: 'weak@acme.io', password: 'short', acceptTerms: true });
    expect(weak.status).toBe(400);
    expect(weak.json.error?.code).toBe('weak_password');
    const details = (weak.json.error as unknown as { details: { message: string }[] }).details.map((d) => d.message);
    expect(details).toContain('Password must be at least 8 characters long');
    expect(details).toContain('Password must contain at least one uppercase letter');
    const long = await call(t, 'POST', '/api/auth/signup', {
      email: 'weak@acme.io',
      password: `Aa1!${'x'.repeat(300)}`,
      acceptTerms: true,
    });
    expect(long.json.error?.code).toBe('weak_password');
    const terms = await call(t, 'POST', '/api/auth/signup', { email: 'weak@acme.io', password: PASSWORD });
    expect(terms.json.error).toMatchObject({ code: 'terms_required', message: MESSAGES.acceptTerms });
  });

  it('refuses an existing account, whatever its case or spacing', async () => {
    const again = await signUp(t, 'ADA@acme.io.');
    expect(again.status).toBe(409);
    expect(again.json.error).toMatchObject({ code: 'account_exists', message: MESSAGES.accountExistsDescription });
  });

  it('makes one user of the same e-mail signed up twice at once, without a 500', async () => {
    const results = await Promise.all([signUp(t, 'twice@acme.io'), signUp(t, 'Twice@Acme.io')]);
    expect(results.map((r) => r.status).sort()).toEqual([201, 409]);
    const rows = await t.database.db.select().from(users).where(eq(users.email, 'twice@acme.io'));
    expect(rows).toHaveLength(1);
  });

  it('verifies once: creates the domain workspace with the user as admin; a reused or tampered link changes nothing', async () => {
    const token = await tokenFromMail(t, 'ada@acme.io', 'token_hash');
    const tampered = await call(t, 'POST', '/api/auth/verify', { tokenHash: `${token.slice(0, -2)}xx`, type: 'signup' }, adaBrowser);
    expect(tampered.status).toBe(400);
    expect(tampered.json.error?.code).toBe('verification_failed');

    const verified = await call(t, 'POST', '/api/auth/verify', { tokenHash: token, type: 'signup' }, adaBrowser);
    expect(verified.status).toBe(200);
    expect(verified.cookie).toBeDefined();
    expect(verified.json.user).toMatchObject({ emailVerified: true, workspace: { name: null, domain: 'acme.io', role: 'admin' } });

    const reused = await call(t, 'POST', '/api/auth/verify', { tokenHash: token, type: 'signup' }, adaBrowser);
    expect(reused.status).toBe(400);
    expect(reused.json.error?.message).toMatch(/already been used/);
    const wrongType = await call(t, 'POST', '/api/auth/verify', { tokenHash: token, type: 'recovery' });
    expect(wrongType.status).toBe(400);

    const [ws] = await t.database.db.select().from(workspaces).where(eq(workspaces.domain, 'acme.io'));
    const [ada] = await t.database.db.select().from(users).where(eq(users.email, 'ada@acme.io'));
    expect(ws).toMatchObject({ name: null, createdBy: ada?.id, firstAdminId: ada?.id });
  });

  it('refuses an expired verification link', async () => {
    const late = await signUp(t, 'late@acme.io');
    const token = await tokenFromMail(t, 'late@acme.io', 'token_hash');
    await t.database.db
      .update(authTokens)
      .set({ expiresAt: sql`now() - interval '1 minute'` })
      .where(eq(authTokens.tokenHash, hashToken(token)));
    const result = await call(t, 'POST', '/api/auth/verify', { tokenHash: token, type: 'signup' }, late.cookie);
    expect(result.status).toBe(400);
    expect(result.json.error?.message).toMatch(/expired/);
    const [row] = await t.database.db.select().from(users).where(eq(users.email, 'late@acme.io'));
    expect(row?.emailVerifiedAt).toBeNull();
  });

  it('lets a later user of the domain join as a member (plus-addressing included)', async () => {
    const cookie = await verifiedUser(t, 'bob+news@ACME.io');
    const session = await call(t, 'GET', '/api/session', undefined, cookie);
    expect(session.json.user).toMatchObject({ email: 'bob+news@acme.io', workspace: { domain: 'acme.io', role: 'member' } });
  });

  it('creates exactly one workspace and one admin for 20 concurrent first sign-ups of a domain', async () => {
    const emails = Array.from({ length: 20 }, (_, i) => (i % 3 === 0 ? `user${i}@RACE.example.` : `user${i}@race.example`));
    const signups = await Promise.all(emails.map((email) => signUp(t, email)));
    expect(signups.every((s) => s.status === 201)).toBe(true);
    const verifications = await Promise.all(
      emails.map(async (email, i) =>
        call(
          t,
          'POST',
          '/api/auth/verify',
          { tokenHash: await tokenFromMail(t, email.toLowerCase().replace(/\.$/, ''), 'token_hash'), type: 'signup' },
          signups[i]?.cookie,
        ),
      ),
    );
    expect(verifications.map((v) => v.status)).toEqual(emails.map(() => 200));
    const rows = await t.database.db.select().from(workspaces).where(eq(workspaces.domain, 'race.example'));
    expect(rows).toHaveLength(1);
    const members = await t.database.db
      .select()
      .from(userProfiles)
      .where(eq(userProfiles.workspaceId, rows[0]?.id ?? ''));
    expect(members).toHaveLength(20);
    expect(members.filter((m) => m.workspaceRole === 'admin')).toHaveLength(1);
  });

  it('names the workspace: any member while unnamed, afterwards only the admin', async () => {
    const admin = await verifiedUser(t, 'first@initech.example');
    const member = await verifiedUser(t, 'second@initech.example');
    const tooShort = await call(t, 'PUT', '/api/workspace/name', { name: 'ab' }, member);
    expect(tooShort.status).toBe(400);
    const named = await call(t, 'PUT', '/api/workspace/name', { name: '  Initech  ' }, member);
    expect(named.status).toBe(200);
    expect(named.json.user).toMatchObject({ workspace: { name: 'Initech' } });
    const rename = await call(t, 'PUT', '/api/workspace/name', { name: 'Initrode' }, member);
    expect(rename.status).toBe(403);
    const byAdmin = await call(t, 'PUT', '/api/workspace/name', { name: 'Initrode', workspace_id: 'ignored', role: 'admin' }, admin);
    expect(byAdmin.status).toBe(200);
    const unverified = await signUp(t, 'third@initech.example');
    const refused = await call(t, 'PUT', '/api/workspace/name', { name: 'Hacked' }, unverified.cookie);
    expect(refused.status).toBe(403);
  });

  it('saves onboarding on the server for verified users only', async () => {
    const unverified = await signUp(t, 'onb@acme.io');
    const body = { specialty: 'frontend', responsibilities: ['development', 'testing'], motivations: ['unblock_faster'] };
    expect((await call(t, 'POST', '/api/profile/onboarding', body, unverified.cookie)).status).toBe(403);
    const cookie = await verifiedUser(t, 'onb2@acme.io');
    const invalid = await call(t, 'POST', '/api/profile/onboarding', { ...body, motivations: ['other'] }, cookie);
    expect(invalid.status).toBe(400);
    const saved = await call(t, 'POST', '/api/profile/onboarding', body, cookie);
    expect(saved.status).toBe(200);
    expect(saved.json.user).toMatchObject({
      isOnboarded: true,
      profile: { specialty: 'frontend', responsibilities: ['development', 'testing'] },
    });
  });

  it('writes auth_logs for sign-up and verification with the client details', async () => {
    const rows = await t.database.db.select().from(authLogs);
    const types = new Set(rows.map((r) => r.eventType));
    expect(types).toContain('signup');
    expect(types).toContain('email_verified');
    expect(rows.every((r) => r.ipAddress !== null)).toBe(true);
  });
});
