import { getDomain, getDomainWithoutSuffix, parse } from 'tldts';
import { MESSAGES } from './messages';
import { invalidEmail, normalizeEmail, PERSONAL_DOMAIN_SET, PERSONAL_NAME_SET, type WorkEmailResult } from './email-address';

export * from './email-address';

/** The registrable domain of the product's own host (from APP_URL), if it has one. */
export function productRegistrableDomain(appHost: string | undefined): string | null {
  if (!appHost) return null;
  return getDomain(appHost.toLowerCase()) ?? null;
}

/** True when the domain belongs to a personal provider, whatever its suffix or subdomain. */
export function isPersonalDomain(domain: string, appHost?: string): boolean {
  const name = getDomainWithoutSuffix(domain);
  if (name && PERSONAL_NAME_SET.has(name)) return true;
  const registrable = getDomain(domain);
  if (registrable && PERSONAL_DOMAIN_SET.has(registrable)) return true;
  const own = productRegistrableDomain(appHost);
  return own !== null && getDomain(domain) === own;
}

/**
 * True when the domain is itself a public suffix (co.uk, github.io, s3.amazonaws.com): anybody
 * can have an address under it, so it can never stand for one organisation's workspace.
 */
export function isPublicSuffix(domain: string): boolean {
  return parse(domain, { allowPrivateDomains: true }).domain === null;
}

/**
 * The spec's work e-mail rule. `appHost` is the product's own host (APP_URL), which counts as
 * personal too. Blocked domains are checked by the server on top of this.
 */
export function parseWorkEmail(raw: string, appHost?: string): WorkEmailResult {
  const normalized = normalizeEmail(raw);
  if (!normalized || isPublicSuffix(normalized.domain)) return invalidEmail();
  if (isPersonalDomain(normalized.domain, appHost)) return { ok: false, reason: 'personal', message: MESSAGES.personalEmail };
  return { ok: true, ...normalized };
}
