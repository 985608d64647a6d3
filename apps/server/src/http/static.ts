import { createHash } from 'node:crypto';
import { existsSync, readFileSync, statSync } from 'node:fs';
import { extname, join, normalize, sep } from 'node:path';
import { brotliCompressSync, constants as zlib, gzipSync } from 'node:zlib';
import type { Context, Handler } from 'hono';
import { ApiError } from './errors';

const TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.webmanifest': 'application/manifest+json; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.webp': 'image/webp',
  '.ico': 'image/x-icon',
  '.txt': 'text/plain; charset=utf-8',
  '.xml': 'application/xml; charset=utf-8',
  '.woff2': 'font/woff2',
  '.map': 'application/json; charset=utf-8',
};
const COMPRESSIBLE = new Set(['.html', '.js', '.mjs', '.css', '.json', '.webmanifest', '.svg', '.txt', '.xml', '.map', '.ico']);

interface Asset {
  body: Buffer;
  type: string;
  etag: string;
  br?: Buffer;
  gzip?: Buffer;
}

/**
 * Serves the built single-page app: real files with their type and caching (hashed assets
 * for a year), compressed with brotli or gzip and kept in memory; paths without an extension
 * fall back to index.html so client routes work; a missing file with an extension is a 404.
 */
export function staticSite(distDir: string): Handler {
  const cache = new Map<string, Asset | null>();

  function load(relative: string): Asset | null {
    if (cache.has(relative)) return cache.get(relative) ?? null;
    const file = normalize(join(distDir, relative));
    let asset: Asset | null = null;
    if (file.startsWith(distDir + sep) && existsSync(file) && statSync(file).isFile()) {
      const body = readFileSync(file);
      const ext = extname(file).toLowerCase();
      asset = {
        body,
        type: TYPES[ext] ?? 'application/octet-stream',
        etag: `"${createHash('sha256').update(body).digest('base64url').slice(0, 27)}"`,
      };
      if (COMPRESSIBLE.has(ext) && body.length > 512) {
        // The build writes compressed copies (.br, .gz); a file without them is compressed here, once.
        asset.br = existsSync(`${file}.br`)
          ? readFileSync(`${file}.br`)
          : brotliCompressSync(body, { params: { [zlib.BROTLI_PARAM_QUALITY]: 9 } });
        asset.gzip = existsSync(`${file}.gz`) ? readFileSync(`${file}.gz`) : gzipSync(body, { level: 9 });
      }
    }
    cache.set(relative, asset);
    return asset;
  }

  function send(c: Context, asset: Asset, cacheControl: string): Response {
    const headers = new Headers({
      'Content-Type': asset.type,
      'Cache-Control': cacheControl,
      ETag: asset.etag,
      Vary: 'Accept-Encoding',
    });
    if (c.req.header('if-none-match') === asset.etag) return new Response(null, { status: 304, headers });
    const accept = c.req.header('accept-encoding') ?? '';
    let body = asset.body;
    if (asset.br && /\bbr\b/.test(accept)) {
      body = asset.br;
      headers.set('Content-Encoding', 'br');
    } else if (asset.gzip && /\bgzip\b/.test(accept)) {
      body = asset.gzip;
      headers.set('Content-Encoding', 'gzip');
    }
    headers.set('Content-Length', String(body.length));
    return new Response(c.req.method === 'HEAD' ? null : new Uint8Array(body), { status: 200, headers });
  }

  return (c) => {
    let path: string;
    try {
      path = decodeURIComponent(c.req.path);
    } catch {
      throw new ApiError(400, 'bad_path', 'The address is not valid.');
    }
    if (path.includes('\0') || path.split('/').includes('..')) throw new ApiError(400, 'bad_path', 'The address is not valid.');
    const relative = path.replace(/^\/+/, '');
    // The build's compressed copies are sent in place of their file, never as files of their own.
    if (/\.(br|gz)$/i.test(relative)) throw new ApiError(404, 'not_found', 'This file does not exist.');
    if (extname(relative) !== '') {
      const asset = load(relative);
      if (!asset) throw new ApiError(404, 'not_found', 'This file does not exist.');
      const immutable = relative.startsWith('assets/');
      return send(c, asset, immutable ? 'public, max-age=31536000, immutable' : 'public, max-age=3600');
    }
    const index = load('index.html');
    if (!index) {
      throw new ApiError(503, 'web_not_built', 'The web app has not been built yet. Run "npm run build" (npm start does it for you).');
    }
    return send(c, index, 'no-cache');
  };
}
