import { redactRecord, redactUrl } from '@pathwise/core';
import { api } from './api-client';

/**
 * Sends an analytics event to the track-event function. Credentials never leave with it: token
 * parameters of any address in the properties are removed first. Failures go to the console only.
 */
export function track(event: string, distinctId: string | undefined, properties: Record<string, unknown> = {}): void {
  api('/functions/v1/track-event', {
    body: { event, distinctId: distinctId ?? 'anonymous', properties: redactRecord(properties) },
    keepalive: true,
  }).catch((error: unknown) => console.warn('analytics event not recorded', event, error));
}

/**
 * The spec's page_viewed event; is_subdomain is true on a 'demo.' host. The address is cleaned
 * before anything is recorded: a verification or reset link's token never reaches analytics.
 */
export function trackPageView(distinctId: string | undefined, href: string, hostname: string): void {
  track('page_viewed', distinctId, { current_url: redactUrl(href), is_subdomain: hostname.includes('demo.') });
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
