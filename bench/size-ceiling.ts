/**
 * What an answer's size alone costs on this host: the product's own answers (healthz's, the feed
 * as it is and in brotli, the catalogue) served as bytes by a bare node:http server, with the
 * product's headers, beside a row of healthz's 15 bytes. The ratio of each row to that one shows
 * how large the ceiling is for an answer of that size, framework and app aside: the server writes
 * the bytes, and the load generator beside it on the same cores reads them. The rows run minutes
 * after the product's, so they give the ceiling's order of size, not a precise bound.
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

/** One of the product's answers, served again by the bare server under `what` ("the feed"). */
export interface Reference {
  what: string;
  answer: BareAnswer;
}

/** One of the product's answers, taken from it for the bare server (before the load changes it). */
export async function reference(what: string, url: string, headers: Record<string, string>): Promise<Reference> {
  return { what, answer: await rawAnswer(url, headers) };
}

/**
 * The reference rows: the bare server's copy of the product's healthz answer before and after
 * the others, as the product's rows are measured (the ratios use the mean of the two), then each
 * answer given.
 */
export async function measureSizeCeiling<K extends string>(product: string, answers: Record<K, Reference>, seconds: number) {
  const healthz = await reference('healthz', `${product}/healthz`, {});
  const label = ({ what, answer }: Reference, again = '') => {
    const encoding = answer.headers['content-encoding'];
    const bytes = Buffer.byteLength(answer.body, 'base64').toLocaleString('en-US');
    return `bare node:http, ${what}${again} (${bytes} B${encoding ? ` in ${encoding}` : ''}, reference)`;
  };
  const keys = Object.keys(answers) as K[];
  const routes: Record<string, BareAnswer> = { '/healthz': healthz.answer };
  for (const key of keys) routes[`/${key}`] = answers[key].answer;
  const child = fork(new URL('./bare-server.ts', import.meta.url), { stdio: 'ignore' });
  try {
    child.send(routes);
    const port = await new Promise<number>((resolve, reject) => {
      child.once('message', (message) => resolve(Number(message)));
      child.once('exit', (code) => reject(new Error(`the bare server exited with ${code}`)));
    });
    const url = `http://127.0.0.1:${port}`;
    const { baseline, rows } = await withHealthzBaseline(
      url,
      seconds,
      async () => {
        const measured = {} as Record<K, LoadResult>;
        for (const key of keys) measured[key] = await load(label(answers[key]), `${url}/${key}`, { duration: seconds, cpuOf: child.pid });
        return measured;
      },
      child.pid,
      'the bare server',
    );
    return {
      before: { ...baseline.before, name: label(healthz) },
      after: { ...baseline.after, name: label(healthz, ' again') },
      healthz: { ...baseline.mean, name: label(healthz, ', mean of the two') },
      rows,
    };
  } finally {
    child.kill();
  }
}
