import { getConnInfo } from '@hono/node-server/conninfo';
import type { Context } from 'hono';

export interface ClientInfo {
  ip: string;
  userAgent: string;
}

/**
 * The client's address: the socket's, or behind a configured proxy (TRUST_PROXY) the last
 * address in X-Forwarded-For, the one our own proxy appended. Never trusted otherwise.
 */
function clientAddress(c: Context, trustProxy: boolean): string {
  let ip: string | undefined;
  if (trustProxy) {
    const forwarded = c.req.header('x-forwarded-for');
    ip = forwarded?.split(',').at(-1)?.trim() || undefined;
  }
  if (!ip) {
    try {
      ip = getConnInfo(c).remote.address;
    } catch {
      ip = undefined; // in-process requests (tests) have no socket
    }
  }
  return ip ?? 'unknown';
}

/**
 * The client of a request, read when first asked for: most requests never need it (the socket's
 * address is a call into the operating system), the sign-in, rate limits and audit do.
 */
export function clientInfo(c: Context, trustProxy: boolean): ClientInfo {
  let ip: string | undefined;
  let userAgent: string | undefined;
  return {
    get ip() {
      return (ip ??= clientAddress(c, trustProxy));
    },
    get userAgent() {
      return (userAgent ??= (c.req.header('user-agent') ?? '').slice(0, 512));
    },
  };
}

/** True for this machine's own addresses (IPv4, IPv6 and IPv4-mapped IPv6). */
export function isLoopback(ip: string): boolean {
  return ip === '::1' || /^(::ffff:)?127\.\d{1,3}\.\d{1,3}\.\d{1,3}$/.test(ip);
}
