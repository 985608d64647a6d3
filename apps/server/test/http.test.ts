import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { analyticsEvents } from '../src/db/schema';
import { SECURITY_HEADERS } from '../src/http/security';
import { createTestContext, ENGINES, jsonRequest, type TestContext } from './harness';

/** A tiny built site, so static serving is tested without a full web build. */
function fakeDist(): string {
  const dir = mkdtempSync(join(tmpdir(), 'pathwise-dist-'));
  mkdirSync(join(dir, 'assets'));
  writeFileSync(join(dir, 'index.html'), '<!doctype html><html><body><div id="root"></div></body></html>');
  writeFileSync(join(dir, 'assets', 'index-abc123.js'), `console.log(${JSON.stringify('x'.repeat(4000))});`);
  writeFileSync(join(dir, 'robots.txt'), 'User-agent: *\n');
  // A file the build compressed: its .br copy is what is sent (marked, to tell it apart).
  const built = `console.log(${JSON.stringify('y'.repeat(4000))});`;
  writeFileSync(join(dir, 'assets', 'app-def456.js'), built);
  writeFileSync(join(dir, 'assets', 'app-def456.js.br'), brotliCompressSync(`${built}//precompressed`));
  return dir;
}

function expectSecurityHeaders(response: Response) {
  for (const [name, value] of Object.entries(SECURITY_HEADERS)) expect(response.headers.get(name), name).toBe(value);
  const csp = response.headers.get('content-security-policy') ?? '';
  expect(csp).toContain("default-src 'self'");
  expect(csp).toContain("object-src 'none'");
  expect(csp).toContain("base-uri 'none'");
  expect(csp).toContain("frame-ancestors 'none'");
  expect(csp).toContain("img-src 'self' data:");
  expect(csp).not.toMatch(/script-src[^;]*unsafe-inline/);
}

describe.each(ENGINES)('HTTP foundation on %s', (engine) => {
  let t: TestContext;
  beforeAll(async () => {
    t = await createTestContext(engine, { webDist: fakeDist() });
  });
  afterAll(async () => t.close());

  it('answers /healthz and /readyz', async () => {
    const health = await t.app.request('/healthz');
    expect(health.status).toBe(200);
    expect(await health.json()).toEqual({ status: 'ok' });
    const ready = await t.app.request('/readyz');
    expect(ready.status).toBe(200);
    expect(await ready.json()).toEqual({ status: 'ready', database: engine });
  });

  it('puts every security header on an API response, a static asset, the SPA, a 404 and an error', async () => {
    for (const path of ['/healthz', '/assets/index-abc123.js', '/library', '/missing.png', '/api/nope']) {
      const response = await t.app.request(path);
      expectSecurityHeaders(response);
    }
    expectSecurityHeaders(await t.app.request('/functions/v1/track-event', jsonRequest('POST', '{bad')));
  });

  it('serves the SPA for paths without an extension and real 404s for missing files', async () => {
    const page = await t.app.request('/use-case/anything');
    expect(page.status).toBe(200);
    expect(page.headers.get('content-type')).toContain('text/html');
    expect(page.headers.get('cache-control')).toBe('no-cache');
    const robots = await t.app.request('/robots.txt');
    expect(robots.status).toBe(200);
    expect(await robots.text()).toContain('User-agent');
    const missing = await t.app.request('/missing.js');
    expect(missing.status).toBe(404);
    expect(((await missing.json()) as { error: { code: string } }).error.code).toBe('not_found');
  });

  it('caches hashed assets for a year and compresses them', async () => {
    const response = await t.app.request('/assets/index-abc123.js', { headers: { 'Accept-Encoding': 'gzip' } });
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect(response.headers.get('content-encoding')).toBe('gzip');
    const body = gunzipSync(Buffer.from(await response.arrayBuffer())).toString();
    expect(body).toContain('console.log');
    const etag = response.headers.get('etag') ?? '';
    const cached = await t.app.request('/assets/index-abc123.js', { headers: { 'If-None-Match': etag } });
    expect(cached.status).toBe(304);
  });

  it("sends the build's compressed copy as it is, and never the copy's own file", async () => {
    const response = await t.app.request('/assets/app-def456.js', { headers: { 'Accept-Encoding': 'br, gzip' } });
    expect(response.headers.get('content-encoding')).toBe('br');
    expect(brotliDecompressSync(Buffer.from(await response.arrayBuffer())).toString()).toMatch(/\/\/precompressed$/);
    // Without a .gz copy, gzip is made from the file itself.
    const gzip = await t.app.request('/assets/app-def456.js', { headers: { 'Accept-Encoding': 'gzip' } });
    expect(gunzipSync(Buffer.from(await gzip.arrayBuffer())).toString()).not.toContain('precompressed');
    expect((await t.app.request('/assets/app-def456.js.br')).status).toBe(404);
  });

  it('refuses path traversal', async () => {
    const response = await t.app.request('/..%2f..%2fetc%2fpasswd.txt');
    expect(response.status).toBe(400);
  });

  it('stores a tracked event', async () => {
    const response = await t.app.request(
      '/functions/v1/track-event',
      jsonRequest('POST', { event: 'user_onboarding.viewed', distinctId: 'anonymous', properties: { step: 1 } }),
    );
    expect(response.status).toBe(201);
    const { id } = (await response.json()) as { id: number };
    const rows = await t.database.db.select().from(analyticsEvents);
    expect(rows).toContainEqual(
      expect.objectContaining({ id, event: 'user_onboarding.viewed', distinctId: 'anonymous', properties: { step: 1 } }),
    );
  });

  it('validates the event with a clear message', async () => {
    const response = await t.app.request('/functions/v1/track-event', jsonRequest('POST', { event: 'Bad Event!', distinctId: '' }));
    expect(response.status).toBe(400);
    const { error } = (await response.json()) as { error: { code: string; message: string; details: { field: string }[] } };
    expect(error.code).toBe('validation_failed');
    expect(error.details.map((d) => d.field).sort()).toEqual(['distinctId', 'event']);
  });

  it('answers malformed JSON with the error shape and a request id, without internals', async () => {
    const response = await t.app.request('/functions/v1/track-event', jsonRequest('POST', '{"event": '));
    expect(response.status).toBe(400);
    const body = (await response.json()) as { error: { code: string; message: string; requestId: string } };
    expect(body.error.code).toBe('invalid_json');
    expect(body.error.requestId).toMatch(/^[0-9a-f-]{36}$/);
    expect(response.headers.get('x-request-id')).toBe(body.error.requestId);
    expect(JSON.stringify(body)).not.toMatch(/SyntaxError|at .*\.ts|node_modules/);
  });

  it('refuses cross-site writes, form and text/plain bodies', async () => {
    const event = { event: 'page_viewed', distinctId: 'anonymous' };
    const crossOrigin = await t.app.request('/functions/v1/track-event', jsonRequest('POST', event, { Origin: 'https://evil.example' }));
    expect(crossOrigin.status).toBe(403);
    const crossSite = await t.app.request('/functions/v1/track-event', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', 'Sec-Fetch-Site': 'cross-site' },
      body: JSON.stringify(event),
    });
    expect(crossSite.status).toBe(403);
    for (const type of ['text/plain', 'application/x-www-form-urlencoded', 'multipart/form-data; boundary=x']) {
      const response = await t.app.request('/functions/v1/track-event', {
        method: 'POST',
        headers: { 'Content-Type': type, Origin: 'http://localhost:3999' },
        body: JSON.stringify(event),
      });
      expect(response.status, type).toBe(415);
    }
    const rows = await t.database.db.select().from(analyticsEvents);
    expect(rows.filter((r) => r.event === 'page_viewed')).toHaveLength(0);
  });

  it('limits body size and nesting depth, and refuses NUL bytes', async () => {
    const big = await t.app.request(
      '/functions/v1/track-event',
      jsonRequest('POST', { event: 'x', distinctId: 'a', properties: { blob: 'x'.repeat(200_000) } }),
    );
    expect(big.status).toBe(413);
    const deep = await t.app.request('/functions/v1/track-event', jsonRequest('POST', `${'['.repeat(10_000)}${']'.repeat(10_000)}`));
    expect(deep.status).toBe(400);
    const nul = await t.app.request('/functions/v1/track-event', jsonRequest('POST', '{"event":"a\u0000","distinctId":"b"}'));
    expect(nul.status).toBe(400);
  });

  it('answers unknown API paths with a JSON 404', async () => {
    const response = await t.app.request('/api/does-not-exist');
    expect(response.status).toBe(404);
    expect(await response.json()).toMatchObject({ error: { code: 'not_found' } });
  });
});
