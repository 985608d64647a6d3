import { groups, invitations, userProfiles, users } from '../src/db/schema';
import { hashToken, randomToken } from '../src/auth/crypto';
import { PASSWORD } from './accounts-helpers';
import { admins, get, members, type MatrixCtx, type MatrixEntries, type MatrixRole } from './role-matrix-helpers';

/** A fresh member of workspace A to act on (each call its own, so calls do not interfere). */
async function freshMember(ctx: MatrixCtx): Promise<string> {
  const [user] = await ctx.t.database.db
    .insert(users)
    .values({ email: `target-${ctx.unique()}@a-corp.example`, domain: 'a-corp.example', passwordHash: 'x' })
    .returning({ id: users.id });
  await ctx.t.database.db.insert(userProfiles).values({ id: user?.id ?? '', workspaceId: ctx.workspaceId });
  return user?.id ?? '';
}

/** A fresh group of workspace A. */
async function freshGroup(ctx: MatrixCtx, open = true): Promise<string> {
  const [group] = await ctx.t.database.db
    .insert(groups)
    .values({ workspaceId: ctx.workspaceId, name: `g-${ctx.unique()}`, open })
    .returning({ id: groups.id });
  return group?.id ?? '';
}

/** A pending invitation of workspace A sent by `role`'s user (the admin's for callers outside A). */
async function freshInvitation(ctx: MatrixCtx, role: MatrixRole): Promise<string> {
  const inviter = role === 'signedOut' || role === 'otherAdmin' ? ctx.users.admin : ctx.users[role];
  const [row] = await ctx.t.database.db
    .insert(invitations)
    .values({
      workspaceId: ctx.workspaceId,
      email: `invitee-${ctx.unique()}@a-corp.example`,
      invitedBy: inviter.id,
      tokenHash: hashToken(randomToken()),
      expiresAt: new Date(Date.now() + 86_400_000),
    })
    .returning({ id: invitations.id });
  return row?.id ?? '';
}

/** Issue 15's routes: workspace settings, members, groups (B's admin reaching into A's ids gets 404). */
export const WORKSPACE_ADMIN_ROLE_MATRIX: MatrixEntries = {
  'GET /api/workspace': { request: get('/api/workspace'), expect: members(200) },
  'GET /api/workspace/members': { request: get('/api/workspace/members?q=a'), expect: members(200) },
  'GET /api/workspace/audit': { request: get('/api/workspace/audit'), expect: admins(200) },
  'PUT /api/workspace/members/:id/role': {
    request: async (ctx) => ({ path: `/api/workspace/members/${await freshMember(ctx)}/role`, body: { role: 'author' } }),
    expect: admins(200, 404),
  },
  'POST /api/workspace/members/:id/deactivation': {
    request: async (ctx) => ({ path: `/api/workspace/members/${await freshMember(ctx)}/deactivation` }),
    expect: admins(200, 404),
  },
  'DELETE /api/workspace/members/:id/deactivation': {
    request: async (ctx) => ({ path: `/api/workspace/members/${await freshMember(ctx)}/deactivation` }),
    expect: admins(200, 404),
  },
  'GET /api/groups': { request: get('/api/groups'), expect: members(200) },
  'POST /api/groups': { request: (ctx) => ({ path: '/api/groups', body: { name: `new-${ctx.unique()}` } }), expect: admins(201) },
  'PATCH /api/groups/:id': {
    request: async (ctx) => ({ path: `/api/groups/${await freshGroup(ctx)}`, body: { open: false } }),
    expect: admins(200, 404),
  },
  'DELETE /api/groups/:id': { request: async (ctx) => ({ path: `/api/groups/${await freshGroup(ctx)}` }), expect: admins(200, 404) },
  'POST /api/groups/:id/membership': {
    request: async (ctx) => ({ path: `/api/groups/${await freshGroup(ctx)}/membership` }),
    expect: members(200, 404),
  },
  'DELETE /api/groups/:id/membership': {
    request: async (ctx) => ({ path: `/api/groups/${await freshGroup(ctx)}/membership` }),
    expect: members(200, 404),
  },
  'PUT /api/groups/:id/members/:userId': {
    request: async (ctx) => ({ path: `/api/groups/${await freshGroup(ctx, false)}/members/${ctx.users.member.id}` }),
    expect: admins(200, 404),
  },
  'DELETE /api/groups/:id/members/:userId': {
    request: async (ctx) => ({ path: `/api/groups/${await freshGroup(ctx, false)}/members/${ctx.users.member.id}` }),
    expect: admins(200, 404),
  },
  'GET /api/invitations': { request: get('/api/invitations'), expect: members(200) },
  // Each caller invites at their own domain (B's admin at b-corp).
  'POST /api/invitations': {
    request: (ctx, role) => ({
      path: '/api/invitations',
      body: { email: `colleague-${ctx.unique()}@${role === 'otherAdmin' ? 'b-corp' : 'a-corp'}.example` },
    }),
    expect: members(201),
  },
  // Each caller's own invitation: they may resend and revoke it; B's admin finds none of A's.
  'POST /api/invitations/:id/resend': {
    request: async (ctx, role) => ({ path: `/api/invitations/${await freshInvitation(ctx, role)}/resend` }),
    expect: members(200, 404),
  },
  'DELETE /api/invitations/:id': {
    request: async (ctx, role) => ({ path: `/api/invitations/${await freshInvitation(ctx, role)}` }),
    expect: members(200, 404),
  },
  'PUT /api/account/profile': {
    request: () => ({
      path: '/api/account/profile',
      body: {
        displayName: null,
        specialty: 'backend',
        proficiencyLevel: 'beginner',
        responsibilities: ['development'],
        motivations: ['speed_up_tasks'],
        preferredUseCaseTypes: ['coding'],
      },
    }),
    expect: members(200),
  },
  'PUT /api/account/password': {
    request: () => ({ path: '/api/account/password', body: { currentPassword: PASSWORD, newPassword: PASSWORD } }),
    expect: members(200),
  },
  'GET /api/account/sessions': { request: get('/api/account/sessions'), expect: members(200) },
  'DELETE /api/account/sessions': { request: () => ({ path: '/api/account/sessions' }), expect: members(200) },
  'GET /api/account/export': { request: get('/api/account/export'), expect: members(200) },
  // A wrong password: whoever gets past the checks is refused by it (nobody's account goes).
  'DELETE /api/account': {
    request: () => ({ path: '/api/account', body: { password: 'not-it', stories: 'delete' } }),
    expect: members(400),
  },
};
