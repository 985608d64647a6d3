import { request } from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MAX_BODY_BYTES } from '../src/app';
import { startLiveServer } from './live-server';

type Live = Awaited<ReturnType<typeof startLiveServer>>;

/** A POST over a real socket: the body with its length declared, or sent in chunks without one. */
function post(origin: string, path: string, body: string, framing: 'length' | 'chunked'): Promise<{ status: number; text: string }> {
  return new Promise((resolve, reject) => {
    const headers: Record<string, string> = { 'Content-Type': 'application/json', Origin: origin };
    if (framing === 'length') headers['Content-Length'] = String(Buffer.byteLength(body));
    const req = request(`${origin}${path}`, { method: 'POST', headers }, (res) => {
      let text = '';
      res.setEncoding('utf8');
      res.on('data', (chunk: string) => (text += chunk));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, text }));
    });
    // A refused body may be cut off while it is still being sent: the answer is what counts.
    req.on('error', reject);
    if (framing === 'chunked') {
      for (let at = 0; at < body.length; at += 8192) req.write(body.slice(at, at + 8192));
    } else req.write(body);
    req.end();
  });
}

/** A valid event, made `bytes` long with the white space JSON allows. */
const event = (bytes: number) => {
  const json = JSON.stringify({ event: 'page_viewed', distinctId: 'anonymous-body-limit' });
  return `${json}${' '.repeat(bytes - json.length)}`;
};

// The in-process tests (app.request) build their own fetch Request; this runs Node's HTTP server,
// where the limit reads the declared length or counts a chunked body as it arrives.
describe('request body limit on a real server', () => {
  let live: Live;
  beforeAll(async () => {
    live = await startLiveServer();
  }, 120_000);
  afterAll(async () => {
    await live.stop();
  });

  it('accepts a body within the limit, with a declared length or in chunks', async () => {
    for (const framing of ['length', 'chunked'] as const) {
      const answer = await post(live.origin, '/functions/v1/track-event', event(20_000), framing);
      expect(answer.status, framing).toBe(201);
    }
  });

  it('refuses a larger body with 413 and says why, with a declared length or in chunks', async () => {
    for (const framing of ['length', 'chunked'] as const) {
      const answer = await post(live.origin, '/functions/v1/track-event', event(MAX_BODY_BYTES + 1), framing);
      expect(answer.status, framing).toBe(413);
      expect(JSON.parse(answer.text)).toMatchObject({ error: { code: 'body_too_large' } });
    }
  });
});
