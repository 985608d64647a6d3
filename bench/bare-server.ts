/**
 * A bare node:http server, no framework and no app, for the API section's reference rows: it
 * answers each path it was given with the bytes and headers it was given (the product's own
 * answers, taken from it), so a row measures what an answer of that size costs by itself.
 * Started by bench/size-ceiling.ts as a process of its own, as the product's server is.
 */
import { randomUUID } from 'node:crypto';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface BareAnswer {
  /** The body, base64 (it crosses the process boundary as JSON). */
  body: string;
  headers: Record<string, string>;
}

process.once('message', (routes: Record<string, BareAnswer>) => {
  const answers = new Map(Object.entries(routes).map(([path, a]) => [path, { body: Buffer.from(a.body, 'base64'), headers: a.headers }]));
  const server = createServer((req, res) => {
    const answer = answers.get(req.url ?? '');
    if (!answer) {
      res.writeHead(404).end();
      return;
    }
    // As the product answers: its headers set on Node's response, a request id of its own.
    for (const name in answer.headers) res.setHeader(name, answer.headers[name]!);
    res.setHeader('X-Request-Id', randomUUID());
    res.writeHead(200, { 'Content-Length': String(answer.body.length) });
    res.end(answer.body);
  });
  server.listen(0, '127.0.0.1', () => process.send?.((server.address() as AddressInfo).port));
});
