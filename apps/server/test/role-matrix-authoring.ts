import { call } from './accounts-helpers';
import { goodDraft } from './authoring-helpers';
import { authors, members, type MatrixCtx, type MatrixEntries, type MatrixRole } from './role-matrix-helpers';

/** Workspace A's admin creates a draft for the caller to act on (each caller a fresh one). */
async function draftOfA(ctx: MatrixCtx, title: string): Promise<string> {
  const { createSession } = await import('../src/auth/sessions');
  const session = await createSession(ctx.t.database.db, ctx.users.admin.id, { ip: '127.0.0.1', userAgent: 'role-matrix' });
  const created = await call(ctx.t, 'POST', '/api/authoring/use-cases', { draft: goodDraft({ title }) }, `pw_session=${session.token}`);
  return (created.json.useCase as { id: string }).id;
}

async function requestOfA(ctx: MatrixCtx): Promise<string> {
  const { createSession } = await import('../src/auth/sessions');
  const session = await createSession(ctx.t.database.db, ctx.users.member.id, { ip: '127.0.0.1', userAgent: 'role-matrix' });
  const created = await call(
    ctx.t,
    'POST',
    '/api/use-case-requests',
    { title: `Request ${ctx.unique()}`, details: 'x' },
    `pw_session=${session.token}`,
  );
  return (created.json.request as { id: string }).id;
}

const onDraft = (suffix: string, body?: (role: MatrixRole) => unknown) => async (ctx: MatrixCtx, role: MatrixRole) => {
  const id = await draftOfA(ctx, `Matrix ${role} ${ctx.unique()}`);
  return { path: `/api/authoring/use-cases/${id}${suffix}`, body: body?.(role) };
};

/**
 * Issue 16's routes: writing use cases is for authors and admins (core's 'content.author');
 * requests are for every member, fulfilling them for authors. Another workspace's admin
 * reaching A's ids gets 404.
 */
export const AUTHORING_ROLE_MATRIX: MatrixEntries = {
  'GET /api/authoring/use-cases': { request: () => ({ path: '/api/authoring/use-cases' }), expect: authors(200) },
  'POST /api/authoring/use-cases': {
    request: (ctx) => ({ path: '/api/authoring/use-cases', body: { draft: goodDraft({ title: `Matrix ${ctx.unique()}` }) } }),
    expect: authors(201),
  },
  'GET /api/authoring/use-cases/:id': { request: onDraft(''), expect: authors(200, 404) },
  'PUT /api/authoring/use-cases/:id/draft': {
    request: onDraft('/draft', () => ({ version: 1, draft: goodDraft({ title: 'Edited' }) })),
    expect: authors(200, 404),
  },
  'POST /api/authoring/use-cases/:id/publish': { request: onDraft('/publish', () => ({ version: 1 })), expect: authors(200, 404) },
  'POST /api/authoring/use-cases/:id/unpublish': { request: onDraft('/unpublish'), expect: authors(200, 404) },
  'POST /api/authoring/use-cases/:id/archive': { request: onDraft('/archive'), expect: authors(200, 404) },
  // No revision yet: authors get past the checks to "this revision does not exist".
  'POST /api/authoring/use-cases/:id/revisions/:number/restore': {
    request: onDraft('/revisions/1/restore', () => ({ version: 1 })),
    expect: authors(404),
  },
  'POST /api/authoring/import': {
    request: (ctx) => ({
      path: '/api/authoring/import',
      body: {
        file: `---\nid: matrix-${ctx.unique()}\ntitle: T\ndescription: D\nthumbnail: /thumbnails/coding.svg\ntags: [a]\ntype: coding\ncomplexity: beginner\nroles: [backend]\nresponsibilities: [development]\nobjective: O\nscenario: S\naiToolRequired: Copilot\nisCustom: true\n---\n### One\n`,
      },
    }),
    expect: authors(201),
  },
  'GET /api/authoring/export/:id': { request: (ctx) => ({ path: `/api/authoring/export/${ctx.useCaseId}` }), expect: authors(200) },
  'GET /api/use-case-requests': { request: () => ({ path: '/api/use-case-requests' }), expect: members(200) },
  'POST /api/use-case-requests': {
    request: () => ({ path: '/api/use-case-requests', body: { title: 'Please a guide', details: 'On this' } }),
    expect: members(201),
  },
  'POST /api/use-case-requests/:id/vote': {
    request: async (ctx) => ({ path: `/api/use-case-requests/${await requestOfA(ctx)}/vote` }),
    expect: members(200, 404),
  },
  'POST /api/use-case-requests/:id/fulfil': {
    request: async (ctx) => ({ path: `/api/use-case-requests/${await requestOfA(ctx)}/fulfil`, body: { useCaseId: ctx.useCaseId } }),
    expect: authors(200, 404),
  },
};
