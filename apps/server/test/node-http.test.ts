import { get as httpGet } from 'node:http';
import { brotliDecompressSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SECURITY_HEADERS } from '../src/http/security';
import { liveMember, startLiveServer, type Client } from './live-server';

/**
 * The Node server's own path (node-http.ts): request headers read from Node's parsed headers,
 * the request id and security headers set on Node's response, answers kept in memory written
 * from a plain header record. `app.request()` in the other tests takes the fetch path instead.
 */
describe('answers over a real socket', () => {
  let server: Awaited<ReturnType<typeof startLiveServer>>;
  let member: Client;

  beforeAll(async () => {
    server = await startLiveServer();
    member = await liveMember(server, 'socket@node-http.example');
    const onboarding = { specialty: 'backend', responsibilities: ['development'], motivations: ['speed_up_tasks'] };
    expect((await member.request('POST', '/api/profile/onboarding', onboarding)).status).toBe(200);
  });
  afterAll(async () => server.stop());

  const get = (path: string, headers: Record<string, string> = {}) =>
    fetch(`${server.origin}${path}`, { headers: { Cookie: member.cookie, ...headers } });

  function expectServerHeaders(response: Response) {
    for (const [name, value] of Object.entries(SECURITY_HEADERS)) expect(response.headers.get(name), name).toBe(value);
    expect(response.headers.get('x-request-id')).toMatch(/^[0-9a-f-]{36}$/);
  }

  it('puts the request id and every security header on a health check, a 404 and an error', async () => {
    for (const path of ['/healthz', '/api/nope', '/api/use-cases/no-such-use-case']) {
      const response = await get(path);
      await response.arrayBuffer();
      expectServerHeaders(response);
    }
    const ids = await Promise.all([get('/healthz'), get('/healthz')].map(async (r) => (await r).headers.get('x-request-id')));
    expect(ids[0]).not.toBe(ids[1]);
  });

  it("sends a kept answer with its own headers beside the server's, compressed as asked", async () => {
    const response = await get('/api/use-cases', { 'Accept-Encoding': 'br' });
    expectServerHeaders(response);
    expect(response.headers.get('content-type')).toBe('application/json');
    expect(response.headers.get('cache-control')).toBe('private, no-cache');
    expect(response.headers.get('vary')).toBe('Cookie, Accept-Encoding');
    expect(response.headers.get('content-encoding')).toBe('br');
    const etag = response.headers.get('etag');
    expect(etag).toMatch(/^W\/"/);
    // The bytes as sent (fetch would decode them): brotli, as long as Content-Length says.
    const raw = await new Promise<{ length: number; bytes: Buffer }>((resolve, reject) => {
      httpGet(`${server.origin}/api/use-cases`, { headers: { Cookie: member.cookie, 'Accept-Encoding': 'br' } }, (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (chunk: Buffer) => chunks.push(chunk));
        res.on('end', () => resolve({ length: Number(res.headers['content-length']), bytes: Buffer.concat(chunks) }));
      }).on('error', reject);
    });
    expect(raw.bytes.length).toBe(raw.length);
    const list = JSON.parse(brotliDecompressSync(raw.bytes).toString()) as { useCases: unknown[] };
    expect(list.useCases.length).toBeGreaterThan(0);

    const again = await get('/api/use-cases', { 'If-None-Match': etag ?? '' });
    expect(again.status).toBe(304);
    expectServerHeaders(again);
    expect(again.headers.get('etag')).toBe(etag);
  });

  it('finds the session cookie among others and reads Accept-Encoding as Node parsed it', async () => {
    const response = await fetch(`${server.origin}/api/feed`, {
      headers: { Cookie: `theme=dark; ${member.cookie}; _ga=GA1.1.1`, 'Accept-Encoding': 'gzip;q=0.5, br' },
    });
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toBe('private, no-cache');
    expectServerHeaders(response);
    expect(Array.isArray(((await response.json()) as { stories: unknown }).stories)).toBe(true);
    // Without the session cookie the same request is refused: the cookie above was what counted.
    expect((await fetch(`${server.origin}/api/feed`, { headers: { Cookie: 'theme=dark; _ga=GA1.1.1' } })).status).toBe(401);
  });

  const post = (path: string, headers: Record<string, string>, body: string) =>
    fetch(`${server.origin}${path}`, { method: 'POST', headers: { Cookie: member.cookie, ...headers }, body });

  it("refuses another site's write and a form body, reading the headers as Node parsed them", async () => {
    const story = JSON.stringify({ useCaseId: 'any', timeSaved: 5 });
    const json = { 'Content-Type': 'application/json' };
    const crossSite = await post('/api/stories', { ...json, Origin: 'https://elsewhere.example' }, story);
    expect(crossSite.status).toBe(403);
    expect(((await crossSite.json()) as { error: { code: string } }).error.code).toBe('cross_site_request');
    const fetchedCrossSite = await post('/api/stories', { ...json, 'Sec-Fetch-Site': 'cross-site' }, story);
    expect(fetchedCrossSite.status).toBe(403);
    const form = await post('/api/stories', { Origin: server.origin, 'Content-Type': 'text/plain' }, story);
    expect(form.status).toBe(415);
    await Promise.all([fetchedCrossSite.arrayBuffer(), form.arrayBuffer()]);
  });

  it("gives a write's small answer as it is, whatever encodings the client accepts", async () => {
    const list = (await (await get('/api/use-cases')).json()) as { useCases: { id: string }[] };
    const body = JSON.stringify({ useCaseId: list.useCases[0]?.id, timeSaved: 12, prompts: '/explain #file' });
    const headers = { Origin: server.origin, 'Content-Type': 'application/json', 'Accept-Encoding': 'gzip, deflate, br' };
    const response = await post('/api/stories', headers, body);
    expect(response.status).toBe(201);
    expectServerHeaders(response);
    expect(response.headers.get('content-type')).toBe('application/json');
    expect(response.headers.get('content-encoding')).toBeNull();
    const text = await response.text();
    expect(Number(response.headers.get('content-length'))).toBe(Buffer.byteLength(text));
    const answer = JSON.parse(text) as { story: { id: string }; completed: boolean };
    expect(answer.completed).toBe(true);
    expect(answer.story.id).toMatch(/^[0-9a-f-]{36}$/);
  });
});
