import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { impactStories, users } from '../src/db/schema';
import { call, onboard, PASSWORD, verifiedUser } from './accounts-helpers';
import { createTestContext, ENGINES, type TestContext } from './harness';

const NEW_PASSWORD = 'An0ther!secret';
const login = (t: TestContext, email: string, password = PASSWORD) =>
  call(t, 'POST', '/api/auth/login', { email, password }, undefined, { 'User-Agent': 'Mozilla/5.0 (X11; Linux x86_64) Chrome/131.0' });
const profile = {
  displayName: 'Nina Q',
  specialty: 'qa',
  proficiencyLevel: 'advanced',
  responsibilities: ['testing'],
  motivations: ['improve_code_quality'],
  preferredUseCaseTypes: ['testing'],
};

describe.each(ENGINES)('my account on %s', (engine) => {
  let t: TestContext;
  let admin: string;
  beforeAll(async () => {
    t = await createTestContext(engine);
    admin = await verifiedUser(t, 'boss@globex.example');
    await onboard(t, admin);
  });
  afterAll(async () => t.close());

  it('saves the profile with the onboarding rules and answers the new profile at once', async () => {
    const nina = await verifiedUser(t, 'nina@globex.example');
    await onboard(t, nina);
    expect((await call(t, 'PUT', '/api/account/profile', { ...profile, responsibilities: [] }, nina)).status).toBe(400);
    expect((await call(t, 'PUT', '/api/account/profile', { ...profile, motivations: ['other'] }, nina)).status).toBe(400);
    expect((await call(t, 'PUT', '/api/account/profile', { ...profile, displayName: 'a\u0007b' }, nina)).status).toBe(400);
    const saved = await call(t, 'PUT', '/api/account/profile', profile, nina);
    expect(saved.status).toBe(200);
    expect(saved.json.user).toMatchObject({
      name: 'Nina Q',
      profile: { specialty: 'qa', proficiencyLevel: 'advanced', responsibilities: ['testing'] },
    });
    expect(
      ((await call(t, 'GET', '/api/session', undefined, nina)).json.user as { profile: { specialty: string } }).profile.specialty,
    ).toBe('qa');
    const directory = await call(t, 'GET', '/api/workspace/members?q=nina', undefined, admin);
    expect((directory.json.members as { name: string; initials: string }[])[0]).toMatchObject({ name: 'Nina Q', initials: 'NQ' });
  });

  it('changes the password with the current one, ending the other sessions; lists and signs out other sessions', async () => {
    await verifiedUser(t, 'omar@globex.example');
    const first = (await login(t, 'omar@globex.example')).cookie ?? '';
    const second = (await login(t, 'omar@globex.example')).cookie ?? '';
    const listed = (await call(t, 'GET', '/api/account/sessions', undefined, first)).json.sessions as {
      device: string;
      current: boolean;
      id: string;
    }[];
    expect(listed.length).toBeGreaterThanOrEqual(2);
    expect(listed.filter((s) => s.current)).toHaveLength(1);
    expect(listed.find((s) => s.current)?.device).toBe('Chrome on Linux');
    expect(JSON.stringify(listed)).not.toMatch(/[0-9a-f]{64}/);
    const ended = await call(t, 'DELETE', '/api/account/sessions', undefined, first);
    expect(ended.json.ended).toBeGreaterThanOrEqual(1);
    expect((await call(t, 'GET', '/api/session', undefined, second)).status).toBe(401);
    const third = (await login(t, 'omar@globex.example')).cookie ?? '';
    const wrong = await call(t, 'PUT', '/api/account/password', { currentPassword: 'nope', newPassword: NEW_PASSWORD }, first);
    expect(wrong.json.error?.code).toBe('wrong_password');
    expect(
      (await call(t, 'PUT', '/api/account/password', { currentPassword: PASSWORD, newPassword: 'weak' }, first)).json.error?.code,
    ).toBe('weak_password');
    expect((await call(t, 'PUT', '/api/account/password', { currentPassword: PASSWORD, newPassword: NEW_PASSWORD }, first)).status).toBe(
      200,
    );
    expect((await call(t, 'GET', '/api/session', undefined, third)).status).toBe(401);
    expect((await call(t, 'GET', '/api/session', undefined, first)).status).toBe(200);
    expect((await login(t, 'omar@globex.example')).status).toBe(401);
    expect((await login(t, 'omar@globex.example', NEW_PASSWORD)).status).toBe(200);
  });

  it('exports my data as JSON without secrets', async () => {
    const eva = await verifiedUser(t, 'eva@globex.example');
    await call(t, 'POST', '/api/stories', { useCaseId: t.catalogue.all[1]?.id, timeSaved: 7, feedback: 'mine' }, eva);
    const response = await t.app.request('/api/account/export', { headers: { Cookie: eva } });
    expect(response.headers.get('content-disposition')).toMatch(/attachment/);
    const data = (await response.json()) as Record<string, unknown>;
    expect(Object.keys(data).sort()).toEqual([
      'account',
      'completions',
      'exportedAt',
      'likes',
      'notificationPreferences',
      'profile',
      'ratings',
      'stories',
    ]);
    expect((data.account as { email: string }).email).toBe('eva@globex.example');
    expect((data.stories as { feedback: string }[]).map((s) => s.feedback)).toContain('mine');
    expect(JSON.stringify(data)).not.toMatch(/passwordHash|argon2/);
  });

  it('deletes an account, its stories deleted or anonymised as chosen; the last admin hands over first', async () => {
    const keep = await verifiedUser(t, 'keep@globex.example');
    const gone = await verifiedUser(t, 'gone@globex.example');
    const useCaseId = t.catalogue.all[2]?.id;
    await call(t, 'POST', '/api/stories', { useCaseId, timeSaved: 9, feedback: 'kept story' }, keep);
    await call(t, 'POST', '/api/stories', { useCaseId, timeSaved: 9, feedback: 'gone story' }, gone);
    expect((await call(t, 'DELETE', '/api/account', { password: 'wrong', stories: 'delete' }, keep)).json.error?.code).toBe(
      'wrong_password',
    );
    expect((await call(t, 'DELETE', '/api/account', { password: PASSWORD, stories: 'anonymise' }, keep)).status).toBe(204);
    expect((await call(t, 'DELETE', '/api/account', { password: PASSWORD, stories: 'delete' }, gone)).status).toBe(204);
    expect((await call(t, 'GET', '/api/session', undefined, keep)).status).toBe(401);
    expect((await login(t, 'keep@globex.example')).status).toBe(401);
    expect(await t.database.db.select().from(users).where(eq(users.email, 'keep@globex.example'))).toEqual([]);
    const feed = (await call(t, 'GET', '/api/feed?filter=recent', undefined, admin)).json.stories as {
      feedback: string;
      author: { name: string };
    }[];
    expect(feed.find((s) => s.feedback === 'kept story')?.author.name).toBe('Former member');
    // The row that keeps the stories is a deleted account's for good: no reactivation, no role.
    const members = (await call(t, 'GET', '/api/workspace/members?q=former', undefined, admin)).json.members as {
      id: string;
      deleted: boolean;
    }[];
    const former = members.find((m) => m.deleted);
    expect(former).toBeDefined();
    const back = await call(t, 'DELETE', `/api/workspace/members/${former?.id}/deactivation`, undefined, admin);
    expect(back.json.error?.code).toBe('account_deleted');
    expect((await call(t, 'PUT', `/api/workspace/members/${former?.id}/role`, { role: 'admin' }, admin)).status).toBe(409);
    expect(feed.find((s) => s.feedback === 'gone story')).toBeUndefined();
    expect(await t.database.db.select().from(impactStories).where(eq(impactStories.feedback, 'gone story'))).toEqual([]);
    const refused = await call(t, 'DELETE', '/api/account', { password: PASSWORD, stories: 'delete' }, admin);
    expect(refused.json.error?.code).toBe('hand_over_first');
  });
});
