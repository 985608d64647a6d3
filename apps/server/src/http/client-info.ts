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
export function clientInfo(c: Context, trustProxy: boolean): ClientInfo {
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
  return { ip: ip ?? 'unknown', userAgent: (c.req.header('user-agent') ?? '').slice(0, 512) };
}

/** True for this machine's own addresses (IPv4, IPv6 and IPv4-mapped IPv6). */
export function isLoopback(ip: string): boolean {
  return ip === '::1' || /^(::ffff:)?127\.\d{1,3}\.\d{1,3}\.\d{1,3}$/.test(ip);
}
