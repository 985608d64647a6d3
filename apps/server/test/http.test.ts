import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { analyticsEvents } from '../src/db/schema';
import { SECURITY_HEADERS } from '../src/http/security';
import { createTestContext, ENGINES, jsonRequest, type TestContext } from './harness';
import { startLiveServer } from './live-server';

/** A tiny built site, so static serving is tested without a full web build. */
function fakeDist(): string {
  const dir = mkdtempSync(join(tmpdir(), 'pathwise-dist-'));
  mkdirSync(join(dir, 'assets'));
  writeFileSync(join(dir, 'index.html'), '<!doctype html><html><body><div id="root"></div></body></html>');
  const indexJs = `console.log(${JSON.stringify('x'.repeat(4000))});`;
  writeFileSync(join(dir, 'assets', 'index-abc123.js'), indexJs);
  writeFileSync(join(dir, 'assets', 'index-abc123.js.gz'), gzipSync(indexJs));
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
  let dist: string;
  beforeAll(async () => {
    dist = fakeDist();
    t = await createTestContext(engine, { webDist: dist });
  });
  afterAll(async () => {
    await t.close();
    rmSync(dist, { recursive: true, force: true });
  });

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
    // Without a .gz copy the file goes as it is: nothing is compressed on the event loop.
    const gzip = await t.app.request('/assets/app-def456.js', { headers: { 'Accept-Encoding': 'gzip' } });
    expect(gzip.headers.get('content-encoding')).toBeNull();
    expect(await gzip.text()).toMatch(/^console\.log/);
    expect((await t.app.request('/assets/app-def456.js.br')).status).toBe(404);
  });

  it('keeps nothing per requested path: a missing file is looked for again, not remembered', async () => {
    // A per-path cache (300,000 entries after as many distinct misses) would keep answering 404.
    expect((await t.app.request('/late.txt')).status).toBe(404);
    writeFileSync(join(dist, 'late.txt'), 'here now\n');
    const late = await t.app.request('/late.txt');
    expect(late.status).toBe(200);
    expect(await late.text()).toBe('here now\n');
  });

  it('refuses path traversal', async () => {
    const response = await t.app.request('/..%2f..%2fetc%2fpasswd.txt');
    expect(response.status).toBe(400);
  });

  it('sends no X-XSS-Protection (the CSP covers it), and HSTS only when APP_URL is https', async () => {
    const plain = await t.app.request('/healthz');
    expect(plain.headers.get('x-xss-protection')).toBeNull();
    expect(plain.headers.get('strict-transport-security')).toBeNull();
    const secure = await createTestContext(engine, { env: { APP_URL: 'https://learn.pathwise.test' } });
    try {
      for (const path of ['/healthz', '/api/nope']) {
        expect((await secure.app.request(path)).headers.get('strict-transport-security')).toBe('max-age=31536000; includeSubDomains');
      }
    } finally {
      await secure.close();
    }
  });

  it('strips tokens from a tracked event before it is stored', async () => {
    const token = 'Zk3v9Qx2LmT8pR4sW7yB1nC6dF0gH5jK-A_bcdEFG12';
    const response = await t.app.request(
      '/functions/v1/track-event',
      jsonRequest('POST', {
        event: 'page_viewed',
        distinctId: 'redaction-probe',
        properties: {
          current_url: `http://localhost:3999/auth?reset=true&token=${token}`,
          nested: { href: `/auth?token_hash=${token}&type=signup#access_token=${token}`, token, access_token: token },
          copied: token,
          use_case_id: 'debug-trace-production-incident-from-logs',
        },
      }),
    );
    expect(response.status).toBe(201);
    const { id } = (await response.json()) as { id: number };
    const [row] = (await t.database.db.select().from(analyticsEvents)).filter((r) => r.id === id);
    expect(JSON.stringify(row?.properties)).not.toContain(token);
    expect(row?.properties).toEqual({
      current_url: 'http://localhost:3999/auth?reset=true',
      nested: { href: '/auth?type=signup' },
      copied: '[redacted]',
      use_case_id: 'debug-trace-production-incident-from-logs',
    });
  });

  // A server process and a second app on one engine: a loaded machine gets 120 s, like the process tests.
  it('shows the development outbox to this machine only, and never outside development', { timeout: 120_000 }, async () => {
    const dev = await startLiveServer({ NODE_ENV: 'development', HOST: '127.0.0.1' });
    try {
      const local = await fetch(`${dev.origin}/dev/outbox`);
      expect(local.status).toBe(200);
      expect(await local.json()).toEqual({ messages: [] });
    } finally {
      await dev.stop();
    }
    // In-process requests have no loopback socket: refused like any other address.
    const devApp = await createTestContext(engine, { env: { NODE_ENV: 'development' } });
    try {
      expect((await devApp.app.request('/dev/outbox')).status).toBe(404);
    } finally {
      await devApp.close();
    }
    // Outside development there is no such endpoint: the address is just a page of the app.
    const elsewhere = await t.app.request('/dev/outbox');
    expect(elsewhere.headers.get('content-type')).toContain('text/html');
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
    expect(rows.filter((r) => r.event === 'page_viewed' && r.distinctId === 'anonymous')).toHaveLength(0);
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
