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
  | { type: 'rating.changed'; useCaseId: string; helpfulCount: number }
  | { type: 'completion.created'; useCaseId: string }
  /** To one member only (their own topic): a notification for them; `unread` is their new count. */
  | { type: 'notification.created'; unread: number }
  /** To one member only: they read some; `unread` is what is left. */
  | { type: 'notification.read'; unread: number };

export type RealtimeMessage = { type: 'hello' | 'pong' } | RealtimeEventMessage;

/** The only frame a client sends; the server answers `{"type":"pong"}`. */
export const REALTIME_PING = '{"type":"ping"}';

/**
 * Close codes: 1012 the server is restarting (reconnect elsewhere), 4401 the session ended (sign
 * in again; reconnecting cannot help), 4408 no heartbeat for too long.
 */
export const REALTIME_CLOSE = { restart: 1012, sessionEnded: 4401, idle: 4408 } as const;

/** How often the server checks that the session of every open socket is still alive. */
export const REALTIME_SESSION_CHECK_MS = 5_000;
