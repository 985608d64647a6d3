import { statSync, type Stats } from 'node:fs';
import { extname, join } from 'node:path';
import { serveStatic } from '@hono/node-server/serve-static';
import type { Context, MiddlewareHandler } from 'hono';
import { ApiError } from './errors';

const IMMUTABLE = 'public, max-age=31536000, immutable';

function stat(file: string): Stats | undefined {
  try {
    const stats = statSync(file);
    return stats.isFile() ? stats : undefined;
  } catch {
    return undefined;
  }
}

/** A validator from the file's size and time: no hashing, and nothing kept per path. */
function etagOf(stats: Stats): string {
  return `W/"${stats.size.toString(36)}-${Math.trunc(stats.mtimeMs).toString(36)}"`;
}

/**
 * Serves the built single-page app with Hono's static middleware: real files with their type,
 * the build's brotli or gzip copy when the browser takes it (nothing is compressed here), hashed
 * assets cached for a year; paths without an extension get index.html so client routes work; a
 * missing file with an extension is a 404. Nothing is remembered per requested path.
 */
export function staticSite(distDir: string): MiddlewareHandler {
  const files = serveStatic({
    root: distDir,
    precompressed: true,
    // Client routes (no extension) are the app's page.
    rewriteRequestPath: (path) => (extname(path) === '' ? '/index.html' : path),
  });

  return async (c, next) => {
    let path: string;
    try {
      path = decodeURIComponent(c.req.path);
    } catch {
      throw new ApiError(400, 'bad_path', 'The address is not valid.');
    }
    if (path.includes('\0') || path.split(/[/\\]/).includes('..')) throw new ApiError(400, 'bad_path', 'The address is not valid.');
    // The build's compressed copies are sent in place of their file, never as files of their own.
    if (/\.(br|gz|zst)$/i.test(path)) throw new ApiError(404, 'not_found', 'This file does not exist.');
    const page = extname(path) === '';
    const stats = stat(join(distDir, page ? 'index.html' : path));
    if (!stats) {
      if (page)
        throw new ApiError(503, 'web_not_built', 'The web app has not been built yet. Run "npm run build" (npm start does it for you).');
      throw new ApiError(404, 'not_found', 'This file does not exist.');
    }
    const etag = etagOf(stats);
    c.header('ETag', etag);
    c.header('Cache-Control', cacheControl(c));
    // The middleware adds `Vary: Accept-Encoding` when it sends a compressed copy.
    if (c.req.header('if-none-match') === etag) return c.body(null, 304);
    return files(c, next);
  };
}

function cacheControl(c: Context): string {
  if (c.req.path.startsWith('/assets/')) return IMMUTABLE;
  return extname(c.req.path) === '' ? 'no-cache' : 'public, max-age=3600';
}
