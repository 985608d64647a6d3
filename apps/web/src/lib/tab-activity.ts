import { localStore, STORAGE_KEYS } from './storage';

/*
 * The tabs of one browser share one session, so they share its activity: a tab left idle must
 * not sign out the session another tab is being used in (spec: 30 idle minutes, per browser).
 * A BroadcastChannel carries the time of the latest activity to the other tabs; where there is
 * none, a storage write does (other tabs get a 'storage' event).
 */

const CHANNEL = 'pathwise-activity';

export interface TabActivity {
  /** Tells the other tabs that the user was active at `at` (ms since the epoch). */
  share(at: number): void;
  /** Calls `heard` with each activity time another tab shares; returns the unsubscribe. */
  listen(heard: (at: number) => void): () => void;
  close(): void;
}

const isTime = (value: unknown): value is number => typeof value === 'number' && Number.isFinite(value);

function broadcast(): TabActivity | null {
  if (typeof BroadcastChannel !== 'function') return null;
  let channel: BroadcastChannel;
  try {
    channel = new BroadcastChannel(CHANNEL);
  } catch {
    return null;
  }
  return {
    share: (at) => channel.postMessage({ at }),
    listen: (heard) => {
      const onMessage = (event: MessageEvent) => {
        const at = (event.data as { at?: unknown } | null)?.at;
        if (isTime(at)) heard(at);
      };
      channel.addEventListener('message', onMessage);
      return () => channel.removeEventListener('message', onMessage);
    },
    close: () => channel.close(),
  };
}

function storageEvents(): TabActivity {
  return {
    share: (at) => localStore.set(STORAGE_KEYS.lastActivity, String(at)),
    listen: (heard) => {
      const onStorage = (event: StorageEvent) => {
        const at = Number(event.newValue);
        if (event.key === STORAGE_KEYS.lastActivity && isTime(at)) heard(at);
      };
      window.addEventListener('storage', onStorage);
      return () => window.removeEventListener('storage', onStorage);
    },
    close: () => {},
  };
}

export function openTabActivity(): TabActivity {
  return broadcast() ?? storageEvents();
}
