import { promisify } from 'node:util';
import { brotliCompress, constants as zlib, gzip } from 'node:zlib';
import type { MiddlewareHandler } from 'hono';

const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

/** Smaller answers fit in one packet as they are: compressing them would only cost time. */
export const COMPRESS_MIN_BYTES = 1400;
const COMPRESSIBLE = /^(application\/json|text\/csv)\b/i;

/** The encoding to use for an Accept-Encoding header: brotli, then gzip, or none. */
export function chooseEncoding(accept: string | undefined): 'br' | 'gzip' | null {
  if (!accept) return null;
  const offered = new Map<string, number>();
  for (const part of accept.split(',')) {
    const [name = '', ...params] = part.trim().toLowerCase().split(';');
    const q = params.map((p) => /^\s*q=([0-9.]+)\s*$/.exec(p)?.[1]).find((v) => v !== undefined);
    offered.set(name.trim(), q === undefined ? 1 : Number(q));
  }
  const weight = (name: string) => offered.get(name) ?? offered.get('*') ?? 0;
  if (weight('br') > 0 && weight('br') >= weight('gzip')) return 'br';
  if (weight('gzip') > 0) return 'gzip';
  return null;
}

/**
 * Compresses the API's larger answers (the catalogue, the feed, the team CSV) for clients that
 * accept it, off the event loop (zlib's thread pool). Brotli at a fast level: it is smaller than
 * gzip for JSON at about the same cost.
 */
export function compressResponses(): MiddlewareHandler {
  return async (c, next) => {
    const encoding = chooseEncoding(c.req.header('Accept-Encoding'));
    await next();
    // A client that takes no compression gets the answer untouched: reading the response here
    // would take the server off its fast path for every request (a third of the feed's rate).
    if (!encoding || c.req.method === 'HEAD') return;
    const res = c.res;
    const type = res.headers.get('Content-Type') ?? '';
    if (!res.body || res.headers.has('Content-Encoding') || !COMPRESSIBLE.test(type)) return;
    const vary = res.headers.get('Vary');
    if (!vary || !/\baccept-encoding\b/i.test(vary)) res.headers.set('Vary', vary ? `${vary}, Accept-Encoding` : 'Accept-Encoding');
    const body = Buffer.from(await res.arrayBuffer());
    const headers = new Headers(res.headers);
    let out: Buffer = body;
    if (body.length >= COMPRESS_MIN_BYTES) {
      out =
        encoding === 'br'
          ? await brotli(body, { params: { [zlib.BROTLI_PARAM_QUALITY]: 4, [zlib.BROTLI_PARAM_SIZE_HINT]: body.length } })
          : await gzipAsync(body, { level: 6 });
      headers.set('Content-Encoding', encoding);
    }
    headers.set('Content-Length', String(out.length));
    // Cleared first: Hono would otherwise copy the old answer's headers over the new ones.
    c.res = undefined;
    c.res = new Response(new Uint8Array(out), { status: res.status, statusText: res.statusText, headers });
  };
}
