import { notify } from '../src/notifications/notify';
import { unsubscribeToken } from '../src/digest/unsubscribe';
import { admins, anyone, get, members, send, type MatrixEntries } from './role-matrix-helpers';

/** Issue 17's routes: prompt library, notifications, chat webhooks, weekly digest. */
export const TEAM_LOOP_ROLE_MATRIX: MatrixEntries = {
  'GET /api/prompts': { request: get('/api/prompts'), expect: members(200) },
  'GET /api/prompts/filters': { request: get('/api/prompts/filters'), expect: members(200) },
  'POST /api/prompts/:id/save': { request: (ctx) => ({ path: `/api/prompts/${ctx.promptId}/save` }), expect: members(200, 404) },
  'DELETE /api/prompts/:id/save': { request: (ctx) => ({ path: `/api/prompts/${ctx.promptId}/save` }), expect: members(200, 404) },
  'GET /api/notifications': { request: get('/api/notifications'), expect: members(200) },
  // Each caller reads a notification of their own (a visitor names the member's).
  'POST /api/notifications/read/:id': {
    request: async (ctx, role) => {
      const user = ctx.users[role === 'signedOut' ? 'member' : role];
      const notified = await notify(ctx.t.database.db, ctx.t.jobs, {
        workspaceId: role === 'otherAdmin' ? ctx.otherWorkspaceId : ctx.workspaceId,
        recipientId: user.id,
        actorId: null,
        kind: 'group.added',
        subject: { type: 'group', id: ctx.unique() },
        data: { title: 'matrix' },
      });
      return { path: `/api/notifications/read/${notified?.id ?? 'missing'}` };
    },
    expect: members(200),
  },
  'POST /api/notifications/read-all': { request: send('/api/notifications/read-all'), expect: members(200) },
  'GET /api/notifications/preferences': { request: get('/api/notifications/preferences'), expect: members(200) },
  'PUT /api/notifications/preferences': {
    request: send('/api/notifications/preferences', { kinds: { 'story.liked': 'product' } }),
    expect: members(200),
  },
  'GET /api/integrations/chat': { request: get('/api/integrations/chat'), expect: admins(200) },
  'PUT /api/integrations/chat/:provider': {
    request: send('/api/integrations/chat/slack', { url: 'https://hooks.slack.com/services/T0/B0/matrix' }),
    expect: admins(200),
  },
  // No Teams webhook is set anywhere: admins get past the check to "there is none".
  'DELETE /api/integrations/chat/:provider': { request: send('/api/integrations/chat/teams'), expect: admins(404) },
  // No Teams webhook is set anywhere: admins get past the check to "nothing to test".
  'POST /api/integrations/chat/:provider/test': { request: send('/api/integrations/chat/teams/test'), expect: admins(404) },
  'GET /api/digest/settings': { request: get('/api/digest/settings'), expect: members(200) },
  'PUT /api/digest/time-zone': { request: send('/api/digest/time-zone', { timeZone: 'Europe/Berlin' }), expect: admins(200) },
  'GET /api/digest/preview': { request: get('/api/digest/preview'), expect: admins(200) },
  // Authorised by the signed token alone, whoever follows the link.
  'GET /api/digest/unsubscribe': {
    request: (ctx) => ({ path: `/api/digest/unsubscribe?token=${unsubscribeToken(ctx.t.config.authSecret, ctx.users.member.id)}` }),
    expect: anyone(200),
  },
  'POST /api/digest/unsubscribe': {
    request: (ctx) => ({ path: `/api/digest/unsubscribe?token=${unsubscribeToken(ctx.t.config.authSecret, ctx.users.member.id)}` }),
    expect: anyone(200),
  },
};
