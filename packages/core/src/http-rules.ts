/**
 * Small HTTP rules the server applies in more than one place (API writes, the realtime socket,
 * API and static compression), kept once.
 */

/**
 * True when a browser's Origin header is the product's own: the public address (APP_URL) or the
 * host the request was sent to, over http or https.
 */
export function isOwnOrigin(origin: string, appOrigin: string, host: string | undefined): boolean {
  if (origin === appOrigin) return true;
  return host !== undefined && host !== '' && (origin === `http://${host}` || origin === `https://${host}`);
}

/** The encoding to use for an Accept-Encoding header: brotli, then gzip, or none (q-values respected). */
export function chooseEncoding(accept: string | undefined): 'br' | 'gzip' | null {
  if (!accept) return null;
  const offered = new Map<string, number>();
  for (const part of accept.split(',')) {
    const [name = '', ...params] = part.trim().toLowerCase().split(';');
    const q = params.map((p) => /^\s*q=([0-9.]+)\s*$/.exec(p)?.[1]).find((v) => v !== undefined);
    offered.set(name.trim(), q === undefined ? 1 : Number(q));
  }
  const weight = (name: string) => offered.get(name) ?? offered.get('*') ?? 0;
  if (weight('br') > 0 && weight('br') >= weight('gzip')) return 'br';
  if (weight('gzip') > 0) return 'gzip';
  return null;
}
