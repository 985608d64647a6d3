import { getDomain, getDomainWithoutSuffix } from 'tldts';
import { MESSAGES } from './messages';

/** The spec's personal e-mail providers, as bare names matched against the registrable domain. */
export const PERSONAL_DOMAIN_NAMES = [
  'gmail',
  'yahoo',
  'outlook',
  'hotmail',
  'aol',
  'icloud',
  'protonmail',
  'me',
  'googlemail',
  'live',
  'ymail',
] as const;

export const EMAIL_MAX_LENGTH = 254;

export type WorkEmailResult = { ok: true; email: string; domain: string } | { ok: false; reason: 'invalid' | 'personal'; message: string };

const invalid = (): WorkEmailResult => ({ ok: false, reason: 'invalid', message: MESSAGES.invalidEmail });

/** Ideographic and full-width full stops count as dots in domain names (IDNA). */
const DOT_VARIANTS = /[\u3002\uFF0E\uFF61]/g;
const LOCAL_PART = /^[A-Za-z0-9!#$%&'*+/=?^_`{|}~-]+(\.[A-Za-z0-9!#$%&'*+/=?^_`{|}~-]+)*$/;
const LABEL = /^(?!-)[a-z0-9-]{1,63}(?<!-)$/;

/**
 * The domain of an address as the product matches workspaces on: lowercased, full-width dots
 * as dots, trailing dot removed, internationalised names in punycode. null when invalid.
 */
export function canonicalDomain(rawDomain: string): string | null {
  let domain = rawDomain.normalize('NFC').replace(DOT_VARIANTS, '.').toLowerCase();
  if (domain.endsWith('.')) domain = domain.slice(0, -1);
  // Only letters (any script), digits, hyphens and dots; URL parsing would accept more.
  if (!domain || domain.length > 253 || !/^[\p{L}\p{M}\p{N}.-]+$/u.test(domain)) return null;
  let ascii: string;
  try {
    // The WHATWG URL parser applies IDNA (UTS #46): internationalised names become punycode.
    ascii = new URL(`http://${domain}`).hostname;
  } catch {
    return null;
  }
  const labels = ascii.split('.');
  if (labels.length < 2 || !labels.every((label) => LABEL.test(label))) return null;
  const tld = labels.at(-1) ?? '';
  if (!/^[a-z]{2,63}$/.test(tld) && !tld.startsWith('xn--')) return null;
  return ascii;
}

/**
 * Trims and sanitises an address and returns its canonical form (local part lowercased, domain
 * canonical) with the domain, or why it is refused. Line breaks and control characters make an
 * address invalid (they could inject mail headers).
 */
export function normalizeEmail(raw: string): { email: string; domain: string } | null {
  const value = raw.trim();
  // eslint-disable-next-line no-control-regex
  if (/[\u0000-\u001F\u007F\s]/.test(value)) return null;
  const at = value.lastIndexOf('@');
  if (at <= 0 || value.indexOf('@') !== at) return null;
  const local = value.slice(0, at);
  const domain = canonicalDomain(value.slice(at + 1));
  if (!domain || local.length > 64 || !LOCAL_PART.test(local)) return null;
  const email = `${local.toLowerCase()}@${domain}`;
  if (email.length > EMAIL_MAX_LENGTH) return null;
  return { email, domain };
}

/** The registrable domain of the product's own host (from APP_URL), if it has one. */
export function productRegistrableDomain(appHost: string | undefined): string | null {
  if (!appHost) return null;
  return getDomain(appHost.toLowerCase()) ?? null;
}

/** True when the domain belongs to a personal provider, whatever its suffix or subdomain. */
export function isPersonalDomain(domain: string, appHost?: string): boolean {
  const name = getDomainWithoutSuffix(domain);
  if (name && (PERSONAL_DOMAIN_NAMES as readonly string[]).includes(name)) return true;
  const own = productRegistrableDomain(appHost);
  return own !== null && getDomain(domain) === own;
}

/**
 * The spec's work e-mail rule. `appHost` is the product's own host (APP_URL), which counts as
 * personal too. Blocked domains are checked by the server on top of this.
 */
export function parseWorkEmail(raw: string, appHost?: string): WorkEmailResult {
  const normalized = normalizeEmail(raw);
  if (!normalized) return invalid();
  if (isPersonalDomain(normalized.domain, appHost)) return { ok: false, reason: 'personal', message: MESSAGES.personalEmail };
  return { ok: true, ...normalized };
}

/** The domain and each parent domain (for 'subdomain of a blocked domain' checks). */
export function domainAndParents(domain: string): string[] {
  const labels = domain.split('.');
  return labels.slice(0, -1).map((_, i) => labels.slice(i).join('.'));
}

/** The spec's suggested workspace name: the first label of the domain, first letter capitalised. */
export function suggestedWorkspaceName(domain: string): string {
  const first = domain.split('.')[0] ?? '';
  return first.charAt(0).toUpperCase() + first.slice(1);
}

/** Webmail site for the verify-email screen's button (Gmail, Yahoo, Outlook, Hotmail). */
export function webmailUrl(email: string): string | null {
  const domain = email.split('@')[1]?.toLowerCase() ?? '';
  const name = getDomainWithoutSuffix(domain);
  if (name === 'gmail' || name === 'googlemail') return 'https://mail.google.com/';
  if (name === 'yahoo' || name === 'ymail') return 'https://mail.yahoo.com/';
  if (name === 'outlook' || name === 'hotmail' || name === 'live') return 'https://outlook.live.com/mail/';
  return null;
}
