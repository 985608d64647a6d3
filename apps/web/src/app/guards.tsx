import type { ReactNode } from 'react';
import { Navigate, Outlet, useLocation } from 'react-router';
import { FullPageSpinner } from '@/components/full-page-spinner';
import { useAuth } from '@/lib/auth';
import { protectedRedirect, type GuardState } from '@/lib/routes';

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

/** Non-public routes: the guard of the spec; the member layout (app/layout) is below it. */
export function ProtectedLayout() {
  const state = useGuardState();
  const { signedOut } = useAuth();
  const { pathname } = useLocation();
  if (state.isLoading) return <FullPageSpinner />;
  // Logging out (or the idle time-out) leads to /auth; only visitors who were never in go to /login.
  const redirect = !state.isAuthenticated && signedOut ? '/auth' : protectedRedirect(pathname, state);
  if (redirect) return <Navigate to={redirect} replace />;
  return <Outlet />;
}

/**
 * /onboarding: signed out → /auth; signed in but unverified → the verify-email view in place;
 * otherwise the onboarding screen (which sends an onboarded user to /home itself).
 */
export function OnboardingGate({ verifyEmail, children }: { verifyEmail: ReactNode; children: ReactNode }) {
  const state = useGuardState();
  if (state.isLoading) return <FullPageSpinner />;
  if (!state.isAuthenticated) return <Navigate to="/auth" replace />;
  if (!state.emailVerified) return <>{verifyEmail}</>;
  return <>{children}</>;
}
