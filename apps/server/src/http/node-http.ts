import type { IncomingMessage, ServerResponse } from 'node:http';
import type { Context } from 'hono';

/**
 * Node's own request and response under the app, when the Node server runs it. Absent for
 * `app.request()` (the tests) and for a WebSocket upgrade's response.
 */
interface NodeBindings {
  incoming?: IncomingMessage;
  outgoing?: ServerResponse;
}

const bindings = (c: Context): NodeBindings | undefined => c.env as NodeBindings | undefined;

/**
 * A request header (name in lower case), read from Node's parsed headers when Node serves the
 * request. The fetch Request's `Headers` are built on first use, every header checked by undici
 * on the way in: measured under load, about a tenth of a cached answer's CPU, for reading the
 * cookie and Accept-Encoding. Node joins repeated headers as HTTP says (cookies with "; ").
 */
export function requestHeader(c: Context, name: string): string | undefined {
  const incoming = bindings(c)?.incoming;
  if (!incoming) return c.req.header(name);
  const value = incoming.headers[name];
  return Array.isArray(value) ? value.join(', ') : value;
}

/**
 * Headers every response of this request carries (the request id, the security headers); an
 * answer that sets one of them itself keeps its own. On the Node server they go straight onto
 * Node's response, which merges them with the answer's own when it is written: the answer keeps
 * its plain header record, and no fetch `Headers` is built and checked per request for them
 * (measured: another tenth of a cached answer's CPU). Elsewhere (the tests' `app.request()`, an
 * upgrade) they are added to the answer once it is made.
 */
export async function withResponseHeaders(c: Context, headers: Readonly<Record<string, string>>, next: () => Promise<void>) {
  const outgoing = bindings(c)?.outgoing;
  if (outgoing && !outgoing.headersSent) {
    for (const name in headers) outgoing.setHeader(name, headers[name]!);
    await next();
    return;
  }
  await next();
  for (const name in headers) if (!c.res.headers.has(name)) c.res.headers.set(name, headers[name]!);
}
