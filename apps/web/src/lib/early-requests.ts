/*
 * Requests made before the app has started (by the boot script, while the main bundle still
 * downloads), handed to the app's first request for the same address. An answer is handed
 * over once, and only while fresh: later requests go to the network.
 */

/** How long an early answer stays usable. */
export const EARLY_ANSWER_MS = 10_000;

/** The options every GET of the API client uses; an early request must be the same request. */
export const GET_INIT: RequestInit = { method: 'GET', headers: { Accept: 'application/json' }, credentials: 'same-origin' };

const early = new Map<string, { response: Promise<Response>; at: number }>();

/** When this page started. */
const loadedAt = Date.now();
/**
 * Addresses the app asked for itself before the boot script got to them: the boot script waits
 * for the session before it asks for a screen's data, and the app can get there first (seen in a
 * browser test: /team's two answers asked for twice, 2 ms apart). Kept only while the page is new.
 */
const asked = new Set<string>();

/** Starts a GET of `url` now (once), for the app to take later; null if the app asked already. */
export function requestEarly(url: string): Promise<Response> | null {
  const existing = early.get(url);
  if (existing) return existing.response;
  if (asked.has(url)) return null;
  const response = fetch(url, GET_INIT);
  // A failure is the app's to see, when it takes the answer; until then it is not unhandled.
  response.catch(() => undefined);
  early.set(url, { response, at: Date.now() });
  return response;
}

/** The early answer for `url`, once, if there is a fresh one. */
export function takeEarly(url: string): Promise<Response> | undefined {
  const entry = early.get(url);
  if (!entry) {
    if (Date.now() - loadedAt <= EARLY_ANSWER_MS) asked.add(url);
    return undefined;
  }
  early.delete(url);
  return Date.now() - entry.at <= EARLY_ANSWER_MS ? entry.response : undefined;
}
