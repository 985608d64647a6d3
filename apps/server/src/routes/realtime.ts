import { upgradeWebSocket } from '@hono/node-server';
import { Hono, type Context } from 'hono';
import { requireMember } from '../auth/middleware';
import { findSessionByHash } from '../auth/sessions';
import type { AppDeps, AppEnv } from '../context';
import { ApiError } from '../http/errors';
import { CLOSE } from '../realtime/hub';

/**
 * GET /api/realtime: a WebSocket per signed-in tab, authenticated by the session cookie, from
 * our own origin only, joined to the caller's workspace channel. The client pings every 30 s;
 * each ping re-checks the session, so a logged-out or expired session is disconnected.
 */
export function realtimeRoutes(deps: AppDeps) {
  const appOrigin = new URL(deps.config.appUrl).origin;
  const hub = deps.realtime;

  return new Hono<AppEnv>().get(
    '/api/realtime',
    async (c, next) => {
      const origin = c.req.header('origin');
      const host = c.req.header('host');
      if (!origin || (origin !== appOrigin && origin !== `http://${host}` && origin !== `https://${host}`)) {
        throw new ApiError(403, 'cross_site_request', 'Requests from other sites are not allowed.');
      }
      if (c.req.header('upgrade')?.toLowerCase() !== 'websocket') {
        throw new ApiError(426, 'upgrade_required', 'This endpoint only accepts WebSocket connections.');
      }
      await requireMember(c, deps);
      await next();
    },
    upgradeWebSocket(async (c: Context<AppEnv>) => {
      const { workspaceId, session } = await requireMember(c, deps);
      let member: ReturnType<typeof hub.join> | undefined;
      return {
        onOpen: (_event, ws) => {
          member = hub.join(
            { send: (data) => ws.send(data), close: (code, reason) => ws.close(code, reason) },
            workspaceId,
            session.tokenHash,
          );
          ws.send(JSON.stringify({ type: 'hello' }));
        },
        onMessage: (event: { data: unknown }, ws) => {
          if (!member) return;
          hub.seen(member);
          const data: unknown = event.data;
          if (data !== '{"type":"ping"}') return;
          void findSessionByHash(deps.database.db, session.tokenHash).then(
            (alive) => (alive ? ws.send('{"type":"pong"}') : ws.close(CLOSE.sessionEnded, 'session ended')),
            () => ws.send('{"type":"pong"}'),
          );
        },
        onClose: () => {
          if (member) hub.leave(member);
        },
      };
    }),
  );
}
