import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { chooseEncoding } from '@pathwise/core';
import { Hono } from 'hono';
import { COMPRESS_MIN_BYTES, compressResponses, jsonAnswer } from '../src/http/compress';
import { call, onboard, verifiedUser } from './accounts-helpers';
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
    // Both reasons the answer varies, the session's and the encoding's, each once.
    expect(
      br.headers
        .get('vary')
        ?.split(',')
        .map((v) => v.trim().toLowerCase()),
    ).toEqual(['cookie', 'accept-encoding']);
    expect(br.headers.get('content-length')).toBe(String((await br.clone().arrayBuffer()).byteLength));
    expect(br.headers.get('content-type')).toBe('application/json');
    expect(br.headers.get('x-content-type-options')).toBe('nosniff');
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

  it('keeps the feed answer compressed with the cached feed: the same bytes until the workspace changes', async () => {
    for (let i = 0; i < 12; i += 1) {
      const made = await call(
        t,
        'POST',
        '/api/stories',
        {
          useCaseId: 'code-python-cli-argparse',
          timeSaved: 5 + i,
          feedback: `A story long enough to compress ${i}`,
        },
        cookie,
      );
      expect(made.status).toBe(201);
    }
    const feed = (acceptEncoding?: string, method = 'GET') =>
      t.app.request('/api/feed', { method, headers: { Cookie: cookie, ...(acceptEncoding ? { 'Accept-Encoding': acceptEncoding } : {}) } });
    const plain = await feed();
    expect(plain.headers.get('content-encoding')).toBeNull();
    expect(plain.headers.get('cache-control')).toBe('private, no-cache');
    const text = await plain.text();
    expect(text.length).toBeGreaterThan(COMPRESS_MIN_BYTES);
    expect((JSON.parse(text) as { stories: unknown[] }).stories).toHaveLength(12);

    const first = await feed('gzip, deflate, br');
    const second = await feed('br');
    expect(first.headers.get('content-encoding')).toBe('br');
    expect(first.headers.get('vary')).toMatch(/accept-encoding/i);
    const bytes = Buffer.from(await first.arrayBuffer());
    expect(Number(first.headers.get('content-length'))).toBe(bytes.length);
    expect(Buffer.from(await second.arrayBuffer()).equals(bytes)).toBe(true);
    expect(brotliDecompressSync(bytes).toString()).toBe(text);
    const gzip = await feed('gzip');
    expect(gunzipSync(Buffer.from(await gzip.arrayBuffer())).toString()).toBe(text);
    const head = await feed('br', 'HEAD');
    expect(head.status).toBe(200);
    expect(await head.text()).toBe('');

    // A like changes the answer: the next one is encoded from the new feed.
    const storyId = (JSON.parse(text) as { stories: { id: string }[] }).stories[0]!.id;
    const liked = await call(t, 'POST', `/api/stories/${storyId}/like`, undefined, cookie);
    expect(liked.status).toBeLessThan(300);
    const after = brotliDecompressSync(Buffer.from(await (await feed('br')).arrayBuffer())).toString();
    expect(after).not.toBe(text);
    expect(after).toBe(await (await feed()).text());
  });
});

describe('a JSON answer made final by the route (jsonAnswer)', () => {
  let made: Response | undefined;
  const app = new Hono()
    .use(compressResponses())
    .post('/small', (c) => (made = jsonAnswer(c, { story: { id: 'x' }, completed: true }, 201)))
    .get(
      '/large',
      (c) => (made = jsonAnswer(c, { items: Array.from({ length: 200 }, (_, i) => ({ id: `item-${i}`, title: 'the same title' })) })),
    );
  const asBrowser = { 'Accept-Encoding': 'gzip, deflate, br' };

  it('leaves a small answer as the route made it, not rebuilt to be read', async () => {
    const response = await app.request('/small', { method: 'POST', headers: asBrowser });
    expect(response).toBe(made);
    expect(response.status).toBe(201);
    expect(response.headers.get('content-type')).toBe('application/json');
    expect(response.headers.get('content-encoding')).toBeNull();
    expect(await response.json()).toEqual({ story: { id: 'x' }, completed: true });
  });

  it('leaves a larger one to the middleware, which compresses it', async () => {
    const response = await app.request('/large', { headers: asBrowser });
    expect(response).not.toBe(made);
    expect(response.headers.get('content-encoding')).toBe('br');
    const value = JSON.parse(brotliDecompressSync(Buffer.from(await response.arrayBuffer())).toString()) as { items: unknown[] };
    expect(value.items).toHaveLength(200);
  });
});
