import { and, eq } from 'drizzle-orm';
import { expect } from 'vitest';
import { groupMembers, groups, invitations, userProfiles, users, workspaces } from '../src/db/schema';
import { hashToken, randomToken } from '../src/auth/crypto';
import { call, PASSWORD } from './accounts-helpers';
import type { TestContext } from './harness';

/** What issue 15's probes need of the tenancy matrix's context. */
export interface WorkspaceAdminCtx {
  t: TestContext;
  a: string;
  b: string;
  bUserId: string;
  bWorkspaceId: string;
  marker: string;
}

const noMarker = (ctx: WorkspaceAdminCtx, value: unknown) => expect(JSON.stringify(value)).not.toContain(ctx.marker);

/** B's group (made once, named with the marker's lowercase form). */
async function bGroup(ctx: WorkspaceAdminCtx): Promise<string> {
  const name = ctx.marker.toLowerCase();
  const [existing] = await ctx.t.database.db
    .select()
    .from(groups)
    .where(and(eq(groups.workspaceId, ctx.bWorkspaceId), eq(groups.name, name)));
  if (existing) return existing.id;
  const [row] = await ctx.t.database.db.insert(groups).values({ workspaceId: ctx.bWorkspaceId, name, open: true }).returning();
  return row?.id ?? '';
}
const bProfile = async (ctx: WorkspaceAdminCtx) =>
  (await ctx.t.database.db.select().from(userProfiles).where(eq(userProfiles.id, ctx.bUserId)))[0];
const bGroupMembers = async (ctx: WorkspaceAdminCtx, groupId: string) =>
  ctx.t.database.db.select().from(groupMembers).where(eq(groupMembers.groupId, groupId));

/** B's pending invitation (made once, to an address holding the marker). */
async function bInvitation(ctx: WorkspaceAdminCtx): Promise<string> {
  const email = `${ctx.marker.toLowerCase()}@b-corp.example`;
  const [existing] = await ctx.t.database.db.select().from(invitations).where(eq(invitations.email, email));
  if (existing) return existing.id;
  const [row] = await ctx.t.database.db
    .insert(invitations)
    .values({
      workspaceId: ctx.bWorkspaceId,
      email,
      invitedBy: ctx.bUserId,
      tokenHash: hashToken(randomToken()),
      expiresAt: new Date(Date.now() + 86_400_000),
    })
    .returning();
  return row?.id ?? '';
}
const bInvitationRow = async (ctx: WorkspaceAdminCtx, id: string) =>
  (await ctx.t.database.db.select().from(invitations).where(eq(invitations.id, id)))[0];

/** Issue 15's routes (workspace settings, members, groups): A (its admin) reaching for B. */
export const WORKSPACE_ADMIN_PROBES: Record<string, (ctx: WorkspaceAdminCtx) => Promise<void>> = {
  'GET /api/workspace': async (ctx) => {
    const result = await call(ctx.t, 'GET', `/api/workspace?id=${ctx.bWorkspaceId}`, undefined, ctx.a);
    expect((result.json.workspace as { id: string }).id).not.toBe(ctx.bWorkspaceId);
  },
  'GET /api/workspace/members': async (ctx) => {
    await bGroup(ctx);
    for (const query of ['', '?q=b-corp', `?group=${await bGroup(ctx)}`]) {
      const result = await call(ctx.t, 'GET', `/api/workspace/members${query}`, undefined, ctx.a);
      expect(JSON.stringify(result.json)).not.toContain(ctx.bUserId);
      expect(JSON.stringify(result.json)).not.toContain('b-corp');
    }
  },
  'GET /api/workspace/audit': async (ctx) => noMarker(ctx, (await call(ctx.t, 'GET', '/api/workspace/audit', undefined, ctx.a)).json),
  'PUT /api/workspace/members/:id/role': async (ctx) => {
    expect((await call(ctx.t, 'PUT', `/api/workspace/members/${ctx.bUserId}/role`, { role: 'member' }, ctx.a)).status).toBe(404);
    expect((await bProfile(ctx))?.workspaceRole).toBe('admin');
  },
  'POST /api/workspace/members/:id/deactivation': async (ctx) => {
    expect((await call(ctx.t, 'POST', `/api/workspace/members/${ctx.bUserId}/deactivation`, undefined, ctx.a)).status).toBe(404);
    expect((await bProfile(ctx))?.deactivatedAt).toBeNull();
  },
  'DELETE /api/workspace/members/:id/deactivation': async (ctx) => {
    expect((await call(ctx.t, 'DELETE', `/api/workspace/members/${ctx.bUserId}/deactivation`, undefined, ctx.a)).status).toBe(404);
  },
  'GET /api/groups': async (ctx) => {
    await bGroup(ctx);
    noMarker(ctx, (await call(ctx.t, 'GET', '/api/groups', undefined, ctx.a)).json);
    expect(JSON.stringify((await call(ctx.t, 'GET', '/api/groups', undefined, ctx.a)).json)).not.toContain(ctx.marker.toLowerCase());
  },
  'POST /api/groups': async (ctx) => {
    const result = await call(ctx.t, 'POST', '/api/groups', { name: 'a-only', workspace_id: ctx.bWorkspaceId }, ctx.a);
    expect(result.status).toBe(400); // unknown fields are refused outright
    await call(ctx.t, 'POST', '/api/groups', { name: 'a-only' }, ctx.a);
    const inB = await ctx.t.database.db.select().from(groups).where(eq(groups.workspaceId, ctx.bWorkspaceId));
    expect(inB.map((g) => g.name)).not.toContain('a-only');
  },
  'PATCH /api/groups/:id': async (ctx) => {
    const id = await bGroup(ctx);
    expect((await call(ctx.t, 'PATCH', `/api/groups/${id}`, { name: 'taken-over' }, ctx.a)).status).toBe(404);
    expect((await ctx.t.database.db.select().from(groups).where(eq(groups.id, id)))[0]?.name).toBe(ctx.marker.toLowerCase());
  },
  'DELETE /api/groups/:id': async (ctx) => {
    const id = await bGroup(ctx);
    expect((await call(ctx.t, 'DELETE', `/api/groups/${id}`, undefined, ctx.a)).status).toBe(404);
    expect(await ctx.t.database.db.select().from(groups).where(eq(groups.id, id))).toHaveLength(1);
  },
  'POST /api/groups/:id/membership': async (ctx) => {
    const id = await bGroup(ctx);
    expect((await call(ctx.t, 'POST', `/api/groups/${id}/membership`, undefined, ctx.a)).status).toBe(404);
    expect(await bGroupMembers(ctx, id)).toEqual([]);
  },
  'DELETE /api/groups/:id/membership': async (ctx) => {
    expect((await call(ctx.t, 'DELETE', `/api/groups/${await bGroup(ctx)}/membership`, undefined, ctx.a)).status).toBe(404);
  },
  'PUT /api/groups/:id/members/:userId': async (ctx) => {
    const id = await bGroup(ctx);
    expect((await call(ctx.t, 'PUT', `/api/groups/${id}/members/${ctx.bUserId}`, undefined, ctx.a)).status).toBe(404);
    expect(await bGroupMembers(ctx, id)).toEqual([]);
  },
  'DELETE /api/groups/:id/members/:userId': async (ctx) => {
    expect((await call(ctx.t, 'DELETE', `/api/groups/${await bGroup(ctx)}/members/${ctx.bUserId}`, undefined, ctx.a)).status).toBe(404);
    expect((await ctx.t.database.db.select().from(workspaces).where(eq(workspaces.id, ctx.bWorkspaceId))).length).toBe(1);
  },
  'GET /api/invitations': async (ctx) => {
    await bInvitation(ctx);
    expect(JSON.stringify((await call(ctx.t, 'GET', '/api/invitations', undefined, ctx.a)).json)).not.toContain(ctx.marker.toLowerCase());
  },
  'POST /api/invitations': async (ctx) => {
    const result = await call(ctx.t, 'POST', '/api/invitations', { email: 'someone@b-corp.example' }, ctx.a);
    expect(result.json.error?.code).toBe('wrong_domain');
    const inB = await ctx.t.database.db.select().from(invitations).where(eq(invitations.email, 'someone@b-corp.example'));
    expect(inB).toEqual([]);
  },
  'POST /api/invitations/:id/resend': async (ctx) => {
    const id = await bInvitation(ctx);
    const before = await bInvitationRow(ctx, id);
    expect((await call(ctx.t, 'POST', `/api/invitations/${id}/resend`, undefined, ctx.a)).status).toBe(404);
    expect((await bInvitationRow(ctx, id))?.expiresAt).toEqual(before?.expiresAt);
  },
  'DELETE /api/invitations/:id': async (ctx) => {
    const id = await bInvitation(ctx);
    expect((await call(ctx.t, 'DELETE', `/api/invitations/${id}`, undefined, ctx.a)).status).toBe(404);
    expect((await bInvitationRow(ctx, id))?.revokedAt).toBeNull();
  },
  'PUT /api/account/profile': async (ctx) => {
    const body = {
      displayName: 'Taken',
      specialty: 'qa',
      proficiencyLevel: 'advanced',
      responsibilities: ['testing'],
      motivations: ['other'],
      customMotivation: 'x',
      preferredUseCaseTypes: [],
    };
    expect((await call(ctx.t, 'PUT', '/api/account/profile', { ...body, id: ctx.bUserId }, ctx.a)).status).toBe(400);
    expect((await bProfile(ctx))?.displayName).toBeNull();
  },
  'PUT /api/account/password': async (ctx) => {
    const before = (await ctx.t.database.db.select().from(users).where(eq(users.id, ctx.bUserId)))[0]?.passwordHash;
    await call(
      ctx.t,
      'PUT',
      '/api/account/password',
      { currentPassword: PASSWORD, newPassword: 'Tak3n!over', user_id: ctx.bUserId },
      ctx.a,
    );
    expect((await ctx.t.database.db.select().from(users).where(eq(users.id, ctx.bUserId)))[0]?.passwordHash).toBe(before);
  },
  'GET /api/account/sessions': async (ctx) => {
    const result = await call(ctx.t, 'GET', `/api/account/sessions?user=${ctx.bUserId}`, undefined, ctx.a);
    expect((result.json.sessions as { current: boolean }[]).some((s) => s.current)).toBe(true);
  },
  'DELETE /api/account/sessions': async (ctx) => {
    await call(ctx.t, 'DELETE', `/api/account/sessions?user=${ctx.bUserId}`, undefined, ctx.a);
    expect((await call(ctx.t, 'GET', '/api/account/sessions', undefined, ctx.b)).status).toBe(200);
  },
  'GET /api/account/export': async (ctx) => {
    const response = await ctx.t.app.request(`/api/account/export?user=${ctx.bUserId}`, { headers: { Cookie: ctx.a } });
    const text = await response.text();
    expect(text).not.toContain(ctx.marker);
    expect(text).not.toContain(ctx.bUserId);
  },
  'DELETE /api/account': async (ctx) => {
    await call(ctx.t, 'DELETE', '/api/account', { password: 'wrong', stories: 'delete' }, ctx.a);
    expect(await ctx.t.database.db.select().from(users).where(eq(users.id, ctx.bUserId))).toHaveLength(1);
  },
};
