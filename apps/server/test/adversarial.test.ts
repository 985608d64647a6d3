import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { userProfiles, users, workspaces } from '../src/db/schema';
import { call, onboard, PASSWORD, signUp, tokenFromMail, verifiedUser } from './accounts-helpers';
import { createTestContext, ENGINES, type TestContext } from './harness';

describe.each(ENGINES)('adversarial input on %s', (engine) => {
  let t: TestContext;
  let member: string;
  beforeAll(async () => {
    t = await createTestContext(engine);
    member = await verifiedUser(t, 'member@initrode.example');
    await onboard(t, member);
  });
  afterAll(async () => t.close());

  it('stores a Cyrillic look-alike of gmail.com as punycode, never as gmail.com', async () => {
    const result = await signUp(t, 'victim@gm\u0430il.com');
    expect(result.status).toBe(201);
    const [row] = await t.database.db.select().from(users).where(eq(users.domain, 'xn--gmil-63d.com'));
    expect(row?.email).toBe('victim@xn--gmil-63d.com');
    expect(await t.database.db.select().from(users).where(eq(users.domain, 'gmail.com'))).toHaveLength(0);
  });

  it('refuses full-width dots and subdomains of personal providers, accepts them on work domains', async () => {
    expect((await signUp(t, 'a@gmail\uFF0Ecom')).json.error?.code).toBe('personal_email');
    expect((await signUp(t, 'a@corp.hotmail.co.uk')).json.error?.code).toBe('personal_email');
    const ok = await signUp(t, 'fw@initrode\uFF0Eexample');
    expect(ok.status).toBe(201);
    expect((ok.json.user as { email: string }).email).toBe('fw@initrode.example');
  });

  it('creates one workspace and one admin for 50 concurrent first sign-ups of a new domain', async () => {
    const emails = Array.from({ length: 50 }, (_, i) => `u${i}@fifty.example`);
    const signups = await Promise.all(emails.map((email) => signUp(t, email)));
    expect(signups.every((s) => s.status === 201)).toBe(true);
    await Promise.all(
      emails.map(async (email, i) =>
        call(t, 'POST', '/api/auth/verify', { tokenHash: await tokenFromMail(t, email, 'token_hash'), type: 'signup' }, signups[i]?.cookie),
      ),
    );
    const rows = await t.database.db.select().from(workspaces).where(eq(workspaces.domain, 'fifty.example'));
    expect(rows).toHaveLength(1);
    const admins = await t.database.db
      .select()
      .from(userProfiles)
      .where(eq(userProfiles.workspaceId, rows[0]?.id ?? ''));
    expect(admins.filter((p) => p.workspaceRole === 'admin')).toHaveLength(1);
  });

  it.each([
    ['/api/use-cases/%27%20OR%201%3D1%20--', 404],
    ['/api/use-cases/x%3BDROP%20TABLE%20users', 404],
    ["/api/feed?filter=recent'%20OR%20'1'%3D'1", 400],
    ["/api/team/stats?from=2026-01-01'%3B%20DROP%20TABLE%20users%3B--", 400],
    ['/api/team/stories.csv?to=%00', 400],
  ])('treats SQL metacharacters in %s literally (%i), never a 5xx', async (path, status) => {
    const result = await call(t, 'GET', path, undefined, member);
    expect(result.status).toBe(status);
    expect(await t.database.db.select().from(users)).not.toHaveLength(0);
  });

  it('answers malformed and hostile bodies with 4xx and the error shape, never 5xx', async () => {
    const bodies = [
      '{',
      '[]',
      'null',
      '"string"',
      '{"email": {"$gt": ""}, "password": []}',
      `{"a":"${'\\u0000'}"}`,
      '{"__proto__": {"admin": true}, "email": "a@b.co", "password": "x"}',
    ];
    for (const body of bodies) {
      const response = await t.app.request('/api/auth/login', {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', Origin: new URL(t.config.appUrl).origin },
        body,
      });
      expect(response.status, body).toBeGreaterThanOrEqual(400);
      expect(response.status, body).toBeLessThan(500);
      const json = (await response.json()) as { error: { code: string; message: string; requestId: string } };
      expect(json.error.requestId).toBeTruthy();
      expect(JSON.stringify(json)).not.toMatch(/at \w+ \(|\.ts:\d+|SELECT|INSERT/);
    }
  });

  it('refuses a 10 MB body without reading it all', async () => {
    const big = JSON.stringify({ event: 'x', distinctId: 'a', properties: { blob: 'x'.repeat(10 * 1024 * 1024) } });
    const response = await t.app.request('/functions/v1/track-event', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', 'Content-Length': String(big.length), Origin: new URL(t.config.appUrl).origin },
      body: big,
    });
    expect(response.status).toBe(413);
  });

  it('ignores role, workspace and user fields in request bodies', async () => {
    const intruder = await signUp(t, 'role@initrode.example');
    await call(
      t,
      'POST',
      '/api/auth/verify',
      { tokenHash: await tokenFromMail(t, 'role@initrode.example', 'token_hash'), type: 'signup', role: 'admin' },
      intruder.cookie,
    );
    const login = await call(t, 'POST', '/api/auth/login', {
      email: 'role@initrode.example',
      password: PASSWORD,
      role: 'admin',
      workspaceRole: 'admin',
    });
    expect((login.json.user as { workspace: { role: string } }).workspace.role).toBe('member');
    expect(intruder.status).toBe(201);
  });

  it('writes no password, token or cookie into any log line', () => {
    const text = t.logs.join('\n');
    expect(text).not.toContain(PASSWORD);
    expect(text).not.toMatch(/pw_session=/);
    for (const mail of t.mailer.outbox()) {
      const token = /(?:token_hash|token)=([A-Za-z0-9_-]+)/.exec(mail.text)?.[1];
      if (token) expect(text).not.toContain(token);
    }
    expect(text).not.toMatch(/\$argon2id\$/);
  });
});
