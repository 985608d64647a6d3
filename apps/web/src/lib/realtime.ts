import { type QueryClient, useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { helloNeedsResync, REALTIME, REALTIME_CLOSE, REALTIME_PING, type RealtimeMessage } from '@pathwise/core';

export type { RealtimeMessage };

/** Query keys each event makes stale (teammates' open pages refresh without a reload). */
const STALE_BY_EVENT: Record<string, readonly (readonly string[])[]> = {
  'story.created': [['stories'], ['team'], ['prompts']],
  'story.liked': [['stories'], ['team']],
  // Edits, confirmations, follow-up answers and deletions: counts update live for teammates.
  'story.updated': [['stories'], ['team'], ['prompts']],
  'story.deleted': [['stories'], ['team'], ['prompts']],
  // The sweep asked authors whether stories held up: the question shows in the feed.
  'follow-ups.asked': [['stories']],
  'rating.changed': [['use-cases'], ['team']],
  'completion.created': [['team']],
  // The member's own topic: their bell.
  'notification.created': [['notifications']],
  'notification.read': [['notifications']],
};

export interface RealtimeOptions {
  /** Builds the socket (tests pass a fake). */
  connect?: (url: string) => WebSocket;
  onMessage?: (message: RealtimeMessage) => void;
  /** The server closed the socket because the session ended (log-out elsewhere, reset, idle, removed). */
  onSessionEnded?: () => void;
}

/** Every query some event makes stale, once each. */
const EVENT_KEYS = [
  ...new Map(
    Object.values(STALE_BY_EVENT)
      .flat()
      .map((key) => [key.join('/'), key]),
  ).values(),
];

/**
 * After hello, everything loaded before it is fetched again. A query still loading may have read
 * before the subscription (its answer could miss an event), so it is fetched again once its answer
 * lands, not cancelled: the first answer still shows at once.
 */
function resync(queryClient: QueryClient): void {
  const cache = queryClient.getQueryCache();
  // Read before invalidating: invalidation itself starts fetches.
  const loading = EVENT_KEYS.flatMap((queryKey) => cache.findAll({ queryKey, fetchStatus: 'fetching' }));
  for (const queryKey of EVENT_KEYS) {
    void queryClient.invalidateQueries({ queryKey, predicate: (query) => !loading.includes(query) });
  }
  for (const query of loading) {
    const unsubscribe = cache.subscribe((event) => {
      if (event.query !== query || query.state.fetchStatus === 'fetching') return;
      unsubscribe();
      if (event.type !== 'removed') void queryClient.invalidateQueries({ queryKey: query.queryKey, exact: true });
    });
  }
}

/**
 * One WebSocket per signed-in tab (session cookie, same origin): a ping every 30 s, and after a
 * drop a reconnect after 1, 2, 5, then every 10 s. Events invalidate the queries they affect.
 * When the server says hello (the tab now hears every event), what was fetched before is fetched
 * again: events sent while the socket was connecting or down would otherwise be missed until the
 * next one (a teammate's deletion during a page load left the card on screen). Unless the server
 * knows of no event in the workspace since before the page began: then nothing can be missed,
 * and the page's first answers are not fetched twice.
 */
export function useRealtime(enabled: boolean, options: RealtimeOptions = {}): void {
  const queryClient = useQueryClient();
  const { connect, onMessage, onSessionEnded } = options;

  useEffect(() => {
    if (!enabled) return;
    let socket: WebSocket | undefined;
    let heartbeat: ReturnType<typeof setInterval> | undefined;
    let retry: ReturnType<typeof setTimeout> | undefined;
    let attempt = 0;
    let stopped = false;
    const url = `${window.location.protocol === 'https:' ? 'wss' : 'ws'}://${window.location.host}/api/realtime`;

    const open = () => {
      socket = connect ? connect(url) : new WebSocket(url);
      socket.onopen = () => {
        attempt = 0;
        heartbeat = setInterval(() => socket?.send(REALTIME_PING), REALTIME.heartbeatMs);
      };
      socket.onmessage = (event: MessageEvent<string>) => {
        let message: RealtimeMessage;
        try {
          message = JSON.parse(event.data) as RealtimeMessage;
        } catch {
          return;
        }
        if (message.type === 'hello' && helloNeedsResync(message, performance.now())) resync(queryClient);
        for (const key of STALE_BY_EVENT[message.type] ?? []) void queryClient.invalidateQueries({ queryKey: key });
        onMessage?.(message);
      };
      socket.onclose = (event) => {
        clearInterval(heartbeat);
        // The session ended: reconnecting cannot help until the user signs in again.
        if (event.code === REALTIME_CLOSE.sessionEnded) onSessionEnded?.();
        if (stopped || event.code === REALTIME_CLOSE.sessionEnded) return;
        const delays = REALTIME.reconnectDelaysMs;
        const delay = delays[Math.min(attempt, delays.length - 1)] ?? 10_000;
        attempt += 1;
        retry = setTimeout(open, delay);
      };
    };
    open();
    return () => {
      stopped = true;
      clearInterval(heartbeat);
      clearTimeout(retry);
      const closing = socket;
      if (closing?.readyState === 0 /* CONNECTING */) {
        // Closing a socket that is still connecting makes the browser log an error: let it open first.
        closing.onmessage = null;
        closing.onopen = () => closing.close(1000, 'page closed');
      } else closing?.close(1000, 'page closed');
    };
  }, [enabled, connect, onMessage, onSessionEnded, queryClient]);
}
