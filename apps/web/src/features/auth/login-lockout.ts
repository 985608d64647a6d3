import { LOGIN_LOCKOUT } from '@pathwise/core';
import { localStore, STORAGE_KEYS } from '@/lib/storage';

/**
 * The browser's side of the spec's login lockout: `login_attempts` counts failures and
 * `auth_lockout` holds the ISO time until which logging in is refused without asking the
 * server. The server keeps its own count; this one spares it requests that must fail.
 */
export interface LockoutState {
  attempts: number;
  /** Epoch milliseconds, or null when not locked. */
  lockedUntil: number | null;
}

const LOCK_MS = LOGIN_LOCKOUT.minutes * 60_000;

export function clearLockout(): void {
  localStore.remove(STORAGE_KEYS.loginAttempts);
  localStore.remove(STORAGE_KEYS.authLockout);
}

/** The stored state; a lock that has run out is cleared together with its count. */
export function readLockout(now = Date.now()): LockoutState {
  const until = Date.parse(localStore.get(STORAGE_KEYS.authLockout) ?? '');
  if (Number.isFinite(until) && until > now) {
    return { attempts: storedAttempts(), lockedUntil: until };
  }
  if (Number.isFinite(until)) clearLockout();
  return { attempts: storedAttempts(), lockedUntil: null };
}

function storedAttempts(): number {
  const value = Number.parseInt(localStore.get(STORAGE_KEYS.loginAttempts) ?? '0', 10);
  return Number.isFinite(value) && value > 0 ? value : 0;
}

export function lockLogin(until: number): LockoutState {
  const attempts = Math.max(storedAttempts(), LOGIN_LOCKOUT.maxAttempts);
  localStore.set(STORAGE_KEYS.loginAttempts, String(attempts));
  localStore.set(STORAGE_KEYS.authLockout, new Date(until).toISOString());
  return { attempts, lockedUntil: until };
}

/** Counts one failure; the fifth locks login for 15 minutes. */
export function recordFailedLogin(now = Date.now()): LockoutState {
  const attempts = readLockout(now).attempts + 1;
  if (attempts >= LOGIN_LOCKOUT.maxAttempts) return lockLogin(now + LOCK_MS);
  localStore.set(STORAGE_KEYS.loginAttempts, String(attempts));
  return { attempts, lockedUntil: null };
}

/** Minutes (rounded up by the message) until a lock ends. */
export function minutesLeft(lockedUntil: number, now = Date.now()): number {
  return Math.max(0, lockedUntil - now) / 60_000;
}

/** The server's lock (429 `account_locked`): its retryAfterSeconds, else the spec's 15 minutes. */
export function serverLockUntil(retryAfterSeconds: number | undefined, now = Date.now()): number {
  return retryAfterSeconds !== undefined && retryAfterSeconds > 0 ? now + retryAfterSeconds * 1000 : now + LOCK_MS;
}
