/**
 * What an answer's size alone costs on this host: the product's own answers (healthz's, the feed
 * as it is and in brotli, the catalogue) served as bytes by a bare node:http server, with the
 * product's headers, beside a row of healthz's 15 bytes. The ratio of each row to that one is
 * the most the product's row could reach against its own healthz, framework and app aside: the
 * server writes the bytes, and the load generator beside it on the same cores reads them.
 */
import { fork } from 'node:child_process';
import { get } from 'node:http';
import { load, withHealthzBaseline, type LoadResult } from './support';
import type { BareAnswer } from './bare-server';

/** Headers Node writes by itself, and the request id the bare server makes per answer. */
const OWN_HEADERS = new Set(['date', 'connection', 'keep-alive', 'content-length', 'transfer-encoding', 'x-request-id']);

/** One answer of the product's server as it comes over the wire (not decompressed). */
function rawAnswer(url: string, headers: Record<string, string>): Promise<BareAnswer> {
  return new Promise((resolve, reject) => {
    get(url, { headers }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('end', () => {
        if (res.statusCode !== 200) return reject(new Error(`${url} answered ${res.statusCode}`));
        const kept: Record<string, string> = {};
        for (const [name, value] of Object.entries(res.headers))
          if (!OWN_HEADERS.has(name) && typeof value === 'string') kept[name] = value;
        resolve({ body: Buffer.concat(chunks).toString('base64'), headers: kept });
      });
      res.on('error', reject);
    }).on('error', reject);
  });
}

/** The product's answers the reference rows serve, taken before the load changes them. */
export type ProductAnswers = Record<'/healthz' | '/feed' | '/feed-br' | '/catalogue', BareAnswer>;

export async function productAnswers(product: string, cookie: string): Promise<ProductAnswers> {
  const auth = { Cookie: cookie, Origin: product };
  return {
    '/healthz': await rawAnswer(`${product}/healthz`, {}),
    '/feed': await rawAnswer(`${product}/api/feed?filter=relevant`, auth),
    '/feed-br': await rawAnswer(`${product}/api/feed?filter=relevant`, { ...auth, 'Accept-Encoding': 'gzip, deflate, br' }),
    '/catalogue': await rawAnswer(`${product}/api/use-cases`, auth),
  };
}

/**
 * The reference rows: the bare server's healthz answer before and after the others, as the
 * product's rows are measured (the ratios use the mean of the two), then each answer.
 */
export async function measureSizeCeiling(answers: ProductAnswers, seconds: number) {
  const size = (path: keyof ProductAnswers) => Buffer.byteLength(answers[path].body, 'base64').toLocaleString('en-US');
  const child = fork(new URL('./bare-server.ts', import.meta.url), { stdio: 'ignore' });
  try {
    child.send(answers);
    const port = await new Promise<number>((resolve, reject) => {
      child.once('message', (message) => resolve(Number(message)));
      child.once('exit', (code) => reject(new Error(`the bare server exited with ${code}`)));
    });
    const url = `http://127.0.0.1:${port}`;
    const row = (name: string, path: keyof ProductAnswers) =>
      load(`bare node:http, ${name} (reference)`, `${url}${path}`, { duration: seconds, cpuOf: child.pid });
    const { baseline, rows } = await withHealthzBaseline(
      url,
      seconds,
      async () => ({
        feed: await row(`the feed's ${size('/feed')} B`, '/feed'),
        feedBrotli: await row(`the feed's ${size('/feed-br')} B in brotli`, '/feed-br'),
        catalogue: await row(`the catalogue's ${size('/catalogue')} B`, '/catalogue'),
      }),
      child.pid,
    );
    const name = (r: LoadResult, what: string) => ({ ...r, name: `bare node:http, healthz's ${size('/healthz')} B${what} (reference)` });
    return {
      before: name(baseline.before, ''),
      after: name(baseline.after, ', again'),
      small: name(baseline.mean, ', mean of the two'),
      ...rows,
    };
  } finally {
    child.kill();
  }
}
