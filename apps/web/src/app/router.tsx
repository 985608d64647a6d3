import { lazy, Suspense, useEffect, useState } from 'react';
import { createBrowserRouter, Outlet, ScrollRestoration, useLocation, type RouteObject } from 'react-router';
import { useAuth } from '@/lib/auth';
import { FullPageSpinner } from '@/components/full-page-spinner';
import { VerificationLinkGuard } from '@/features/errors/misrouted-verification';
import { trackPageView } from '@/lib/analytics';
import { Landing, OnboardingGate, ProtectedLayout } from './guards';
import { NavigationAnnouncer, type RouteHandle } from './navigation-announcer';
import { RouteError } from './route-error';
import { isMember, loadMemberLayout, loadScreen, SCREEN_ROUTES, type ScreenRoute } from './screens';

function PageViews() {
  const { pathname, search, hash } = useLocation();
  const { user, isLoading } = useAuth();
  useEffect(() => {
    if (isLoading) return;
    // Sent from a task of its own: an address that changes with a keystroke (the library's
    // search) does not keep that keystroke's paint waiting for the request to be built.
    const { href, hostname } = window.location;
    const id = user?.id;
    setTimeout(() => trackPageView(id, href, hostname), 0);
    // One event per path change, not per auth refresh.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [pathname, search, hash, isLoading]);
  return null;
}

const SessionKeeper = lazy(async () => ({ default: (await import('./signed-in')).SessionKeeper }));
const Realtime = lazy(async () => ({ default: (await import('./signed-in')).Realtime }));

function Root() {
  const { user } = useAuth();
  const member = isMember(user) ? user.id : null;
  // Once someone has signed in, the keeper stays: it finishes an idle sign-out after the user is gone.
  const [keeper, setKeeper] = useState(false);
  if (user && !keeper) setKeeper(true);
  return (
    <>
      <VerificationLinkGuard>
        <PageViews />
        <Suspense fallback={null}>
          {keeper ? <SessionKeeper /> : null}
          {/* Keyed by user: another account in this tab gets its own socket. */}
          {member ? <Realtime key={member} /> : null}
        </Suspense>
        <Outlet />
      </VerificationLinkGuard>
      <NavigationAnnouncer />
      {/* Back and forward return to where the page was; a new screen starts at its top. */}
      <ScrollRestoration />
    </>
  );
}

/** What a route's lazy part adds to it. */
type LoadedRoute = Pick<RouteObject, 'element' | 'Component'>;

/**
 * The code of a route's screen(s), or, when it does not arrive, a screen that says so with 'Try
 * again'. Not a rejected lazy route: React Router keeps such a route half-loaded and renders
 * nothing at all below its root for it.
 */
async function loaded<T>(load: () => Promise<T>, render: (loaded: T) => LoadedRoute): Promise<LoadedRoute> {
  let result: T;
  try {
    result = await load();
  } catch (error) {
    return { element: <RouteError error={error} /> };
  }
  return render(result);
}

/**
 * A screen's route: its code loads with the route (the router waits for it and keeps the
 * previous screen meanwhile; the boot script may already have started it). A failed load, or a
 * screen that throws, shows the error with 'Try again' where the screen would be.
 */
function screenRoute({ path, screen, title }: ScreenRoute): RouteObject {
  const handle: RouteHandle = { title };
  return {
    path,
    handle,
    errorElement: <RouteError />,
    lazy: () =>
      loaded(
        () => loadScreen(screen),
        (Screen) => ({ Component: Screen }),
      ),
  };
}

/** /onboarding shows the verify-email view in place to a signed-in user who is not verified yet. */
function onboardingRoute({ path, screen, title }: ScreenRoute): RouteObject {
  const handle: RouteHandle = { title };
  return {
    path,
    handle,
    errorElement: <RouteError />,
    lazy: () =>
      loaded(
        () => Promise.all([loadScreen(screen), loadScreen('verifyEmail')]),
        ([Screen, VerifyEmail]) => ({
          element: (
            <OnboardingGate verifyEmail={<VerifyEmail />}>
              <Screen />
            </OnboardingGate>
          ),
        }),
      ),
  };
}

const loadNotFoundPage = () => import('@/features/errors/not-found-page').then((m) => m.NotFoundPage);

const byAccess = (access: ScreenRoute['access']) => SCREEN_ROUTES.filter((route) => route.access === access);

export const routes: RouteObject[] = [
  {
    element: <Root />,
    errorElement: <RouteError />,
    // Until the first screen's code is here (the page showed the same spinner before React).
    hydrateFallbackElement: <FullPageSpinner />,
    children: [
      { path: '/', element: <Landing /> },
      { path: '/index.html', element: <Landing /> },
      ...byAccess('public').map(screenRoute),
      ...byAccess('onboarding').map(onboardingRoute),
      // The member screens share one layout (guard, sidebar, top bar): it stays mounted between them.
      {
        element: <ProtectedLayout />,
        children: [
          {
            lazy: () => loaded(loadMemberLayout, (Layout) => ({ Component: Layout })),
            errorElement: <RouteError />,
            children: byAccess('member').map(screenRoute),
          },
        ],
      },
      {
        path: '*',
        handle: { title: 'Page Not Found' } satisfies RouteHandle,
        errorElement: <RouteError />,
        lazy: () => loaded(loadNotFoundPage, (Page) => ({ Component: Page })),
      },
    ],
  },
];

export function createRouter() {
  return createBrowserRouter(routes);
}
