import { Loader2 } from 'lucide-react';
import type { ReactNode } from 'react';
import { Navigate, useLocation } from 'react-router';
import { useAuth } from '@/features/auth/auth-context';
import { protectedRedirect, signedInHome, type GuardState } from './routes';
import { AppShell } from './layout/app-shell';

export function FullPageSpinner({ label = 'Loading...' }: { label?: string }) {
  return (
    <div role="status" className="flex min-h-[50vh] items-center justify-center gap-2 text-muted-foreground">
      <Loader2 className="size-5 animate-spin" aria-hidden="true" />
      <span>{label}</span>
    </div>
  );
}

export function useGuardState(): GuardState {
  const auth = useAuth();
  return {
    isLoading: auth.isLoading,
    isAuthenticated: auth.isAuthenticated,
    emailVerified: auth.user?.emailVerified ?? false,
    isOnboarded: auth.isOnboarded,
  };
}

/** / and /index.html: wait for auth, then /home for a signed-in user and /auth for anyone else. */
export function Landing() {
  const state = useGuardState();
  if (state.isLoading) return <FullPageSpinner />;
  return <Navigate to={state.isAuthenticated ? '/home' : '/auth'} replace />;
}

/** Non-public routes: the guard of the spec, then the sidebar layout. */
export function ProtectedLayout({ children }: { children: ReactNode }) {
  const state = useGuardState();
  const { pathname } = useLocation();
  if (state.isLoading) return <FullPageSpinner />;
  const redirect = protectedRedirect(pathname, state);
  if (redirect) return <Navigate to={redirect} replace />;
  return <AppShell>{children}</AppShell>;
}

/** /auth and /login: a signed-in user is sent on to where they belong. */
export function SignedOutOnly({ children }: { children: ReactNode }) {
  const state = useGuardState();
  if (state.isLoading) return <FullPageSpinner />;
  if (state.isAuthenticated) return <Navigate to={signedInHome(state)} replace />;
  return <>{children}</>;
}
