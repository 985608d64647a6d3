import type pg from 'pg';
import type { RealtimeEventMessage } from '@pathwise/core';
import type { Logger } from '../logger';
import { batchedNotify, parseNotification } from './notify-batch';

/**
 * What teammates' open pages hear about, addressed to a workspace, or with `userId` to one member
 * of it only (their own topic: notifications). Payloads are small: clients refetch what changed.
 */
export type RealtimeEvent = RealtimeEventMessage & {
  workspaceId: string;
  userId?: string;
  /** The use case an event without `useCaseId` concerns (a like): who may hear it; never sent. */
  aboutUseCase?: string;
};

/** Events between server instances only (cache invalidation); never sent to a socket. */
export type InternalEvent =
  | { type: 'session.revoked'; tokenHash: string }
  | { type: 'user.changed'; userId: string }
  /** A workspace published, unpublished or archived one of its own use cases (issue 16). */
  | { type: 'catalogue.changed'; workspaceId: string }
  /** A chat webhook was connected or removed: whether stories go to chat is read again. */
  | { type: 'chat.changed'; workspaceId: string }
  /** The workspace's prompt library changed without a story event (filed, saved, members): its kept answers go. */
  | { type: 'prompts.changed'; workspaceId: string; /** The cache that made the change (it dropped its own already). */ origin?: string }
  /** This instance's bus (re)started listening (told to its own listeners only): events before it may have been missed here. */
  | { type: 'bus.resumed' };

export type BusEvent = RealtimeEvent | InternalEvent;

export type Listener = (event: BusEvent) => void;

export interface EventBus {
  publish(event: BusEvent): Promise<void>;
  subscribe(listener: Listener): () => void;
  close(): Promise<void>;
}

const CHANNEL = 'pathwise_events';

function fanOut(listeners: Set<Listener>, event: BusEvent, logger: Logger) {
  for (const listener of listeners) {
    try {
      listener(event);
    } catch (error) {
      logger.warn({ err: error }, 'realtime listener failed');
    }
  }
}

/** One process (embedded database): events go straight to this process's sockets. */
export function createLocalBus(logger: Logger): EventBus {
  const listeners = new Set<Listener>();
  return {
    publish: (event) => {
      fanOut(listeners, event, logger);
      return Promise.resolve();
    },
    subscribe: (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    close: () => {
      listeners.clear();
      return Promise.resolve();
    },
  };
}

/**
 * Several instances on one PostgreSQL: events travel through LISTEN/NOTIFY, so a story written
 * on one instance reaches sockets held by every other. The listening connection reconnects by
 * itself after the database restarts.
 */
export function createPostgresBus(pool: pg.Pool, logger: Logger): EventBus {
  const listeners = new Set<Listener>();
  let client: pg.PoolClient | undefined;
  const releasedClients = new WeakSet<pg.PoolClient>();
  let closed = false;
  let retry: NodeJS.Timeout | undefined;

  const connect = async (attempt = 0): Promise<void> => {
    if (closed) return;
    let c: pg.PoolClient | undefined;
    try {
      c = await pool.connect();
      const held = c;
      held.on('notification', (message) => {
        if (message.channel !== CHANNEL || !message.payload) return;
        try {
          fanOut(listeners, parseNotification<BusEvent>(message.payload), logger);
        } catch (error) {
          logger.warn({ err: error }, 'bad realtime payload');
        }
      });
      held.on('error', (error) => {
        // A dying connection can report more than one error, and one may come after close():
        // the connection is released once.
        if (releasedClients.has(held)) return;
        releasedClients.add(held);
        logger.warn({ err: error }, 'realtime connection lost; reconnecting');
        held.release(true);
        if (client === held) client = undefined;
        schedule(0);
      });
      await held.query(`LISTEN ${CHANNEL}`);
      client = held;
      fanOut(listeners, { type: 'bus.resumed' }, logger);
    } catch (error) {
      // A connection that could not LISTEN goes back broken, never kept.
      if (c && client !== c && !releasedClients.has(c)) {
        releasedClients.add(c);
        c.release(true);
      }
      logger.warn({ err: error, attempt }, 'realtime listener could not connect; retrying');
      schedule(attempt + 1);
    }
  };
  const schedule = (attempt: number) => {
    if (closed || retry) return;
    retry = setTimeout(
      () => {
        retry = undefined;
        void connect(attempt);
      },
      Math.min(10_000, 500 * 2 ** attempt),
    );
  };
  const ready = connect();
  const notify = batchedNotify(pool, CHANNEL);

  return {
    publish: (event) => notify(event),
    subscribe: (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    close: async () => {
      closed = true;
      if (retry) clearTimeout(retry);
      await ready;
      if (client && !releasedClients.has(client)) {
        const last = client;
        releasedClients.add(last);
        await last.query(`UNLISTEN ${CHANNEL}`).catch(() => {});
        last.removeAllListeners('notification');
        last.release();
      }
      client = undefined;
      listeners.clear();
    },
  };
}
