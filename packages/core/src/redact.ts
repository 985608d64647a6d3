/**
 * E-mailed links carry secrets (a verification or password-reset token) that must never leave
 * the sign-in flow: not into analytics, not into logs. These rules clean addresses and records
 * before anything is recorded, on the web and again on the server.
 */

/** Query and fragment parameters that carry credentials, by name. */
const SECRET_NAMES = new Set([
  'token',
  'token_hash',
  'tokenhash',
  'access_token',
  'refresh_token',
  'id_token',
  'code',
  'otp',
  'password',
  'secret',
  'key',
  'api_key',
  'apikey',
  'signature',
  'sig',
  'jwt',
  'session',
  'auth',
]);

/**
 * A value that looks like a random credential is dropped whatever its name: long, URL-safe, and
 * mixing upper case, lower case and digits (ids of use cases, UUIDs and dates never do).
 */
export function isTokenLike(value: string): boolean {
  return /^[A-Za-z0-9_~.+/=-]{32,}$/.test(value) && /[A-Z]/.test(value) && /[a-z]/.test(value) && /[0-9]/.test(value);
}

export const REDACTED = '[redacted]';

export function isSecretParam(name: string, value = ''): boolean {
  return SECRET_NAMES.has(name.toLowerCase()) || isTokenLike(value);
}

function cleanParams(params: URLSearchParams): URLSearchParams {
  const kept = new URLSearchParams();
  params.forEach((value, name) => {
    if (!isSecretParam(name, value)) kept.append(name, value);
  });
  return kept;
}

/**
 * The address without its secrets: token-like query parameters are removed, and so is a fragment
 * that carries parameters (the old provider's `#access_token=…` links). Works on absolute
 * addresses and on paths; anything unparsable becomes its path part before `?`/`#`.
 */
export function redactUrl(address: string): string {
  const absolute = /^[a-z][a-z0-9+.-]*:\/\//i.test(address);
  let url: URL;
  try {
    url = new URL(address, 'http://relative.invalid');
  } catch {
    return address.split(/[?#]/)[0] ?? '';
  }
  const query = cleanParams(url.searchParams).toString();
  const fragment = url.hash.slice(1);
  const keepFragment = fragment !== '' && !fragment.includes('=') && !isTokenLike(fragment);
  const rest = `${url.pathname}${query ? `?${query}` : ''}${keepFragment ? url.hash : ''}`;
  return absolute ? `${url.origin}${rest}` : rest;
}

const URL_LIKE = /^(https?:\/\/|\/)[^\s]*$/i;

/**
 * A record (analytics properties, log fields) without credentials: keys named like secrets are
 * dropped, address-like strings are cleaned with `redactUrl`, token-like strings are replaced.
 * Nested objects and arrays are cleaned too (to a depth of 8).
 */
export function redactRecord(value: unknown, depth = 0): unknown {
  if (typeof value === 'string') {
    if (URL_LIKE.test(value)) return redactUrl(value);
    return isTokenLike(value) ? REDACTED : value;
  }
  if (value === null || typeof value !== 'object' || depth > 8) return value;
  if (Array.isArray(value)) return value.map((item) => redactRecord(item, depth + 1));
  const clean: Record<string, unknown> = {};
  for (const [key, item] of Object.entries(value)) {
    if (SECRET_NAMES.has(key.toLowerCase())) continue;
    clean[key] = redactRecord(item, depth + 1);
  }
  return clean;
}
