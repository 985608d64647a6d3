import type { MiddlewareHandler } from 'hono';
import { ApiError } from './errors';

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/**
 * State-changing requests must come from our own pages: a browser's Origin must be the app's
 * (APP_URL, or the host the request was sent to) and Sec-Fetch-Site must not be cross-site.
 * JSON endpoints also refuse form and text/plain bodies, which a foreign page can send
 * without a preflight.
 */
export function sameOriginWrites(appUrl: string): MiddlewareHandler {
  const appOrigin = new URL(appUrl).origin;
  return async (c, next) => {
    if (SAFE_METHODS.has(c.req.method)) return next();
    const origin = c.req.header('origin');
    const site = c.req.header('sec-fetch-site');
    if (origin !== undefined) {
      const host = c.req.header('host');
      const own = host ? [`http://${host}`, `https://${host}`] : [];
      if (origin !== appOrigin && !own.includes(origin)) {
        throw new ApiError(403, 'cross_site_request', 'Requests from other sites are not allowed.');
      }
    } else if (site !== undefined && site !== 'same-origin' && site !== 'none') {
      throw new ApiError(403, 'cross_site_request', 'Requests from other sites are not allowed.');
    }
    // A foreign page can send form and text/plain bodies without a preflight: only JSON is
    // accepted. A body without any type is refused too.
    const type = c.req.header('content-type')?.split(';')[0]?.trim().toLowerCase();
    const length = Number(c.req.header('content-length') ?? '0');
    if ((type !== undefined || length > 0) && type !== 'application/json') {
      throw new ApiError(415, 'unsupported_media_type', 'Send the request body as JSON (Content-Type: application/json).');
    }
    return next();
  };
}
