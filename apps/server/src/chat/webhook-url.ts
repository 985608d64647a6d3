import type { Config } from '../config';

export type ChatProvider = 'slack' | 'teams';
export const CHAT_PROVIDERS: readonly ChatProvider[] = ['slack', 'teams'];

export type WebhookPolicy = Config['webhooks'];

/** Matches an allow-list entry: the exact host, or any subdomain of a '*.' entry. */
export function hostAllowed(host: string, allowed: readonly string[]): boolean {
  const h = host.toLowerCase().replace(/\.$/, '');
  return allowed.some((entry) => (entry.startsWith('*.') ? h.endsWith(entry.slice(1)) && h.length > entry.length - 1 : h === entry));
}

export type UrlCheck = { ok: true; url: URL; testOrigin: boolean } | { ok: false; problem: string };

/**
 * A webhook address an admin may save: https on the standard port, no credentials, on one of
 * the provider's allow-listed hosts. The only exception is a test origin (http://127.0.0.1:port)
 * that a test configuration lists (NODE_ENV=test only, checked at start).
 */
export function checkWebhookUrl(raw: string, provider: ChatProvider, policy: WebhookPolicy): UrlCheck {
  let url: URL;
  try {
    url = new URL(raw.trim());
  } catch {
    return { ok: false, problem: 'is not a web address' };
  }
  if (policy.testOrigins.includes(url.origin)) return { ok: true, url, testOrigin: true };
  if (url.protocol !== 'https:') return { ok: false, problem: 'must start with https://' };
  if (url.username || url.password) return { ok: false, problem: 'must not contain a user name or password' };
  if (url.port !== '' && url.port !== '443') return { ok: false, problem: 'must use the standard https port' };
  if (!hostAllowed(url.hostname, policy.hosts[provider])) {
    return {
      ok: false,
      problem: `must be on ${provider === 'slack' ? 'Slack' : 'Microsoft Teams'}'s webhook hosts (${policy.hosts[provider].join(', ')})`,
    };
  }
  if (url.pathname.length < 2) return { ok: false, problem: 'is missing the webhook path' };
  return { ok: true, url, testOrigin: false };
}

/** What the settings show of a saved address: the host and the last 4 characters, never more. */
export function webhookHint(url: URL): string {
  const tail = url.href.replace(/\/+$/, '').slice(-4);
  return `${url.hostname} …${tail}`;
}
