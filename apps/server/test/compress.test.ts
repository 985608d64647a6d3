import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { chooseEncoding, COMPRESS_MIN_BYTES } from '../src/http/compress';
import { onboard, verifiedUser } from './accounts-helpers';
import { createTestContext, type TestContext } from './harness';

describe('choosing the encoding from Accept-Encoding', () => {
  it.each([
    [undefined, null],
    ['', null],
    ['identity', null],
    ['gzip', 'gzip'],
    ['gzip, deflate, br, zstd', 'br'],
    ['br;q=0.5, gzip', 'gzip'],
    ['br;q=0, gzip;q=0', null],
    ['*', 'br'],
    ['*;q=0, gzip', 'gzip'],
    ['GZIP', 'gzip'],
  ])('%j → %j', (header, expected) => {
    expect(chooseEncoding(header)).toBe(expected);
  });
});

describe('compressed API answers', () => {
  let t: TestContext;
  let cookie: string;

  beforeAll(async () => {
    t = await createTestContext('pglite');
    cookie = await verifiedUser(t, 'zip@compress.example');
    await onboard(t, cookie);
  });
  afterAll(async () => t.close());

  const list = (acceptEncoding?: string) =>
    t.app.request('/api/use-cases', { headers: { Cookie: cookie, ...(acceptEncoding ? { 'Accept-Encoding': acceptEncoding } : {}) } });

  it('sends the catalogue as brotli or gzip when asked, the same JSON once decoded', async () => {
    const plain = await list();
    expect(plain.headers.get('content-encoding')).toBeNull();
    const text = await plain.text();
    expect(text.length).toBeGreaterThan(COMPRESS_MIN_BYTES);

    const br = await list('gzip, deflate, br');
    expect(br.headers.get('content-encoding')).toBe('br');
    expect(br.headers.get('vary')).toMatch(/accept-encoding/i);
    const brBody = Buffer.from(await br.arrayBuffer());
    expect(brBody.length).toBeLessThan(text.length / 3);
    expect(brotliDecompressSync(brBody).toString()).toBe(text);

    const gzip = await list('gzip');
    expect(gzip.headers.get('content-encoding')).toBe('gzip');
    expect(gunzipSync(Buffer.from(await gzip.arrayBuffer())).toString()).toBe(text);
    // The list's ETag still answers a revalidation, whatever the encoding.
    const etag = gzip.headers.get('etag') ?? '';
    const again = await t.app.request('/api/use-cases', { headers: { Cookie: cookie, 'If-None-Match': etag, 'Accept-Encoding': 'br' } });
    expect(again.status).toBe(304);
  });

  it('leaves small answers and errors as they are', async () => {
    const session = await t.app.request('/api/session', { headers: { 'Accept-Encoding': 'br, gzip' } });
    expect(session.headers.get('content-encoding')).toBeNull();
    expect(await session.json()).toEqual({ user: null });
    const missing = await t.app.request('/api/no-such-thing', { headers: { 'Accept-Encoding': 'br, gzip' } });
    expect(missing.status).toBe(404);
    expect(missing.headers.get('content-encoding')).toBeNull();
    expect(((await missing.json()) as { error: { code: string } }).error.code).toBe('not_found');
  });
});
