import { PASSWORD } from './accounts-helpers';
import { anyone, get, members, admins, send, type MatrixEntries } from './role-matrix-helpers';

const origin = (ctx: { t: { config: { appUrl: string } } }) => new URL(ctx.t.config.appUrl).origin;

/** The routes of the first rounds: health, auth, session and profile, learning, stories, team. */
export const CORE_ROLE_MATRIX: MatrixEntries = {
  'GET /healthz': { request: get('/healthz'), expect: anyone(200) },
  'GET /readyz': { request: get('/readyz'), expect: anyone(200) },
  'POST /functions/v1/track-event': {
    request: send('/functions/v1/track-event', { event: 'page_viewed', distinctId: 'anonymous' }),
    expect: anyone(201),
  },
  'POST /api/auth/signup': {
    request: (ctx) => ({
      path: '/api/auth/signup',
      body: { email: `new-${ctx.unique()}@a-corp.example`, password: PASSWORD, acceptTerms: true },
    }),
    expect: anyone(201),
  },
  // Each caller signs in as themselves (a visitor as the member): a deactivated member is refused.
  'POST /api/auth/login': {
    request: (ctx, role) => ({
      path: '/api/auth/login',
      body: { email: ctx.users[role === 'signedOut' ? 'member' : role].email, password: PASSWORD },
    }),
    expect: { ...anyone(200), deactivated: 403 },
  },
  'POST /api/auth/logout': { request: send('/api/auth/logout'), expect: anyone(204) },
  'POST /api/auth/refresh': { request: send('/api/auth/refresh'), expect: members(200) },
  'POST /api/auth/verify': {
    request: send('/api/auth/verify', { tokenHash: 'a'.repeat(43), type: 'signup' }),
    expect: anyone(400),
  },
  'POST /api/auth/resend-verification': {
    request: (ctx) => ({ path: '/api/auth/resend-verification', body: { email: `nobody-${ctx.unique()}@a-corp.example` } }),
    expect: anyone(200),
  },
  'POST /api/auth/password-reset': {
    request: (ctx) => ({ path: '/api/auth/password-reset', body: { email: `nobody-${ctx.unique()}@a-corp.example` } }),
    expect: anyone(200),
  },
  'POST /api/auth/password-reset/confirm': {
    request: send('/api/auth/password-reset/confirm', { token: 'a'.repeat(43), password: 'Str0ng!pass' }),
    expect: anyone(400),
  },
  // Nobody signed in is an answer ({ user: null }); a session that no longer opens is a 401.
  'GET /api/session': { request: get('/api/session'), expect: { ...members(200), signedOut: 200 } },
  'POST /api/profile/onboarding': {
    request: send('/api/profile/onboarding', { specialty: 'backend', responsibilities: ['development'], motivations: ['speed_up_tasks'] }),
    expect: members(200),
  },
  'PUT /api/workspace/name': {
    request: (ctx) => ({ path: '/api/workspace/name', body: { name: `Renamed ${ctx.unique()}` } }),
    expect: admins(200),
  },
  'GET /api/use-cases': { request: get('/api/use-cases'), expect: members(200) },
  'GET /api/use-cases/:id': { request: (ctx) => ({ path: `/api/use-cases/${ctx.useCaseId}` }), expect: members(200) },
  'POST /api/use-cases/:id/rating': {
    request: (ctx) => ({ path: `/api/use-cases/${ctx.useCaseId}/rating`, body: { helpful: true } }),
    expect: members(200),
  },
  'GET /api/feed': { request: get('/api/feed'), expect: members(200) },
  'POST /api/stories': {
    request: (ctx) => ({ path: '/api/stories', body: { useCaseId: ctx.useCaseId, timeSaved: 5 } }),
    expect: members(201),
  },
  // Another workspace's story does not exist for B's admin.
  'POST /api/stories/:id/like': { request: (ctx) => ({ path: `/api/stories/${ctx.storyId}/like` }), expect: members(200, 404) },
  'DELETE /api/stories/:id/like': { request: (ctx) => ({ path: `/api/stories/${ctx.storyId}/like` }), expect: members(200, 404) },
  'GET /api/team/stats': { request: get('/api/team/stats'), expect: members(200) },
  'GET /api/team/stories.csv': { request: get('/api/team/stories.csv'), expect: members(200) },
  // A plain GET is refused before anything else (426); who may open the WebSocket is checked in realtime.test.ts.
  'GET /api/realtime': {
    request: (ctx) => ({ path: '/api/realtime', headers: { Origin: origin(ctx) } }),
    expect: anyone(426),
  },
};
