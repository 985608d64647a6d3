import { randomUUID } from 'node:crypto';
import type { MiddlewareHandler } from 'hono';
import type { AppEnv } from '../context';
import type { Logger } from '../logger';

/** A request id on every request and response, and one structured log line per request. */
export function requestLog(logger: Logger): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    const requestId = randomUUID();
    const log = logger.child({ reqId: requestId });
    c.set('requestId', requestId);
    c.set('log', log);
    const started = performance.now();
    await next();
    c.res.headers.set('X-Request-Id', requestId);
    // The path only: query strings can carry tokens and must never reach a log line.
    log.info(
      {
        req: { method: c.req.method, path: c.req.path },
        res: { status: c.res.status },
        ms: Math.round((performance.now() - started) * 10) / 10,
      },
      'request',
    );
  };
}
