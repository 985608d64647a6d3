import { randomUUID } from 'node:crypto';
import { createSession } from '../src/auth/sessions';
import { call } from './accounts-helpers';
import { get, members, type MatrixCtx, type MatrixEntries, type MatrixRole } from './role-matrix-helpers';

/**
 * A story of the caller's own on the matrix's use case (which also completes it for them); a
 * caller who cannot write one (deactivated, signed out) names an id that does not exist.
 */
async function ownStory(ctx: MatrixCtx, role: MatrixRole): Promise<string> {
  if (role === 'signedOut' || role === 'deactivated') return randomUUID();
  const session = await createSession(ctx.t.database.db, ctx.users[role].id, { ip: '127.0.0.1', userAgent: 'role-matrix' });
  const made = await call(ctx.t, 'POST', '/api/stories', { useCaseId: ctx.useCaseId, timeSaved: 9 }, `pw_session=${session.token}`);
  if (made.status !== 201) throw new Error(`story not written for ${role}: ${made.status}`);
  return (made.json.story as { id: string }).id;
}

/**
 * A teammate's confirmation of A's member's story: the member cannot confirm their own (403);
 * the author and the admin have done the use case (their own story first); B's admin cannot
 * see A's story (404).
 */
const confirmation = (body?: unknown) => async (ctx: MatrixCtx, role: MatrixRole) => {
  if (role === 'author' || role === 'admin' || role === 'otherAdmin') await ownStory(ctx, role);
  return { path: `/api/stories/${ctx.storyId}/confirmation`, body };
};
const confirmed = { member: 403, author: 200, admin: 200, deactivated: 401, otherAdmin: 404, signedOut: 401 };

/** Issue 18's routes: a member's own stories, teammates' confirmations, the team's impact figures. */
export const IMPACT_ROLE_MATRIX: MatrixEntries = {
  'PATCH /api/stories/:id': {
    request: async (ctx, role) => ({ path: `/api/stories/${await ownStory(ctx, role)}`, body: { timeSaved: 15 } }),
    expect: members(200),
  },
  'DELETE /api/stories/:id': {
    request: async (ctx, role) => ({ path: `/api/stories/${await ownStory(ctx, role)}` }),
    expect: members(204),
  },
  'PUT /api/stories/:id/confirmation': { request: confirmation({ verdict: 'worked', minutes: 10 }), expect: confirmed },
  'DELETE /api/stories/:id/confirmation': { request: confirmation(), expect: confirmed },
  'POST /api/stories/:id/follow-up': {
    request: async (ctx, role) => ({ path: `/api/stories/${await ownStory(ctx, role)}/follow-up`, body: { outcome: 'kept' } }),
    expect: members(200),
  },
  'GET /api/team/impact': { request: get('/api/team/impact'), expect: members(200) },
  'GET /api/team/impact.csv': { request: get('/api/team/impact.csv'), expect: members(200) },
};
