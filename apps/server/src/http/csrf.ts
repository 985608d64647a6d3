import type { MiddlewareHandler } from 'hono';
import { isOwnOrigin } from '@pathwise/core';
import { ApiError } from './errors';
import { requestHeader } from './node-http';

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/**
 * State-changing requests must come from our own pages: a browser's Origin must be the app's
 * (APP_URL, or the host the request was sent to) and Sec-Fetch-Site must not be cross-site.
 * JSON endpoints also refuse form and text/plain bodies, which a foreign page can send
 * without a preflight.
 */
export function sameOriginWrites(appUrl: string, options: { exempt?: readonly string[] } = {}): MiddlewareHandler {
  const appOrigin = new URL(appUrl).origin;
  // Paths authorised by a signed token in the address alone, never by the cookie: a forged
  // request from another site gains nothing there.
  const exempt = new Set(options.exempt ?? []);
  // Headers are read from Node's request (node-http.ts): a fetch Request's Headers, built and
  // checked for every write only to read these, cost more than the checks themselves.
  return async (c, next) => {
    if (SAFE_METHODS.has(c.req.method) || exempt.has(c.req.path)) return next();
    const origin = requestHeader(c, 'origin');
    const site = requestHeader(c, 'sec-fetch-site');
    if (origin !== undefined) {
      if (!isOwnOrigin(origin, appOrigin, requestHeader(c, 'host'))) {
        throw new ApiError(403, 'cross_site_request', 'Requests from other sites are not allowed.');
      }
    } else if (site !== undefined && site !== 'same-origin' && site !== 'none') {
      throw new ApiError(403, 'cross_site_request', 'Requests from other sites are not allowed.');
    }
    // A foreign page can send form and text/plain bodies without a preflight: only JSON is
    // accepted. A body without any type is refused too.
    const type = requestHeader(c, 'content-type')?.split(';')[0]?.trim().toLowerCase();
    const length = Number(requestHeader(c, 'content-length') ?? '0');
    if ((type !== undefined || length > 0) && type !== 'application/json') {
      throw new ApiError(415, 'unsupported_media_type', 'Send the request body as JSON (Content-Type: application/json).');
    }
    return next();
  };
}
