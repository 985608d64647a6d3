import { describe, expect, it, vi } from 'vitest';
import { localStore, sessionStore, STORAGE_KEYS } from './storage';

describe('browser storage', () => {
  it('reads, writes and removes through the spec keys', () => {
    localStore.set(STORAGE_KEYS.hasLoggedInBefore, 'true');
    sessionStore.set(STORAGE_KEYS.verificationEmail, 'ada@acme.io');
    expect(localStorage.getItem('has_logged_in_before')).toBe('true');
    expect(sessionStore.get(STORAGE_KEYS.verificationEmail)).toBe('ada@acme.io');
    localStore.remove(STORAGE_KEYS.hasLoggedInBefore);
    expect(localStore.get(STORAGE_KEYS.hasLoggedInBefore)).toBeNull();
  });

  it('behaves as if nothing was stored when storage is disabled (reading the property throws)', () => {
    vi.spyOn(window, 'localStorage', 'get').mockImplementation(() => {
      throw new DOMException('The operation is insecure.', 'SecurityError');
    });
    expect(() => localStore.set(STORAGE_KEYS.theme, 'dark')).not.toThrow();
    expect(localStore.get(STORAGE_KEYS.theme)).toBeNull();
    expect(() => localStore.remove(STORAGE_KEYS.theme)).not.toThrow();
  });

  it('keeps going when a write is refused (quota, private mode)', () => {
    // The session storage, with its writes refused. (Not a spy on window.sessionStorage.setItem: happy-dom's
    // storage is a proxy that keeps such a spy as one of its items, so it outlived the test.)
    const real = window.sessionStorage;
    const refusing = {
      getItem: (key: string) => real.getItem(key),
      setItem: () => {
        throw new DOMException('The quota has been exceeded.', 'QuotaExceededError');
      },
      removeItem: (key: string) => real.removeItem(key),
    };
    vi.spyOn(window, 'sessionStorage', 'get').mockReturnValue(refusing as unknown as Storage);
    expect(() => sessionStore.set(STORAGE_KEYS.verificationEmail, 'ada@acme.io')).not.toThrow();
    expect(sessionStore.get(STORAGE_KEYS.verificationEmail)).toBeNull();
  });
});
