import { MESSAGES } from './messages';

/*
 * The e-mail rules that need no Public Suffix List: the shape of an address, its canonical form
 * and the quick work-address check the browser runs before sign-up. The full rule (public
 * suffixes, registrable domains) is `./email`, which the server runs on every sign-up.
 */

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

/**
 * Free mail providers beyond the spec's list, matched the same way (by the name before the public
 * suffix, so every country variant counts: gmx.de, gmx.net, yandex.ru, yandex.com…). Only names
 * that belong to a mail provider wherever they appear.
 */
export const MORE_PERSONAL_DOMAIN_NAMES = [
  'proton',
  'mac',
  'msn',
  'gmx',
  'yandex',
  'fastmail',
  'tutanota',
  'tuta',
  'tutamail',
  'zohomail',
  'qq',
  '163',
  '126',
  'yeah',
  'rocketmail',
  'hushmail',
  'mailfence',
  'posteo',
  'rediffmail',
  'hanmail',
  'protonmail',
] as const;

/**
 * Free mail providers whose name is also an ordinary word or a company's, so they are matched
 * as whole domains only (mail.com, not every mail.*; hey.com, not every hey.*).
 */
export const PERSONAL_DOMAINS = [
  'pm.me',
  'hey.com',
  'zoho.com',
  'zoho.eu',
  'mail.com',
  'mail.ru',
  'inbox.ru',
  'list.ru',
  'bk.ru',
  'ya.ru',
  'web.de',
  't-online.de',
  'freenet.de',
  'aim.com',
  'duck.com',
  'mailbox.org',
  'seznam.cz',
  'naver.com',
  'daum.net',
  'libero.it',
  'laposte.net',
  'orange.fr',
  'free.fr',
  'sina.com',
  'sohu.com',
  'att.net',
  'comcast.net',
  'verizon.net',
  'email.com',
  'usa.com',
] as const;

export const EMAIL_MAX_LENGTH = 254;

export type WorkEmailResult = { ok: true; email: string; domain: string } | { ok: false; reason: 'invalid' | 'personal'; message: string };

export const invalidEmail = (): WorkEmailResult => ({ ok: false, reason: 'invalid', message: MESSAGES.invalidEmail });

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

/** Personal providers by name (any suffix) and by whole domain. */
export const PERSONAL_NAME_SET: ReadonlySet<string> = new Set<string>([...PERSONAL_DOMAIN_NAMES, ...MORE_PERSONAL_DOMAIN_NAMES]);
export const PERSONAL_DOMAIN_SET: ReadonlySet<string> = new Set<string>(PERSONAL_DOMAINS);
/** Second-level labels countries register under (co.uk, com.br, ne.jp, ac.in…). */
const SECOND_LEVEL = new Set(['co', 'com', 'net', 'org', 'ne', 'or', 'ac', 'gov', 'edu', 'gen', 'ltd', 'plc']);

/**
 * The provider name of a domain without the Public Suffix List: the label before the last one,
 * or before the last two when the last two look like a country's second level (yahoo.co.uk).
 */
export function providerName(domain: string): string {
  const labels = domain.toLowerCase().split('.');
  const beforeLast = labels.at(-2) ?? '';
  return labels.length >= 3 && SECOND_LEVEL.has(beforeLast) ? (labels.at(-3) ?? '') : beforeLast;
}

/**
 * The work-address check a browser can run without downloading the Public Suffix List: the
 * address's shape and the personal providers by name. It never refuses what the full rule
 * (`parseWorkEmail` in `./email`) accepts for an ordinary company domain; what it lets through
 * that the full rule refuses, the server answers with the same messages.
 */
export function quickWorkEmailCheck(raw: string): WorkEmailResult {
  const normalized = normalizeEmail(raw);
  if (!normalized) return invalidEmail();
  const { domain } = normalized;
  const lastTwo = domain.split('.').slice(-2).join('.');
  if (PERSONAL_NAME_SET.has(providerName(domain)) || PERSONAL_DOMAIN_SET.has(lastTwo)) {
    return { ok: false, reason: 'personal', message: MESSAGES.personalEmail };
  }
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
  const name = providerName(domain);
  if (name === 'gmail' || name === 'googlemail') return 'https://mail.google.com/';
  if (name === 'yahoo' || name === 'ymail') return 'https://mail.yahoo.com/';
  if (name === 'outlook' || name === 'hotmail' || name === 'live') return 'https://outlook.live.com/mail/';
  return null;
}
