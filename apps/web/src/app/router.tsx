import { lazy, Suspense, useEffect, type ReactElement } from 'react';
import { createBrowserRouter, Outlet, useLocation } from '@/lib/router';
import { useAuth } from '@/features/auth/auth-context';
import { NotFoundPage } from '@/features/errors/not-found-page';
import { VerificationLinkGuard } from '@/features/errors/misrouted-verification';
import { trackPageView } from '@/lib/analytics';
import { useRealtime } from '@/lib/realtime';
import { FullPageSpinner, Landing, OnboardingGate, ProtectedLayout } from './guards';
import { isMember, loadedScreen, loadScreen, SCREEN_ROUTES, SCREENS, type ScreenName, type ScreenRoute } from './screens';
import { SessionKeeper } from './session-keeper';

/** A screen whose code loads when it is first shown (or earlier: the boot script). */
function screen(name: ScreenName) {
  const Lazy = lazy(async () => ({ default: await loadScreen(name) }));
  return function Screen() {
    // Already loaded (by the boot script, or an earlier visit): shown at once.
    const Loaded = loadedScreen(name);
    if (Loaded) return <Loaded />;
    return (
      <Suspense fallback={<FullPageSpinner />}>
        <Lazy />
      </Suspense>
    );
  };
}

const screens = Object.fromEntries((Object.keys(SCREENS) as ScreenName[]).map((name) => [name, screen(name)])) as Record<
  ScreenName,
  () => ReactElement
>;

function screenElement({ screen: name, access }: ScreenRoute) {
  const Screen = screens[name];
  if (access === 'member') {
    return (
      <ProtectedLayout>
        <Screen />
      </ProtectedLayout>
    );
  }
  if (access === 'onboarding') {
    const VerifyEmail = screens.verifyEmail;
    return (
      <OnboardingGate verifyEmail={<VerifyEmail />}>
        <Screen />
      </OnboardingGate>
    );
  }
  return <Screen />;
}

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
  const member = user && isMember(user) ? user.id : null;
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

export const routes = [
  {
    element: <Root />,
    children: [
      { path: '/', element: <Landing /> },
      { path: '/index.html', element: <Landing /> },
      ...SCREEN_ROUTES.map((route) => ({ path: route.path, element: screenElement(route) })),
      { path: '*', element: <NotFoundPage /> },
    ],
  },
];

export function createRouter() {
  return createBrowserRouter(routes);
}
