import { useQuery, useQueryClient } from '@tanstack/react-query';
import { createContext, useCallback, useContext, useEffect, useMemo, type ReactNode } from 'react';
import { api, ApiRequestError, onUnauthorized } from '@/lib/api-client';

export interface SessionUser {
  id: string;
  email: string;
  /** The part of the e-mail before the at-sign, or 'User' without an e-mail (spec). */
  name: string;
  emailVerified: boolean;
  isOnboarded: boolean;
  workspace: { id: string; name: string | null } | null;
  completedUseCases: string[];
}

export interface AuthState {
  isAuthenticated: boolean;
  isLoading: boolean;
  user: SessionUser | null;
  isOnboarded: boolean;
  completedUseCases: string[];
  refresh: () => Promise<void>;
}

export const SESSION_QUERY_KEY = ['session'] as const;

/** The spec's session user name: the part of the e-mail before the at-sign, or 'User'. */
export function displayName(email: string | null | undefined): string {
  const local = email?.split('@')[0]?.trim();
  return local ? local : 'User';
}

async function fetchSession(): Promise<SessionUser | null> {
  try {
    const { user } = await api<{ user: SessionUser }>('/api/session', { quiet401: true });
    return user;
  } catch (error) {
    // Signed out (401), or an API without sessions yet (404): nobody is signed in.
    if (error instanceof ApiRequestError && (error.status === 401 || error.status === 404)) return null;
    throw error;
  }
}

const AuthContext = createContext<AuthState | null>(null);

export function AuthProvider({ children }: { children: ReactNode }) {
  const queryClient = useQueryClient();
  const session = useQuery({ queryKey: SESSION_QUERY_KEY, queryFn: fetchSession, staleTime: 60_000 });

  const refresh = useCallback(async () => {
    await queryClient.invalidateQueries({ queryKey: SESSION_QUERY_KEY });
  }, [queryClient]);

  useEffect(() => onUnauthorized(() => queryClient.setQueryData(SESSION_QUERY_KEY, null)), [queryClient]);

  const value = useMemo<AuthState>(() => {
    const user = session.data ?? null;
    return {
      isAuthenticated: user !== null,
      isLoading: session.isPending,
      user,
      isOnboarded: user?.isOnboarded ?? false,
      completedUseCases: user?.completedUseCases ?? [],
      refresh,
    };
  }, [session.data, session.isPending, refresh]);

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
