/**
 * The browser storage keys of the spec (section 3). Storage can throw (private mode, quota,
 * disabled cookies); the product then behaves as if nothing was stored.
 */
export const STORAGE_KEYS = {
  loginAttempts: 'login_attempts',
  authLockout: 'auth_lockout',
  hasLoggedInBefore: 'has_logged_in_before',
  verificationEmail: 'verification_email',
} as const;

type StorageKey = (typeof STORAGE_KEYS)[keyof typeof STORAGE_KEYS];

function wrap(area: () => Storage) {
  return {
    get(key: StorageKey): string | null {
      try {
        return area().getItem(key);
      } catch {
        return null;
      }
    },
    set(key: StorageKey, value: string): void {
      try {
        area().setItem(key, value);
      } catch {
        // Not persisted; the current screen still works.
      }
    },
    remove(key: StorageKey): void {
      try {
        area().removeItem(key);
      } catch {
        // Nothing to remove.
      }
    },
  };
}

export const localStore = wrap(() => window.localStorage);
export const sessionStore = wrap(() => window.sessionStorage);
