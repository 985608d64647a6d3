import { Hono } from 'hono';
import { describe, expect, it } from 'vitest';
import { clientInfo } from '../src/http/client-info';

/** An app that reports what clientInfo says, and counts what it had to read for it. */
function probe(trustProxy: boolean, ask: (info: ReturnType<typeof clientInfo>) => unknown) {
  return new Hono().get('/', (c) => c.json({ answer: ask(clientInfo(c, trustProxy)) as string }));
}

describe('the client of a request', () => {
  it('takes the last X-Forwarded-For address only behind a trusted proxy', async () => {
    const headers = { 'X-Forwarded-For': '203.0.113.9, 198.51.100.7' };
    const trusted = await probe(true, (info) => info.ip).request('/', { headers });
    expect(await trusted.json()).toEqual({ answer: '198.51.100.7' });
    // Not trusted: the header is the client's own word; without a socket (in process) it is unknown.
    const untrusted = await probe(false, (info) => info.ip).request('/', { headers });
    expect(await untrusted.json()).toEqual({ answer: 'unknown' });
  });

  it('cuts the user agent to 512 characters and reads each part once, when first asked', async () => {
    let reads = 0;
    const app = new Hono().get('/', (c) => {
      const original = c.req.header.bind(c.req);
      c.req.header = ((name: string) => {
        reads += 1;
        return original(name);
      }) as typeof c.req.header;
      const info = clientInfo(c, true);
      const before = reads;
      const first = info.userAgent;
      const second = info.userAgent;
      return c.json({ before, after: reads, same: first === second, length: first.length, ip: info.ip });
    });
    const res = await app.request('/', { headers: { 'User-Agent': 'x'.repeat(600), 'X-Forwarded-For': '192.0.2.1' } });
    expect(await res.json()).toEqual({ before: 0, after: 1, same: true, length: 512, ip: '192.0.2.1' });
  });
});
