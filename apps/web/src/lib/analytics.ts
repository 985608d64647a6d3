import { api } from './api-client';
import { loadOnce } from './load-once';
import type * as RedactionRules from './redaction';

type Redaction = typeof RedactionRules;
/** The redaction rules, loaded with the first event: not part of the first screen's download. */
const loadRedaction = loadOnce(() => import('./redaction'));

/**
 * Sends an event once the redaction rules are here (events keep the order they came in): its
 * properties, built with the rules, have token parameters of any address removed before anything
 * leaves. Failures go to the console only.
 */
function send(event: string, distinctId: string | undefined, build: (rules: Redaction) => Record<string, unknown>): void {
  loadRedaction()
    .then((rules) =>
      api('/functions/v1/track-event', {
        body: { event, distinctId: distinctId ?? 'anonymous', properties: rules.redactRecord(build(rules)) },
        keepalive: true,
      }),
    )
    .catch((error: unknown) => console.warn('analytics event not recorded', event, error));
}

/** Sends an analytics event to the track-event function; credentials never leave with it. */
export function track(event: string, distinctId: string | undefined, properties: Record<string, unknown> = {}): void {
  send(event, distinctId, () => properties);
}

/**
 * The spec's page_viewed event; is_subdomain is true on a 'demo.' host. The address is cleaned
 * before anything is recorded: a verification or reset link's token never reaches analytics.
 */
export function trackPageView(distinctId: string | undefined, href: string, hostname: string): void {
  send('page_viewed', distinctId, (rules) => ({ current_url: rules.redactUrl(href), is_subdomain: hostname.includes('demo.') }));
}

/**
 * The spec's track-event shape for product events: properties user_id, created_at, data and
 * userEmail; the distinct id is the user's id, or anonymous before sign-in.
 */
export function trackUserEvent(
  event: string,
  user: { id: string; email: string } | null | undefined,
  data: Record<string, unknown> = {},
): void {
  track(event, user?.id, {
    user_id: user?.id ?? null,
    created_at: new Date().toISOString(),
    data,
    userEmail: user?.email ?? null,
  });
}
