import { upgradeWebSocket } from '@hono/node-server';
import { Hono, type Context } from 'hono';
import { isOwnOrigin, REALTIME_CLOSE, REALTIME_PING, type RealtimeHello } from '@pathwise/core';
import { requireMember } from '../auth/middleware';
import { sessionToken } from '../auth/sessions';
import type { AppDeps, AppEnv } from '../context';
import { ApiError } from '../http/errors';

/**
 * GET /api/realtime: a WebSocket per signed-in tab, authenticated by the session cookie, from
 * our own origin only, joined to the caller's workspace channel. The client pings every 30 s
 * (a ping keeps the socket, never the session, alive); the hub closes the socket when its
 * session ends, on whichever instance it ended.
 *
 * A cookie whose session has ended (signed out, reset or deleted while the socket was opening, or
 * while the tab was away) opens a socket that is at once closed as 'session ended', as the hub
 * closes a live one: the tab learns it is signed out and stops reconnecting, where a refused
 * handshake only reads as a dropped connection (and the browser logs it as an error).
 */
export function realtimeRoutes(deps: AppDeps) {
  const appOrigin = new URL(deps.config.appUrl).origin;
  const hub = deps.realtime;

  return new Hono<AppEnv>().get(
    '/api/realtime',
    async (c, next) => {
      const origin = c.req.header('origin');
      if (!origin || !isOwnOrigin(origin, appOrigin, c.req.header('host'))) {
        throw new ApiError(403, 'cross_site_request', 'Requests from other sites are not allowed.');
      }
      if (c.req.header('upgrade')?.toLowerCase() !== 'websocket') {
        throw new ApiError(426, 'upgrade_required', 'This endpoint only accepts WebSocket connections.');
      }
      // A cookie whose session has ended goes on to be told so on the socket (below).
      const sessionEnded = sessionToken(c) !== undefined && !c.get('session');
      if (!sessionEnded) await requireMember(c, deps);
      await next();
    },
    upgradeWebSocket(async (c: Context<AppEnv>) => {
      if (!c.get('session')) return { onOpen: (_event, ws) => ws.close(REALTIME_CLOSE.sessionEnded, 'session ended') };
      const { workspaceId, session } = await requireMember(c, deps);
      let member: ReturnType<typeof hub.join> | undefined;
      return {
        onOpen: (_event, ws) => {
          member = hub.join(
            { send: (data) => ws.send(data), close: (code, reason) => ws.close(code, reason) },
            { workspaceId, userId: session.userId, sessionHash: session.tokenHash },
          );
          ws.send(JSON.stringify({ type: 'hello', quietMs: hub.quietMs(workspaceId) } satisfies RealtimeHello));
          // The session may have ended while the socket was opening.
          void hub.checkSessions((m) => m === member);
        },
        onMessage: (event: { data: unknown }, ws) => {
          if (!member) return;
          hub.seen(member);
          if (event.data === REALTIME_PING) ws.send('{"type":"pong"}');
        },
        onClose: () => {
          if (member) hub.leave(member);
        },
      };
    }),
  );
}
