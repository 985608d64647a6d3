import { randomUUID } from 'node:crypto';
import type { Context, MiddlewareHandler } from 'hono';
import type { AppEnv } from '../context';
import type { Logger } from '../logger';
import { withResponseHeaders } from './node-http';

/**
 * The request's own logger (its lines carry the request id), made on first use: most requests
 * log nothing but their one line, and a child logger costs its bindings' redaction pass.
 */
export function requestLogger(c: Context<AppEnv>): Logger {
  let log = c.get('log');
  if (!log) {
    log = c.get('baseLogger').child({ reqId: c.get('requestId') });
    c.set('log', log);
  }
  return log;
}

/** A request id on every request and response, and one structured log line per request. */
export function requestLog(logger: Logger): MiddlewareHandler<AppEnv> {
  // The request line is written without the redaction pass (a tenth of its cost): its fields
  // are the ones below only, and none of them is a redacted name. Everything else a request
  // logs goes through requestLogger(c), redacted as always.
  const lines = logger.child({}, { redact: [] });
  return async (c, next) => {
    const requestId = randomUUID();
    c.set('requestId', requestId);
    c.set('baseLogger', logger);
    const started = performance.now();
    await withResponseHeaders(c, { 'X-Request-Id': requestId }, next);
    // The path only: query strings can carry tokens and must never reach a log line.
    if (lines.isLevelEnabled('info'))
      lines.info(
        {
          reqId: requestId,
          req: { method: c.req.method, path: c.req.path },
          res: { status: c.res.status },
          ms: Math.round((performance.now() - started) * 10) / 10,
        },
        'request',
      );
  };
}
