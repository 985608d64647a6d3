/**
 * One cookie's value from a request's Cookie header: the first pair with that name (spaces around
 * the name allowed, as Hono's parse allows them), its value without the spaces around it and
 * without the double quotes RFC 6265 allows around it. Nothing is decoded: the caller checks the
 * value against what it expects (a session token's alphabet).
 *
 * Every API request reads the session cookie. Hono's `parse` builds a dictionary of every cookie
 * (a split, substrings and a prototype-less object per request) to return one of them: measured
 * under load with the feed kept in memory, the server answered 14,700-16,000 req/s with this
 * scan against 11,700-12,900 with Hono's parse, alternating runs (decision 021).
 */
export function cookieValue(header: string, name: string): string | undefined {
  let from = 0;
  while (from < header.length) {
    let end = header.indexOf(';', from);
    if (end === -1) end = header.length;
    const start = skipBlanks(header, from, end);
    const equals = header.startsWith(name, start) ? skipBlanks(header, start + name.length, end) : end;
    if (equals < end && header.charCodeAt(equals) === EQUALS) {
      let valueStart = skipBlanks(header, equals + 1, end);
      let valueEnd = end;
      while (valueEnd > valueStart && isBlank(header.charCodeAt(valueEnd - 1))) valueEnd--;
      if (valueEnd - valueStart >= 2 && header.charCodeAt(valueStart) === QUOTE && header.charCodeAt(valueEnd - 1) === QUOTE) {
        valueStart += 1;
        valueEnd -= 1;
      }
      return header.slice(valueStart, valueEnd);
    }
    from = end + 1;
  }
  return undefined;
}

const EQUALS = 61;
const QUOTE = 34;

const isBlank = (code: number) => code === 32 || code === 9;

function skipBlanks(text: string, from: number, end: number): number {
  let at = from;
  while (at < end && isBlank(text.charCodeAt(at))) at++;
  return at;
}
