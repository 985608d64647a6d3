import { queryOptions, useQuery, useQueryClient } from '@tanstack/react-query';
import { createContext, useCallback, useContext, useEffect, useMemo, useState, type ReactNode } from 'react';
import { toast } from '@/lib/toast';
import { MESSAGES, TOAST_MS, type SessionUser } from '@pathwise/core';
import { trackUserEvent } from '@/lib/analytics';
import { SESSION_QUERY_KEY } from '@/api/session-keys';
import { apiUrls } from '@/api/urls';
import { api, ApiRequestError, onUnauthorized } from '@/lib/api-client';

export type { SessionUser };

export interface SignOutOptions {
  /**
   * Clear the local session even when the server cannot be reached (idle time-out: the
   * server ends idle sessions by itself, so the browser must not stay signed in).
   */
  force?: boolean;
}

export interface AuthState {
  isAuthenticated: boolean;
  isLoading: boolean;
  user: SessionUser | null;
  isOnboarded: boolean;
  completedUseCases: string[];
  /**
   * The user signed out in this tab (log out, idle time-out), as opposed to never having signed
   * in or a session that ended on the server: the guards then go to /auth rather than /login.
   */
  signedOut: boolean;
  /** Reads the session from the server again. */
  refresh: () => Promise<void>;
  /** Replaces the session user with one the server just returned (login, sign-up, renewal). */
  setUser: (user: SessionUser | null) => void;
  /** Ends the session; false (after the spec's 'Failed to log out' toast) when that failed. */
  signOut: (options?: SignOutOptions) => Promise<boolean>;
  /**
   * Forgets a session the server has already ended here (the account was deleted): as after a
   * sign-out, nothing of the user stays in the cache, and no answer still on its way brings them back.
   */
  forgetSession: () => Promise<void>;
}

export { SESSION_QUERY_KEY };

async function fetchSession(): Promise<SessionUser | null> {
  try {
    // { user: null } without a session cookie; 401 when the cookie no longer opens a session.
    const { user } = await api<{ user: SessionUser | null }>(apiUrls.session, { quiet401: true });
    return user;
  } catch (error) {
    if (error instanceof ApiRequestError && error.status === 401) return null;
    throw error;
  }
}

/** Who is signed in: the provider's query, also read before the app's first render (app/first-data). */
export const sessionQueryOptions = queryOptions({ queryKey: SESSION_QUERY_KEY, queryFn: fetchSession, staleTime: 60_000 });

const AuthContext = createContext<AuthState | null>(null);

export function AuthProvider({ children }: { children: ReactNode }) {
  const queryClient = useQueryClient();
  const session = useQuery(sessionQueryOptions);
  const [signedOut, setSignedOut] = useState(false);

  const refresh = useCallback(async () => {
    await queryClient.invalidateQueries({ queryKey: SESSION_QUERY_KEY });
  }, [queryClient]);

  const setUser = useCallback(
    (user: SessionUser | null) => {
      if (user) setSignedOut(false);
      queryClient.setQueryData(SESSION_QUERY_KEY, user);
    },
    [queryClient],
  );

  const forgetSession = useCallback(async () => {
    // A session read still on its way (a refetch an event started) would set the user again.
    await queryClient.cancelQueries({ queryKey: SESSION_QUERY_KEY });
    // Set before the session is cleared, so no guard sees "signed out" without the reason.
    setSignedOut(true);
    queryClient.setQueryData(SESSION_QUERY_KEY, null);
    // Nothing of the previous user may linger in the cache for the next one.
    queryClient.removeQueries({ predicate: (query) => query.queryKey[0] !== SESSION_QUERY_KEY[0] });
  }, [queryClient]);

  const signOut = useCallback(
    async ({ force = false }: SignOutOptions = {}) => {
      const user = queryClient.getQueryData<SessionUser | null>(SESSION_QUERY_KEY) ?? null;
      try {
        await api('/api/auth/logout', { method: 'POST', quiet401: true });
      } catch (error) {
        // 401: the session had already ended, which is what signing out wants.
        const alreadyEnded = error instanceof ApiRequestError && error.status === 401;
        if (!alreadyEnded && !force) {
          console.warn('log out failed', error);
          toast.error(MESSAGES.logoutFailed, { duration: TOAST_MS.default });
          return false;
        }
      }
      trackUserEvent('user_behaviours.logged_out', user);
      await forgetSession();
      return true;
    },
    [queryClient, forgetSession],
  );

  useEffect(() => onUnauthorized(() => queryClient.setQueryData(SESSION_QUERY_KEY, null)), [queryClient]);

  const value = useMemo<AuthState>(() => {
    const user = session.data ?? null;
    return {
      isAuthenticated: user !== null,
      isLoading: session.isPending,
      user,
      isOnboarded: user?.isOnboarded ?? false,
      completedUseCases: user?.completedUseCases ?? [],
      signedOut: user === null && signedOut,
      refresh,
      setUser,
      signOut,
      forgetSession,
    };
  }, [session.data, session.isPending, signedOut, refresh, setUser, signOut, forgetSession]);

  return <AuthContext.Provider value={value}>{children}</AuthContext.Provider>;
}

/** The spec: using the auth hook outside its provider throws. */
export function useAuth(): AuthState {
  const value = useContext(AuthContext);
  if (!value) throw new Error('useAuth must be used within an AuthProvider');
  return value;
}

/** For tests and previews: a fixed auth state without the network. */
export function StaticAuthProvider({ value, children }: { value: AuthState; children: ReactNode }) {
  return <AuthContext.Provider value={value}>{children}</AuthContext.Provider>;
}

/** A fixed auth state for StaticAuthProvider: signed in when a user is given. */
export function staticAuthState(user: SessionUser | null, overrides: Partial<AuthState> = {}): AuthState {
  return {
    isAuthenticated: user !== null,
    isLoading: false,
    user,
    isOnboarded: user?.isOnboarded ?? false,
    completedUseCases: user?.completedUseCases ?? [],
    signedOut: false,
    refresh: () => Promise.resolve(),
    setUser: () => {},
    signOut: () => Promise.resolve(true),
    forgetSession: () => Promise.resolve(),
    ...overrides,
  };
}
