import { afterEach, describe, expect, it } from 'vitest';
import { LOGIN_LOCKOUT } from '@pathwise/core';
import { clearLockout, lockLogin, minutesLeft, readLockout, recordFailedLogin, serverLockUntil } from './login-lockout';

const NOW = Date.parse('2030-01-01T12:00:00.000Z');

afterEach(() => localStorage.clear());

describe('login lockout (local storage login_attempts / auth_lockout)', () => {
  it('counts failures and locks for 15 minutes at the fifth', () => {
    for (let attempt = 1; attempt < LOGIN_LOCKOUT.maxAttempts; attempt += 1) {
      expect(recordFailedLogin(NOW)).toEqual({ attempts: attempt, lockedUntil: null });
      expect(localStorage.getItem('login_attempts')).toBe(String(attempt));
    }
    const locked = recordFailedLogin(NOW);
    expect(locked).toEqual({ attempts: 5, lockedUntil: NOW + 15 * 60_000 });
    expect(localStorage.getItem('auth_lockout')).toBe('2030-01-01T12:15:00.000Z');
    expect(readLockout(NOW + 60_000).lockedUntil).toBe(NOW + 15 * 60_000);
    expect(minutesLeft(NOW + 15 * 60_000, NOW + 60_000)).toBe(14);
  });

  it('forgets an expired lock together with its count', () => {
    lockLogin(NOW + 1000);
    expect(readLockout(NOW + 1000)).toEqual({ attempts: 0, lockedUntil: null });
    expect(localStorage.getItem('auth_lockout')).toBeNull();
    expect(localStorage.getItem('login_attempts')).toBeNull();
  });

  it("uses the server's retryAfterSeconds, else 15 minutes", () => {
    expect(serverLockUntil(120, NOW)).toBe(NOW + 120_000);
    expect(serverLockUntil(undefined, NOW)).toBe(NOW + 15 * 60_000);
    expect(serverLockUntil(0, NOW)).toBe(NOW + 15 * 60_000);
  });

  it('ignores garbage in storage and clears on success', () => {
    localStorage.setItem('login_attempts', 'many');
    localStorage.setItem('auth_lockout', 'soon');
    expect(readLockout(NOW)).toEqual({ attempts: 0, lockedUntil: null });
    recordFailedLogin(NOW);
    clearLockout();
    expect(localStorage.getItem('login_attempts')).toBeNull();
    expect(localStorage.getItem('auth_lockout')).toBeNull();
  });
});
