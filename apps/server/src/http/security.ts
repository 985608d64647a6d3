import type { MiddlewareHandler } from 'hono';
import { withResponseHeaders } from './node-http';

/**
 * Headers every response carries (API, static files, 404s and errors). No inline script is
 * allowed; inline styles are, because UI primitives position popovers with style attributes.
 */
export const SECURITY_HEADERS: Readonly<Record<string, string>> = {
  'Content-Security-Policy': [
    "default-src 'self'",
    "script-src 'self'",
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data:",
    "font-src 'self'",
    "connect-src 'self'",
    "object-src 'none'",
    "base-uri 'none'",
    "form-action 'self'",
    "frame-ancestors 'none'",
  ].join('; '),
  'X-Content-Type-Options': 'nosniff',
  'X-Frame-Options': 'DENY',
  'Referrer-Policy': 'strict-origin-when-cross-origin',
  'Cross-Origin-Opener-Policy': 'same-origin',
  'Permissions-Policy': 'camera=(), microphone=(), geolocation=()',
};

/** Browsers keep to https for a year once they have seen the site over it (sent only then). */
export const HSTS = 'max-age=31536000; includeSubDomains';

/**
 * The headers above on every response, and HSTS when the public address is https. The obsolete
 * X-XSS-Protection header is not sent: the CSP covers script injection, and the old filters it
 * switched on could themselves be abused (decision 002).
 */
export function securityHeaders(appUrl: string): MiddlewareHandler {
  const headers = appUrl.startsWith('https://') ? { ...SECURITY_HEADERS, 'Strict-Transport-Security': HSTS } : SECURITY_HEADERS;
  return (c, next) => withResponseHeaders(c, headers, next);
}
