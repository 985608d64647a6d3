import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { Hono } from 'hono';
import { describe, expect, it } from 'vitest';
import { EncodedJson, REFINE_AFTER_SERVES } from '../src/http/compress';

/** A list answer of about `count` cards, as repetitive as real catalogue JSON. */
function cards(count: number): unknown {
  return {
    useCases: Array.from({ length: count }, (_, i) => ({
      id: `team-guide-${i}`,
      title: `Our internal guide number ${i} for the platform team`,
      description: `How the team handles case ${i % 97}: a description of a couple of sentences, with ${(i * 7919) % 10007} in it.`,
      tags: ['internal', `topic-${i % 20}`],
      estimatedTime: 15 + (i % 30),
    })),
  };
}

function serve(answer: EncodedJson) {
  const app = new Hono().get('/', (c) => answer.respond(c));
  return async () => {
    const response = await app.request('/', { headers: { 'Accept-Encoding': 'gzip, deflate, br' } });
    expect(response.headers.get('content-encoding')).toBe('br');
    const bytes = Buffer.from(await response.arrayBuffer());
    expect(Number(response.headers.get('content-length'))).toBe(bytes.length);
    return bytes;
  };
}

/** Waits (up to 5 s) until the answer's bytes are other than `before`. */
async function changed(get: () => Promise<Buffer>, before: Buffer): Promise<Buffer> {
  for (let waited = 0; waited < 5_000; waited += 10) {
    const now = await get();
    if (!now.equals(before)) return now;
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
  throw new Error('the answer was not encoded again');
}

const settle = () => new Promise((resolve) => setTimeout(resolve, 500));

describe('kept answers served often are encoded again, smaller', () => {
  it('serves the first encoding until the answer is hot, then a smaller one of the same JSON', async () => {
    const answer = new EncodedJson(cards(400));
    const get = serve(answer);
    const first = await get();
    for (let i = 2; i < REFINE_AFTER_SERVES; i += 1) expect((await get()).equals(first)).toBe(true);
    await settle();
    // Not yet hot: nothing was encoded again.
    expect((await get()).equals(first)).toBe(true);
    const better = await changed(get, first);
    expect(better.length).toBeLessThan(first.length);
    expect(brotliDecompressSync(better).equals(answer.bytes)).toBe(true);
    // Once refined, it stays so: the same bytes from then on.
    for (let i = 0; i < REFINE_AFTER_SERVES * 2; i += 1) expect((await get()).equals(better)).toBe(true);
  });

  it('refines one answer at a time: one that became hot meanwhile is refined on a later serve', async () => {
    const big = serve(new EncodedJson(cards(4_000)));
    const other = new EncodedJson(cards(300));
    const small = serve(other);
    const bigFirst = await big();
    for (let i = 1; i < REFINE_AFTER_SERVES; i += 1) await big();
    // The big answer is being refined (it takes a zlib thread a while); the small one gets hot now.
    const smallFirst = await small();
    for (let i = 1; i < REFINE_AFTER_SERVES; i += 1) await small();
    await changed(big, bigFirst);
    await settle();
    // Its hot serves came while the other was refined: nothing started for it then.
    const stillFirst = await small();
    expect(stillFirst.equals(smallFirst)).toBe(true);
    // That serve found no refinement running and started its own.
    const smallBetter = await changed(small, smallFirst);
    expect(brotliDecompressSync(smallBetter).equals(other.bytes)).toBe(true);
  });

  it('leaves an answer over a mebibyte at its first encoding, and the next hot answer is refined at once', async () => {
    const huge = new EncodedJson(cards(13_000));
    expect(huge.bytes.length).toBeGreaterThan(1024 * 1024);
    const get = serve(huge);
    const first = await get();
    for (let i = 0; i < REFINE_AFTER_SERVES * 2; i += 1) await get();
    // Had the huge answer been taken up, it would hold the one refinement for well over a second.
    const small = serve(new EncodedJson(cards(300)));
    const smallFirst = await small();
    for (let i = 1; i < REFINE_AFTER_SERVES; i += 1) await small();
    await settle();
    expect((await small()).equals(smallFirst)).toBe(false);
    expect((await get()).equals(first)).toBe(true);
  });
});

describe('a kept answer once encoded', () => {
  it('is given at once, without waiting a turn, in each encoding already made', async () => {
    const answer = new EncodedJson(cards(100));
    const waited: boolean[] = [];
    const app = new Hono().get('/', (c) => {
      const response = answer.respond(c);
      waited.push(response instanceof Promise);
      return response;
    });
    const get = async (encoding?: string) => {
      const response = await app.request('/', { headers: encoding ? { 'Accept-Encoding': encoding } : {} });
      expect(response.headers.get('content-encoding')).toBe(encoding ?? null);
      return Buffer.from(await response.arrayBuffer());
    };
    const plain = await get();
    const first = await get('br');
    const again = await get('br');
    await get('gzip');
    const gzip = await get('gzip');
    // Only the first request of each encoding waits for it to be made.
    expect(waited).toEqual([false, true, false, true, false]);
    expect(plain.equals(answer.bytes)).toBe(true);
    expect(again.equals(first)).toBe(true);
    expect(brotliDecompressSync(again).equals(answer.bytes)).toBe(true);
    expect(gunzipSync(gzip).equals(answer.bytes)).toBe(true);
  });
});
