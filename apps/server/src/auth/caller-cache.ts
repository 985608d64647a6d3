import { INACTIVITY } from '@pathwise/core';
import type { Db } from '../db/client';
import type { EventBus, InternalEvent } from '../realtime/bus';
import { findCaller, type Account } from '../users/session-user';
import type { ActiveSession } from './sessions';

export interface CachedCaller {
  session: ActiveSession;
  account: Account;
}

/**
 * The caller of a session token, kept for a few seconds: every API request needs it, and it
 * changes rarely. A log-out, a password reset or a change to the user's account drops the entry
 * on this instance at once and on the others through the event bus; a cached session is still
 * checked for expiry and idleness on every use, and entries live at most `ttlMs`.
 */
export class CallerCache {
  private readonly entries = new Map<string, { caller: CachedCaller; at: number }>();
  /** Reads of the database under way, by token hash (see get). */
  private readonly reading = new Map<string, Promise<CachedCaller | null>>();
  /** Revocations this instance published and waits to hear back (see revokeSession). */
  private readonly echoes = new Map<string, () => void>();

  constructor(
    private readonly db: Db,
    private readonly bus: EventBus,
    private readonly ttlMs = 5_000,
    private readonly maxEntries = 20_000,
  ) {
    bus.subscribe((event) => {
      if (event.type === 'session.revoked') {
        this.forget(event.tokenHash);
        this.echoes.get(event.tokenHash)?.();
      }
      if (event.type === 'user.changed') {
        this.forgetUser(event.userId);
        this.echoes.get(event.userId)?.();
      }
    });
  }

  /** The caller when this instance knows it and it is still fresh and usable; else undefined (ask `get`). */
  cached(tokenHash: string, now = Date.now()): CachedCaller | undefined {
    const hit = this.entries.get(tokenHash);
    return hit && now - hit.at < this.ttlMs && usable(hit.caller.session, now) ? hit.caller : undefined;
  }

  /**
   * The caller of a session token. Requests that arrive together for a token not known here (a
   * page's first calls, or every request of a busy session when its entry expires) share one read.
   * One that arrives after a log-out was written, but before this instance heard of it, may join a
   * read begun before it: the same window of one round trip that a kept entry has.
   */
  get(tokenHash: string): Promise<CachedCaller | null> {
    const known = this.cached(tokenHash);
    if (known) return Promise.resolve(known);
    const underWay = this.reading.get(tokenHash);
    if (underWay) return underWay;
    const now = Date.now();
    const reading: Promise<CachedCaller | null> = findCaller(this.db, tokenHash).then((caller) => {
      // Revoked or changed while it was read: the requests that asked get it, but it is not kept.
      if (this.reading.get(tokenHash) !== reading) return caller;
      this.reading.delete(tokenHash);
      this.keep(tokenHash, caller, now);
      return caller;
    });
    this.reading.set(tokenHash, reading);
    reading.catch(() => {
      if (this.reading.get(tokenHash) === reading) this.reading.delete(tokenHash);
    });
    return reading;
  }

  private keep(tokenHash: string, caller: CachedCaller | null, now: number): void {
    if (!caller) {
      this.entries.delete(tokenHash);
      return;
    }
    this.entries.set(tokenHash, { caller, at: now });
    if (this.entries.size > this.maxEntries) this.entries.delete(this.entries.keys().next().value ?? '');
  }

  /**
   * The session ended (log-out, replaced at log-in): no instance may serve it again. Both
   * announcements return once this instance has heard its own notice back: PostgreSQL delivers
   * a notification to every listening instance together, so by then the others have dropped
   * the entry too (waits 3 s at most, for a loaded machine; entries expire on their own within ttlMs anyway).
   */
  async revokeSession(tokenHash: string): Promise<void> {
    this.forget(tokenHash);
    await this.announce(tokenHash, { type: 'session.revoked', tokenHash });
  }

  /** The user's account, profile or sessions changed: every instance re-reads them. */
  async userChanged(userId: string): Promise<void> {
    this.forgetUser(userId);
    await this.announce(userId, { type: 'user.changed', userId });
  }

  private async announce(key: string, event: InternalEvent): Promise<void> {
    const heard = new Promise<void>((resolve) => {
      const timer = setTimeout(resolve, 3_000);
      this.echoes.set(key, () => {
        clearTimeout(timer);
        resolve();
      });
    });
    try {
      await this.bus.publish(event);
      await heard;
    } finally {
      this.echoes.delete(key);
    }
  }

  /** Forgets every cached caller (every next request reads the database). */
  clear(): void {
    this.entries.clear();
    this.reading.clear();
  }

  private forget(tokenHash: string): void {
    this.entries.delete(tokenHash);
    this.reading.delete(tokenHash);
  }

  /** A read under way may be of this user's (its token does not say whose): all are let go. */
  private forgetUser(userId: string): void {
    for (const [key, entry] of this.entries) if (entry.caller.account.id === userId) this.entries.delete(key);
    this.reading.clear();
  }
}

function usable(session: ActiveSession, now: number): boolean {
  return session.expiresAt.getTime() > now && session.lastSeenAt.getTime() > now - INACTIVITY.timeoutMs;
}
