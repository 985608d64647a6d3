/**
 * The browser storage keys of the spec (section 3) and the app's own. Storage can throw (Safari's
 * private mode, a full quota, storage disabled with cookies: even reading `window.localStorage`
 * throws then); the product then behaves as if nothing was stored. All storage goes through here.
 */
export const STORAGE_KEYS = {
  loginAttempts: 'login_attempts',
  authLockout: 'auth_lockout',
  hasLoggedInBefore: 'has_logged_in_before',
  verificationEmail: 'verification_email',
  /** The app's own: the misrouted verification link already sent on to /auth (it goes once). */
  verificationLinkForwarded: 'verification_link_forwarded',
  /** The app's own: light, dark, or none for the system's choice. */
  theme: 'theme',
  /** The app's own: the latest activity in any tab, where tabs cannot talk (lib/tab-activity). */
  lastActivity: 'last_activity',
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
