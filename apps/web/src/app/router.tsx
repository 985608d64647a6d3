import { lazy, Suspense, useEffect, type ComponentType, type ReactNode } from 'react';
import { createBrowserRouter, Outlet, useLocation } from 'react-router';
import { useAuth } from '@/features/auth/auth-context';
import { NotFoundPage } from '@/features/errors/not-found-page';
import { VerificationLinkGuard } from '@/features/errors/misrouted-verification';
import { trackPageView } from '@/lib/analytics';
import { useRealtime } from '@/lib/realtime';
import { FullPageSpinner, Landing, OnboardingGate, ProtectedLayout } from './guards';
import { SessionKeeper } from './session-keeper';

function screen<T extends Record<string, ComponentType>>(load: () => Promise<T>, name: keyof T) {
  const Component = lazy(async () => ({ default: (await load())[name] as ComponentType }));
  return function Screen() {
    return (
      <Suspense fallback={<FullPageSpinner />}>
        <Component />
      </Suspense>
    );
  };
}

const AuthScreen = screen(() => import('@/features/auth/components/auth-screen'), 'AuthScreen');
const VerifyEmailScreen = screen(() => import('@/features/verify-email/components/verify-email-screen'), 'VerifyEmailScreen');
const OnboardingScreen = screen(() => import('@/features/onboarding/components/onboarding-screen'), 'OnboardingScreen');
const HomeScreen = screen(() => import('@/features/home/components/home-screen'), 'HomeScreen');
const StudioScreen = screen(() => import('@/features/studio/components/studio-screen'), 'StudioScreen');
const TeamScreen = screen(() => import('@/features/team/components/team-screen'), 'TeamScreen');
const LibraryScreen = screen(() => import('@/features/library/components/library-screen'), 'LibraryScreen');
const UseCaseScreen = screen(() => import('@/features/use-case/components/use-case-screen'), 'UseCaseScreen');

function PageViews() {
  const { pathname, search, hash } = useLocation();
  const { user, isLoading } = useAuth();
  useEffect(() => {
    if (isLoading) return;
    trackPageView(user?.id, window.location.href, window.location.hostname);
    // One event per path change, not per auth refresh.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [pathname, search, hash, isLoading]);
  return null;
}

/** One realtime socket per tab, for a verified member of a workspace (the server admits no one else). */
function Realtime() {
  useRealtime(true);
  return null;
}

function Root() {
  const { user } = useAuth();
  const member = user?.emailVerified && user.workspace ? user.id : null;
  return (
    <VerificationLinkGuard>
      <PageViews />
      <SessionKeeper />
      {/* Keyed by user: another account in this tab gets its own socket. */}
      {member ? <Realtime key={member} /> : null}
      <Outlet />
    </VerificationLinkGuard>
  );
}

const protectedRoute = (path: string, element: ReactNode) => ({ path, element: <ProtectedLayout>{element}</ProtectedLayout> });

export const routes = [
  {
    element: <Root />,
    children: [
      { path: '/', element: <Landing /> },
      { path: '/index.html', element: <Landing /> },
      // AuthScreen sends a signed-in visitor on itself: it must not while it handles a link.
      { path: '/auth', element: <AuthScreen /> },
      { path: '/login', element: <AuthScreen /> },
      { path: '/verify-email', element: <VerifyEmailScreen /> },
      {
        path: '/onboarding',
        element: (
          <OnboardingGate verifyEmail={<VerifyEmailScreen />}>
            <OnboardingScreen />
          </OnboardingGate>
        ),
      },
      protectedRoute('/home', <HomeScreen />),
      protectedRoute('/studio', <StudioScreen />),
      protectedRoute('/team', <TeamScreen />),
      protectedRoute('/library', <LibraryScreen />),
      protectedRoute('/use-case/:useCaseId', <UseCaseScreen />),
      { path: '*', element: <NotFoundPage /> },
    ],
  },
];

export function createRouter() {
  return createBrowserRouter(routes);
}
