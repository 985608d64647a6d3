/**
 * The realtime channel's protocol, shared by the server that sends it and the web app that
 * reads it: the messages a socket receives, the ping a client sends and the close codes.
 */
export type RealtimeEventMessage =
  | { type: 'story.created'; storyId: string; useCaseId: string }
  | { type: 'story.liked'; storyId: string; likes: number }
  /** The author edited it, a teammate confirmed it, or its follow-up was answered: refetch it. */
  | { type: 'story.updated'; storyId: string; useCaseId: string }
  /** The author deleted it. */
  | { type: 'story.deleted'; storyId: string; useCaseId: string }
  /**
   * The follow-up sweep asked authors whether stories of 14 days ago held up: one message per
   * workspace and sweep batch (however many stories), ids of none; the feed shows the question.
   */
  | { type: 'follow-ups.asked' }
  | { type: 'rating.changed'; useCaseId: string; helpfulCount: number }
  | { type: 'completion.created'; useCaseId: string }
  /** To one member only (their own topic): a notification for them; `unread` is their new count. */
  | { type: 'notification.created'; unread: number }
  /** To one member only: they read some; `unread` is what is left. */
  | { type: 'notification.read'; unread: number };

/**
 * The server's first message: the socket now hears every event of the member's workspace.
 * `quietMs`: for how long the server has known of no event in that workspace (at most since it
 * began listening for events).
 */
export type RealtimeHello = { type: 'hello'; quietMs?: number };

export type RealtimeMessage = RealtimeHello | { type: 'pong' } | RealtimeEventMessage;

/** Slack for timers and the hello's own trip: a workspace must have been quiet this much longer. */
const HELLO_MARGIN_MS = 1_000;

/**
 * Whether a tab must fetch again what it loaded before hello: an event may have come since the
 * page began (`pageAgeMs`, the page's performance.now()), so something it read may predate it.
 * A workspace quiet since before the page began has nothing a read of this page can have missed.
 */
export function helloNeedsResync(hello: RealtimeHello, pageAgeMs: number): boolean {
  return hello.quietMs === undefined || hello.quietMs <= pageAgeMs + HELLO_MARGIN_MS;
}

/** The only frame a client sends; the server answers `{"type":"pong"}`. */
export const REALTIME_PING = '{"type":"ping"}';

/**
 * Close codes: 1012 the server is restarting (reconnect elsewhere), 4401 the session ended (sign
 * in again; reconnecting cannot help), 4408 no heartbeat for too long.
 */
export const REALTIME_CLOSE = { restart: 1012, sessionEnded: 4401, idle: 4408 } as const;

/** How often the server checks that the session of every open socket is still alive. */
export const REALTIME_SESSION_CHECK_MS = 5_000;
