import { lookup as dnsLookup, type LookupAddress } from 'node:dns';
import http from 'node:http';
import https from 'node:https';
import { BlockList, isIP, type LookupFunction } from 'node:net';

/**
 * Addresses a webhook may never reach, whatever its host name resolves to: loopback, private,
 * link-local (cloud metadata), carrier-grade NAT, unique-local, multicast, unspecified and the
 * IPv4-mapped forms of them.
 */
const BLOCKED = new BlockList();
for (const [net, prefix] of [
  ['0.0.0.0', 8],
  ['10.0.0.0', 8],
  ['100.64.0.0', 10],
  ['127.0.0.0', 8],
  ['169.254.0.0', 16],
  ['172.16.0.0', 12],
  ['192.0.0.0', 24],
  ['192.168.0.0', 16],
  ['198.18.0.0', 15],
  ['224.0.0.0', 4],
  ['240.0.0.0', 4],
] as const) {
  BLOCKED.addSubnet(net, prefix, 'ipv4');
  BLOCKED.addSubnet(`::ffff:${net}`, 96 + prefix, 'ipv6');
}
for (const [net, prefix] of [
  ['::', 128],
  ['::1', 128],
  ['fc00::', 7],
  ['fe80::', 10],
  ['ff00::', 8],
  ['64:ff9b::', 96],
  ['2002::', 16],
] as const)
  BLOCKED.addSubnet(net, prefix, 'ipv6');

export function isBlockedAddress(address: string): boolean {
  const family = isIP(address);
  if (family === 0) return true;
  return BLOCKED.check(address, family === 4 ? 'ipv4' : 'ipv6');
}

export class BlockedAddressError extends Error {
  constructor() {
    super('the webhook host resolves to an internal address');
    this.name = 'BlockedAddressError';
  }
}

/**
 * A DNS lookup that refuses internal addresses. The connection uses the very address checked here
 * (no second lookup an attacker's DNS could answer differently).
 */
export function guardedLookup(allowInternal: boolean): LookupFunction {
  return (hostname, options, callback) => {
    dnsLookup(hostname, { ...options, all: true, verbatim: true }, (error, addresses: LookupAddress[]) => {
      if (error) return callback(error, '', 0);
      const usable = allowInternal ? addresses : addresses.filter((a) => !isBlockedAddress(a.address));
      if (usable.length === 0 || usable.length !== addresses.length) return callback(new BlockedAddressError(), '', 0);
      if (options.all) return (callback as unknown as (e: null, a: LookupAddress[]) => void)(null, usable);
      const first = usable[0] as LookupAddress;
      callback(null, first.address, first.family);
    });
  };
}

/** Resolves a host now and says whether any of its addresses is internal (the check at save time). */
export function resolvesInternally(hostname: string): Promise<'internal' | 'public' | 'unresolved'> {
  if (isIP(hostname)) return Promise.resolve(isBlockedAddress(hostname) ? 'internal' : 'public');
  return new Promise((resolve) => {
    dnsLookup(hostname, { all: true, verbatim: true }, (error, addresses) => {
      if (error || addresses.length === 0) return resolve('unresolved');
      resolve(addresses.some((a) => isBlockedAddress(a.address)) ? 'internal' : 'public');
    });
  });
}

export interface PostResult {
  status: number;
}

/**
 * POSTs JSON to a webhook: through the guarded lookup, never following a redirect (a 3xx is an
 * answer like any other), with a time limit and a small cap on what is read back.
 */
export function postJson(url: URL, body: unknown, options: { allowInternal: boolean; timeoutMs?: number }): Promise<PostResult> {
  const payload = Buffer.from(JSON.stringify(body));
  const client = url.protocol === 'https:' ? https : http;
  return new Promise((resolve, reject) => {
    const request = client.request(
      url,
      {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', 'Content-Length': payload.length, 'User-Agent': 'Pathwise-Webhooks/1' },
        lookup: guardedLookup(options.allowInternal),
        timeout: options.timeoutMs ?? 10_000,
        agent: false,
      },
      (response) => {
        let read = 0;
        response.on('data', (chunk: Buffer) => {
          read += chunk.length;
          if (read > 64 * 1024) response.destroy();
        });
        response.on('end', () => resolve({ status: response.statusCode ?? 0 }));
        response.on('error', reject);
        response.on('close', () => resolve({ status: response.statusCode ?? 0 }));
      },
    );
    request.on('timeout', () => request.destroy(new Error('the webhook did not answer in time')));
    request.on('error', reject);
    request.end(payload);
  });
}
