import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSession } from '../src/auth/sessions';
import { promptEntries, userProfiles, users } from '../src/db/schema';
import { call, onboard, verifiedUser } from './accounts-helpers';
import { createTestContext, ENGINES, jsonRequest } from './harness';
import { CORE_ROLE_MATRIX } from './role-matrix-core';
import { MATRIX_ROLES, type MatrixCtx, type MatrixEntries, type SignedInRole } from './role-matrix-helpers';
import { TEAM_LOOP_ROLE_MATRIX } from './role-matrix-team-loop';
import { WORKSPACE_ADMIN_ROLE_MATRIX } from './role-matrix-workspace-admin';
import { AUTHORING_ROLE_MATRIX } from './role-matrix-authoring';
import { fileNewPrompts } from '../src/prompts/filing';
import { IMPACT_ROLE_MATRIX } from './role-matrix-impact';

/** Every route × every kind of caller: one file of entries per area (see role-matrix-helpers.ts). */
const MATRIX: MatrixEntries = {
  ...CORE_ROLE_MATRIX,
  ...TEAM_LOOP_ROLE_MATRIX,
  ...WORKSPACE_ADMIN_ROLE_MATRIX,
  ...AUTHORING_ROLE_MATRIX,
  ...IMPACT_ROLE_MATRIX,
};

describe.each(ENGINES)('role matrix on %s', (engine) => {
  let ctx: MatrixCtx;
  beforeAll(async () => {
    const t = await createTestContext(engine);
    const { db } = t.database;
    const cookies: Partial<Record<SignedInRole, string>> = {};
    const emails: Record<SignedInRole, string> = {
      admin: 'admin@a-corp.example',
      member: 'member@a-corp.example',
      author: 'author@a-corp.example',
      deactivated: 'former@a-corp.example',
      otherAdmin: 'admin@b-corp.example',
    };
    // The first of each domain becomes its workspace's admin.
    for (const role of ['admin', 'otherAdmin', 'member', 'author', 'deactivated'] as const) {
      cookies[role] = await verifiedUser(t, emails[role]);
      await onboard(t, cookies[role] ?? '');
    }
    await call(t, 'PUT', '/api/workspace/name', { name: 'A Corp' }, cookies.admin);
    await call(t, 'PUT', '/api/workspace/name', { name: 'B Corp' }, cookies.otherAdmin);
    const ids = Object.fromEntries(
      (await db.select({ id: users.id, email: users.email }).from(users)).map((u) => [u.email, u.id]),
    ) as Record<string, string>;
    const user = (role: SignedInRole) => ({ id: ids[emails[role]] ?? '', email: emails[role] });
    await db
      .update(userProfiles)
      .set({ workspaceRole: 'author' })
      .where(eq(userProfiles.id, user('author').id));
    await db
      .update(userProfiles)
      .set({ deactivatedAt: new Date() })
      .where(eq(userProfiles.id, user('deactivated').id));
    const [aProfile] = await db
      .select()
      .from(userProfiles)
      .where(eq(userProfiles.id, user('admin').id));
    const [bProfile] = await db
      .select()
      .from(userProfiles)
      .where(eq(userProfiles.id, user('otherAdmin').id));
    const useCaseId = t.catalogue.all[3]?.id ?? '';
    const story = await call(t, 'POST', '/api/stories', { useCaseId, timeSaved: 12, prompts: '/explain this module' }, cookies.member);
    await fileNewPrompts(db, aProfile?.workspaceId ?? '');
    const [entry] = await db
      .select()
      .from(promptEntries)
      .where(eq(promptEntries.workspaceId, aProfile?.workspaceId ?? ''));
    let counter = 0;
    ctx = {
      t,
      users: {
        admin: user('admin'),
        member: user('member'),
        author: user('author'),
        deactivated: user('deactivated'),
        otherAdmin: user('otherAdmin'),
      },
      workspaceId: aProfile?.workspaceId ?? '',
      otherWorkspaceId: bProfile?.workspaceId ?? '',
      useCaseId,
      storyId: (story.json.story as { id: string }).id,
      promptId: entry?.id ?? '',
      unique: () => `${Date.now().toString(36)}${(counter += 1)}`,
    };
  });
  afterAll(async () => ctx.t.close());

  it('has an entry for every route of the route table', () => {
    const routes = ctx.t.app.routes.filter((r) => r.method !== 'ALL' && !r.path.endsWith('*')).map((r) => `${r.method} ${r.path}`);
    const missing = [...new Set(routes)].filter((route) => !(route in MATRIX));
    expect(missing, 'add a role matrix entry for each new route').toEqual([]);
  });

  it.each(Object.keys(MATRIX))('%s answers each kind of caller as expected', async (route) => {
    const entry = MATRIX[route];
    if (!entry) throw new Error(`no entry for ${route}`);
    const [method = 'GET'] = route.split(' ');
    const got: Record<string, number> = {};
    for (const role of MATRIX_ROLES) {
      // A fresh session per request: a route that ends it (log-out) leaves the others alone.
      const cookie =
        role === 'signedOut'
          ? undefined
          : `pw_session=${(await createSession(ctx.t.database.db, ctx.users[role].id, { ip: '127.0.0.1', userAgent: 'role-matrix' })).token}`;
      const request = await entry.request(ctx, role);
      const headers: Record<string, string> = { Origin: new URL(ctx.t.config.appUrl).origin, ...request.headers };
      if (cookie) headers.Cookie = cookie;
      const init = request.body === undefined ? { method, headers } : jsonRequest(method, request.body, headers);
      const response = await ctx.t.app.request(request.path, init);
      await response.arrayBuffer();
      got[role] = response.status;
    }
    expect(got).toEqual(entry.expect);
  });
});
