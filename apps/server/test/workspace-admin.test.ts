import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MEMBER_PAGE_SIZE, SUGGESTED_GROUPS } from '@pathwise/core';
import { userProfiles, users } from '../src/db/schema';
import { call, onboard, PASSWORD, verifiedUser } from './accounts-helpers';
import { createTestContext, ENGINES, type TestContext } from './harness';

type Json = Record<string, unknown>;
const idOf = async (t: TestContext, email: string) => (await t.database.db.select().from(users).where(eq(users.email, email)))[0]?.id ?? '';
const login = (t: TestContext, email: string) => call(t, 'POST', '/api/auth/login', { email, password: PASSWORD });

describe.each(ENGINES)('running a workspace on %s', (engine) => {
  let t: TestContext;
  let admin: string;
  let member: string;
  let memberId: string;
  let outsider: string;
  beforeAll(async () => {
    t = await createTestContext(engine);
    admin = await verifiedUser(t, 'lead@acme.example');
    member = await verifiedUser(t, 'maya.lee@acme.example');
    outsider = await verifiedUser(t, 'boss@other.example');
    await onboard(t, admin);
    await onboard(t, member);
    await call(t, 'PUT', '/api/workspace/name', { name: 'Acme' }, admin);
    memberId = await idOf(t, 'maya.lee@acme.example');
  });
  afterAll(async () => t.close());

  it('lists members with their details, searchable and paged by the server; members see it read-only', async () => {
    await call(t, 'POST', '/api/stories', { useCaseId: t.catalogue.all[0]?.id, timeSaved: 10 }, member);
    for (let i = 0; i < MEMBER_PAGE_SIZE + 2; i += 1)
      await t.database.db.transaction(async (tx) => {
        const [u] = await tx
          .insert(users)
          .values({ email: `bulk${String(i).padStart(2, '0')}@acme.example`, domain: 'acme.example', passwordHash: 'x' })
          .returning();
        const [ws] = await tx.select().from(userProfiles).where(eq(userProfiles.id, memberId));
        await tx.insert(userProfiles).values({ id: u?.id ?? '', workspaceId: ws?.workspaceId });
      });
    const first = await call(t, 'GET', '/api/workspace/members', undefined, member);
    expect(first.status).toBe(200);
    expect(first.json.total).toBe(MEMBER_PAGE_SIZE + 4);
    expect((first.json.members as Json[]).length).toBe(MEMBER_PAGE_SIZE);
    const second = await call(t, 'GET', '/api/workspace/members?page=2', undefined, member);
    expect((second.json.members as Json[]).length).toBe(4);
    const found = await call(t, 'GET', '/api/workspace/members?q=MAYA', undefined, member);
    expect(found.json.total).toBe(1);
    expect((found.json.members as Json[])[0]).toMatchObject({
      id: memberId,
      name: 'maya.lee',
      initials: 'ML',
      email: 'maya.lee@acme.example',
      specialty: 'backend',
      role: 'member',
      groups: [],
      storiesShared: 1,
      deactivated: false,
    });
    expect((await call(t, 'GET', '/api/workspace/members?q=%25', undefined, member)).json.total).toBe(0);
    const overview = await call(t, 'GET', '/api/workspace', undefined, member);
    expect(overview.json).toMatchObject({ workspace: { name: 'Acme', domain: 'acme.example', adminCount: 1 }, role: 'member' });
    // A member's request with admin-only fields changes nothing.
    expect((await call(t, 'PUT', `/api/workspace/members/${memberId}/role`, { role: 'admin' }, member)).status).toBe(403);
    expect((await call(t, 'GET', '/api/workspace/audit', undefined, member)).status).toBe(403);
    // Another workspace's admin finds nobody of this one.
    expect((await call(t, 'PUT', `/api/workspace/members/${memberId}/role`, { role: 'admin' }, outsider)).status).toBe(404);
    expect((await call(t, 'POST', `/api/workspace/members/${memberId}/deactivation`, undefined, outsider)).status).toBe(404);
  });

  it('promotes and demotes, and never leaves a workspace without an admin', async () => {
    const adminId = await idOf(t, 'lead@acme.example');
    expect((await call(t, 'PUT', `/api/workspace/members/${adminId}/role`, { role: 'member' }, admin)).json.error?.code).toBe('last_admin');
    expect((await call(t, 'PUT', `/api/workspace/members/${memberId}/role`, { role: 'author' }, admin)).status).toBe(200);
    // The new role applies at once to the member's own session.
    expect(((await call(t, 'GET', '/api/session', undefined, member)).json.user as { workspace: Json }).workspace.role).toBe('author');
    expect((await call(t, 'PUT', `/api/workspace/members/${memberId}/role`, { role: 'admin' }, admin)).status).toBe(200);
    expect((await call(t, 'GET', '/api/workspace/audit', undefined, member)).status).toBe(200);
    // Two admins demote each other at the same moment, several times: one admin always remains.
    for (let round = 0; round < 4; round += 1) {
      const [a, b] = await Promise.all([
        call(t, 'PUT', `/api/workspace/members/${memberId}/role`, { role: 'member' }, admin),
        call(t, 'PUT', `/api/workspace/members/${adminId}/role`, { role: 'member' }, member),
      ]);
      // The second finds that it is no longer an admin (403) or would leave none (409).
      expect([a.status, b.status].sort()[1]).toBeGreaterThanOrEqual(403);
      expect([a.status, b.status].filter((s) => s === 200)).toHaveLength(1);
      const admins = await t.database.db.select().from(userProfiles).where(eq(userProfiles.workspaceRole, 'admin'));
      const acmeAdmins = admins.filter((p) => p.id === adminId || p.id === memberId);
      expect(acmeAdmins).toHaveLength(1);
      // Whoever remains admin promotes the other again for the next round.
      const remaining = acmeAdmins[0]?.id === adminId ? admin : member;
      const other = remaining === admin ? memberId : adminId;
      expect((await call(t, 'PUT', `/api/workspace/members/${other}/role`, { role: 'admin' }, remaining)).status).toBe(200);
    }
    // Leave the member a plain member again, the lead the admin.
    const [lead] = await t.database.db.select().from(userProfiles).where(eq(userProfiles.id, adminId));
    if (lead?.workspaceRole !== 'admin') await call(t, 'PUT', `/api/workspace/members/${adminId}/role`, { role: 'admin' }, member);
    expect((await call(t, 'PUT', `/api/workspace/members/${memberId}/role`, { role: 'member' }, admin)).status).toBe(200);
  });

  it('deactivates a member: sessions end, sign-in is refused, stories stay as a former member; reactivation undoes it', async () => {
    const secondTab = (await login(t, 'maya.lee@acme.example')).cookie;
    expect((await call(t, 'POST', `/api/workspace/members/${memberId}/deactivation`, undefined, admin)).status).toBe(200);
    for (const cookie of [member, secondTab]) expect((await call(t, 'GET', '/api/feed', undefined, cookie)).status).toBe(401);
    const again = await login(t, 'maya.lee@acme.example');
    expect(again.status).toBe(403);
    expect(again.json.error?.message).toMatch(/turned off by an admin/);
    const feed = await call(t, 'GET', '/api/feed?filter=recent', undefined, admin);
    expect((feed.json.stories as { author: { name: string } }[]).map((s) => s.author.name)).toContain('Former member');
    // The directory: admins see the deactivated member flagged; they are not counted.
    const listed = await call(t, 'GET', '/api/workspace/members?q=maya', undefined, admin);
    expect((listed.json.members as Json[])[0]).toMatchObject({ deactivated: true });
    const adminId = await idOf(t, 'lead@acme.example');
    expect((await call(t, 'POST', `/api/workspace/members/${adminId}/deactivation`, undefined, admin)).json.error?.code).toBe(
      'cannot_deactivate_self',
    );
    expect((await call(t, 'DELETE', `/api/workspace/members/${memberId}/deactivation`, undefined, admin)).status).toBe(200);
    const back = await login(t, 'maya.lee@acme.example');
    expect(back.status).toBe(200);
    member = back.cookie ?? '';
  });

  it('groups: suggestions while none, admins manage, members join open ones, additions notify', async () => {
    const empty = await call(t, 'GET', '/api/groups', undefined, member);
    expect(empty.json).toEqual({ groups: [], suggestions: [...SUGGESTED_GROUPS] });
    expect((await call(t, 'POST', '/api/groups', { name: 'qa' }, member)).status).toBe(403);
    const created = await call(t, 'POST', '/api/groups', { name: ' Security Engineers ' }, admin);
    expect(created.status).toBe(201);
    const groupId = created.json.id as string;
    // A taken name is refused as the name field's problem, so the form shows it there.
    const again = await call(t, 'POST', '/api/groups', { name: 'security-engineers' }, admin);
    expect(again.status).toBe(409);
    expect(again.json.error).toMatchObject({ code: 'group_name_taken', details: [{ field: 'name' }] });
    expect((await call(t, 'POST', '/api/groups', { name: 'x' }, admin)).status).toBe(400);
    const closed = await call(t, 'POST', '/api/groups', { name: 'leads', open: false }, admin);
    // Members join and leave open groups, not closed ones.
    const joined = await call(t, 'POST', `/api/groups/${groupId}/membership`, undefined, member);
    expect((joined.json.groups as Json[]).find((g) => g.id === groupId)).toMatchObject({ isMember: true, memberCount: 1 });
    expect((await call(t, 'POST', `/api/groups/${closed.json.id as string}/membership`, undefined, member)).status).toBe(403);
    const dir = await call(t, 'GET', `/api/workspace/members?group=${groupId}`, undefined, member);
    expect((dir.json.members as Json[]).map((m) => m.groups)).toEqual([[{ id: groupId, name: 'security-engineers' }]]);
    expect((await call(t, 'DELETE', `/api/groups/${groupId}/membership`, undefined, member)).status).toBe(200);
    // An admin adds the member to the closed group: they are notified.
    expect((await call(t, 'PUT', `/api/groups/${closed.json.id as string}/members/${memberId}`, undefined, admin)).status).toBe(200);
    const bell = await call(t, 'GET', '/api/notifications', undefined, member);
    expect((bell.json.notifications as { kind: string; text: string }[])[0]).toMatchObject({
      kind: 'group.added',
      text: 'lead added you to the group leads',
    });
    // Another workspace's admin cannot touch these groups.
    expect((await call(t, 'PATCH', `/api/groups/${groupId}`, { name: 'mine' }, outsider)).status).toBe(404);
    expect((await call(t, 'PATCH', `/api/groups/${groupId}`, { name: 'appsec' }, admin)).status).toBe(200);
    expect((await call(t, 'DELETE', `/api/groups/${groupId}`, undefined, admin)).status).toBe(200);
    expect(((await call(t, 'GET', '/api/groups', undefined, member)).json.groups as Json[]).map((g) => g.name)).toEqual(['leads']);
  });

  it('keeps an audit log of admin actions, newest first, for admins', async () => {
    await call(t, 'PUT', '/api/workspace/name', { name: 'Acme Labs' }, admin);
    const audit = await call(t, 'GET', '/api/workspace/audit', undefined, admin);
    const texts = (audit.json.entries as { text: string }[]).map((e) => e.text);
    expect(texts[0]).toBe('lead renamed the workspace to Acme Labs');
    expect(texts).toContain('lead deleted the group appsec');
    expect(texts).toContain('lead renamed the group security-engineers to appsec');
    expect(texts).toContain('lead added maya.lee to leads');
    expect(texts).toContain('lead deactivated maya.lee');
    expect(texts).toContain('lead reactivated maya.lee');
    expect(texts).toContain("lead changed maya.lee's role from member to author");
    const ids = (audit.json.entries as { id: number }[]).map((e) => e.id);
    expect(ids).toEqual([...ids].sort((a, b) => b - a));
  });
});
