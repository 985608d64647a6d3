import { promisify } from 'node:util';
import { brotliCompress, constants as zlib, gzip } from 'node:zlib';
import type { Context, MiddlewareHandler } from 'hono';
import { chooseEncoding } from '@pathwise/core';
import { requestHeader } from './node-http';

const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

/** Smaller answers fit in one packet as they are: compressing them would only cost time. */
export const COMPRESS_MIN_BYTES = 1400;
const COMPRESSIBLE = /^(application\/json|text\/csv)\b/i;

type Encoding = 'br' | 'gzip';

/** Browsers send a handful of distinct Accept-Encoding values: each is read once, not per request. */
const chosen = new Map<string, Encoding | null>();
const MAX_CHOSEN = 64;

function encodingFor(accept: string | undefined): Encoding | null {
  if (!accept) return null;
  let encoding = chosen.get(accept);
  if (encoding === undefined) {
    encoding = chooseEncoding(accept);
    if (chosen.size >= MAX_CHOSEN) chosen.clear();
    chosen.set(accept, encoding);
  }
  return encoding;
}

/** An answer compressed per request (the middleware): brotli at a fast level, smaller than gzip for JSON at about the same cost. */
const PER_REQUEST_BROTLI = 4;

/** Brotli at the level given, or gzip. */
function encode(body: Buffer, encoding: Encoding, brotliQuality: number): Promise<Buffer> {
  return encoding === 'br'
    ? brotli(body, { params: { [zlib.BROTLI_PARAM_QUALITY]: brotliQuality, [zlib.BROTLI_PARAM_SIZE_HINT]: body.length } })
    : gzipAsync(body, { level: 6 });
}

/**
 * A kept answer's brotli levels (decision 023). It is first encoded at 5: as fast as 4 on these
 * answers, and 6–7 % smaller. One served often enough unchanged is encoded again at 10, in the
 * background: 11–18 % smaller again (the feed 2.0 → 1.9 KB, the catalogue 9.5 → 8.5 KB, with 500
 * team use cases 13.2 → 11.7 KB), for 3–65 ms of a zlib thread, where 11 takes 13–400 ms for less.
 */
const KEPT_BROTLI = 5;
const REFINED_BROTLI = 10;
/** Serves of one kept brotli answer before it is encoded again at the better level. */
export const REFINE_AFTER_SERVES = 16;
/** Larger answers stay at the first level: level 10 would hold a zlib thread for half a second. */
const REFINE_MAX_BYTES = 1024 * 1024;
/** One refinement at a time in the process, so that hot answers cannot crowd the two cores. */
let refining = false;

function addVary(headers: Headers): void {
  const vary = headers.get('Vary');
  if (!vary || !/\baccept-encoding\b/i.test(vary)) headers.set('Vary', vary ? `${vary}, Accept-Encoding` : 'Accept-Encoding');
}

/**
 * The request's answer made already in its final encoding (the middleware leaves it as it is),
 * kept on the request's context rather than in a WeakSet: a young answer added to an old WeakSet
 * costs the garbage collector at every scavenge (measured with perf under load: about a
 * microsecond per kept answer on a slow host, more than any step of the feed's route).
 */
const FINAL_ANSWER = 'finalAnswer';

/**
 * A JSON answer kept with its compressed forms, each made once, on first request: an answer
 * served many times between changes (the feed) is encoded once per change, not per request.
 */
export class EncodedJson {
  readonly bytes: Buffer;
  private readonly encoded = new Map<Encoding, Promise<Buffer>>();
  /** Each encoding once made, to answer without waiting a turn for it. */
  private readonly ready = new Map<Encoding, Buffer>();
  private brotliServes = 0;
  private refined = false;

  constructor(value: unknown, serialised?: string) {
    this.bytes = Buffer.from(serialised ?? JSON.stringify(value));
  }

  /** An answer already serialised (the catalogue writes its list JSON by hand). */
  static fromJson(json: string): EncodedJson {
    return new EncodedJson(undefined, json);
  }

  private as(encoding: Encoding): Promise<Buffer> {
    let promise = this.encoded.get(encoding);
    if (!promise) {
      promise = encode(this.bytes, encoding, KEPT_BROTLI);
      this.encoded.set(encoding, promise);
      this.keepWhenMade(encoding, promise);
    }
    if (encoding === 'br') this.refineWhenHot(promise);
    return promise;
  }

  /** A failed encoding is forgotten (the next request tries again); a made one is kept at hand. */
  private keepWhenMade(encoding: Encoding, promise: Promise<Buffer>): void {
    promise.then(
      (bytes) => {
        if (this.encoded.get(encoding) === promise) this.ready.set(encoding, bytes);
      },
      () => this.encoded.delete(encoding),
    );
  }

  /**
   * Counts a brotli serve; at the REFINE_AFTER_SERVES-th (or the first after, when another
   * answer was being refined) the answer is encoded again at the better level, off the event
   * loop, and served so from then on. Until that is done, and if it fails, the first encoding
   * is served: refining is never waited for.
   */
  private refineWhenHot(first: Buffer | Promise<Buffer>): void {
    this.brotliServes += 1;
    if (this.refined || refining || this.brotliServes < REFINE_AFTER_SERVES || this.bytes.length > REFINE_MAX_BYTES) return;
    this.refined = true;
    refining = true;
    Promise.all([first, encode(this.bytes, 'br', REFINED_BROTLI)])
      .then(([fast, better]) => {
        if (better.length < fast.length) {
          this.encoded.set('br', Promise.resolve(better));
          this.ready.set('br', better);
        }
      })
      .catch(() => undefined)
      .finally(() => {
        refining = false;
      });
  }

  /**
   * The answer for this request, compressed as its client accepts (the middleware leaves it).
   * Every header of the answer is given here (`headers`, such as Cache-Control or an ETag), not
   * set before with `c.header()`, which would be left out: the answer is made with a plain header
   * record, which the Node server writes as it is. Hono's `c.header()` and `c.body()` build and
   * check a fetch `Headers` per request, then the server copies it out again (measured under
   * load: about a tenth of a cached answer's CPU).
   */
  respond(c: Context, headers: Readonly<Record<string, string>> = {}): Response | Promise<Response> {
    const encoding = encodingFor(requestHeader(c, 'accept-encoding'));
    if (encoding === null || this.bytes.length < COMPRESS_MIN_BYTES) return this.answer(c, headers, this.bytes, null);
    const made = this.ready.get(encoding);
    if (made) {
      if (encoding === 'br') this.refineWhenHot(made);
      return this.answer(c, headers, made, encoding);
    }
    return this.as(encoding).then((out) => this.answer(c, headers, out, encoding));
  }

  private answer(c: Context, headers: Readonly<Record<string, string>>, out: Buffer, encoding: Encoding | null): Response {
    const record: Record<string, string> = {
      ...headers,
      'Content-Type': 'application/json',
      Vary: headers.Vary ? `${headers.Vary}, Accept-Encoding` : 'Accept-Encoding',
      'Content-Length': String(out.length),
    };
    if (encoding) record['Content-Encoding'] = encoding;
    // A view of the kept bytes, not a copy: a 420 KiB catalogue copied per request was garbage.
    // Bytes rather than a stream keep the answer on the server's fast path.
    const body = c.req.method === 'HEAD' ? null : new Uint8Array(out.buffer as ArrayBuffer, out.byteOffset, out.byteLength);
    const response = new Response(body, { status: 200, headers: record });
    c.set(FINAL_ANSWER, response);
    return response;
  }
}

/**
 * A JSON answer made final here, as EncodedJson's are: one smaller than COMPRESS_MIN_BYTES (a
 * write's acknowledgement) would not be compressed, yet the middleware would rebuild it as a
 * fetch Response to find that out, reading its headers and body (measured under load: about a
 * twentieth of a story write's CPU). A larger one is left to the middleware. As with
 * EncodedJson.respond, a header set before with `c.header()` is not part of this answer.
 */
export function jsonAnswer(c: Context, value: unknown, status = 200): Response {
  const text = JSON.stringify(value);
  const response = new Response(text, { status, headers: { 'Content-Type': 'application/json' } });
  if (Buffer.byteLength(text) < COMPRESS_MIN_BYTES) c.set(FINAL_ANSWER, response);
  return response;
}

/**
 * "Not modified" for a revalidation that matched, with the answer's headers (its ETag): made with
 * a plain header record, as EncodedJson.respond's answers are, which the Node server writes as it is.
 */
export function notModified(headers: Readonly<Record<string, string>>): Response {
  return new Response(null, { status: 304, headers: { ...headers } });
}

/**
 * Compresses the API's larger answers (the catalogue, the feed, the team CSV) for clients that
 * accept it, off the event loop (zlib's thread pool). Brotli at a fast level: it is smaller than
 * gzip for JSON at about the same cost.
 */
export function compressResponses(): MiddlewareHandler {
  return (c, next) => {
    const encoding = encodingFor(requestHeader(c, 'accept-encoding'));
    // A client that takes no compression gets the answer untouched: reading the response here
    // would take the server off its fast path for every request (a third of the feed's rate).
    if (!encoding || c.req.method === 'HEAD') return next();
    return next().then(() => (c.get(FINAL_ANSWER) === c.res ? undefined : compressAnswer(c, encoding)));
  };
}

/** The route's answer compressed for the client, when it is large and of a compressible type. */
async function compressAnswer(c: Context, encoding: Encoding): Promise<void> {
  const res = c.res;
  const type = res.headers.get('Content-Type') ?? '';
  if (!res.body || res.headers.has('Content-Encoding') || !COMPRESSIBLE.test(type)) return;
  addVary(res.headers);
  const body = Buffer.from(await res.arrayBuffer());
  const headers = new Headers(res.headers);
  let out: Buffer = body;
  if (body.length >= COMPRESS_MIN_BYTES) {
    out = await encode(body, encoding, PER_REQUEST_BROTLI);
    headers.set('Content-Encoding', encoding);
  }
  headers.set('Content-Length', String(out.length));
  // Cleared first: Hono would otherwise copy the old answer's headers over the new ones.
  c.res = undefined;
  c.res = new Response(new Uint8Array(out.buffer as ArrayBuffer, out.byteOffset, out.byteLength), {
    status: res.status,
    statusText: res.statusText,
    headers,
  });
}
