import { lazy, Suspense, type ReactNode } from 'react';
import { Navigate, useLocation } from '@/lib/router';
import { FullPageSpinner } from '@/components/full-page-spinner';
import { useAuth } from '@/features/auth/auth-context';
import { protectedRedirect, type GuardState } from './routes';
import { AppShell } from './layout/app-shell';

export { FullPageSpinner };

// Loaded only when a name is needed: it brings core's e-mail module (the Public Suffix List).
const WorkspaceNameDialog = lazy(async () => ({
  default: (await import('@/features/workspace/components/workspace-name-dialog')).WorkspaceNameDialog,
}));

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

/** The workspace naming modal, for a workspace whose name is still null (spec: workspace flow). */
export function WorkspaceNamePrompt() {
  const { user } = useAuth();
  if (!user?.workspace || user.workspace.name !== null) return null;
  return (
    <Suspense fallback={null}>
      <WorkspaceNameDialog />
    </Suspense>
  );
}

/** Non-public routes: the guard of the spec, then the sidebar layout (and the naming modal). */
export function ProtectedLayout({ children }: { children: ReactNode }) {
  const state = useGuardState();
  const { signedOut } = useAuth();
  const { pathname } = useLocation();
  if (state.isLoading) return <FullPageSpinner />;
  // Logging out (or the idle time-out) leads to /auth; only visitors who were never in go to /login.
  const redirect = !state.isAuthenticated && signedOut ? '/auth' : protectedRedirect(pathname, state);
  if (redirect) return <Navigate to={redirect} replace />;
  return (
    <>
      <AppShell>{children}</AppShell>
      <WorkspaceNamePrompt />
    </>
  );
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
