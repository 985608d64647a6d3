import type { ComponentType } from 'react';
import type { SessionUser } from '@pathwise/core';
import { apiUrls } from '@/api/urls';
import { matchPath } from '@/lib/route-match';

/*
 * The screens, each in its own chunk, and the addresses that show them. The router builds its
 * routes from this table and the boot script reads it to start loading the first screen's
 * code, and the API answers it needs, before the main bundle has run.
 */

export const SCREENS = {
  auth: () => import('@/features/auth/components/auth-screen').then((m) => m.AuthScreen),
  verifyEmail: () => import('@/features/verify-email/components/verify-email-screen').then((m) => m.VerifyEmailScreen),
  onboarding: () => import('@/features/onboarding/components/onboarding-screen').then((m) => m.OnboardingScreen),
  home: () => import('@/features/home/components/home-screen').then((m) => m.HomeScreen),
  studio: () => import('@/features/studio/components/studio-screen').then((m) => m.StudioScreen),
  team: () => import('@/features/team/components/team-screen').then((m) => m.TeamScreen),
  library: () => import('@/features/library/components/library-screen').then((m) => m.LibraryScreen),
  useCase: () => import('@/features/use-case/components/use-case-screen').then((m) => m.UseCaseScreen),
} satisfies Record<string, () => Promise<ComponentType>>;

export type ScreenName = keyof typeof SCREENS;

const loaded = new Map<ScreenName, ComponentType>();

/** Loads a screen's code (once: the browser keeps the module) and remembers the component. */
export function loadScreen(name: ScreenName): Promise<ComponentType> {
  return SCREENS[name]().then((component) => {
    loaded.set(name, component);
    return component;
  });
}

/**
 * The screen's component if its code is already here: rendering it directly avoids a pass
 * through the loading state (React shows a revealed boundary no sooner than 300 ms later).
 */
export function loadedScreen(name: ScreenName): ComponentType | undefined {
  return loaded.get(name);
}

export interface ScreenRoute {
  path: string;
  screen: ScreenName;
  /** public: anyone; onboarding: a signed-in user (the onboarding gate); member: the protected layout. */
  access: 'public' | 'onboarding' | 'member';
  /** API answers the screen asks for as soon as it shows, for a member of a workspace. */
  data?: (params: Record<string, string>) => string[];
}

export const SCREEN_ROUTES: readonly ScreenRoute[] = [
  // The auth screen sends a signed-in visitor on itself: it must not while it handles a link.
  { path: '/auth', screen: 'auth', access: 'public' },
  { path: '/login', screen: 'auth', access: 'public' },
  { path: '/verify-email', screen: 'verifyEmail', access: 'public' },
  { path: '/onboarding', screen: 'onboarding', access: 'onboarding' },
  { path: '/home', screen: 'home', access: 'member', data: () => [apiUrls.feed('relevant'), apiUrls.useCases] },
  { path: '/studio', screen: 'studio', access: 'member' },
  { path: '/team', screen: 'team', access: 'member' },
  { path: '/library', screen: 'library', access: 'member', data: () => [apiUrls.useCases] },
  { path: '/use-case/:useCaseId', screen: 'useCase', access: 'member', data: ({ useCaseId = '' }) => [apiUrls.useCase(useCaseId)] },
];

/** The screen route an address shows, with its parameters. */
export function findScreenRoute(pathname: string): { route: ScreenRoute; params: Record<string, string> } | null {
  for (const route of SCREEN_ROUTES) {
    const params = matchPath(route.path, pathname);
    if (params) return { route, params };
  }
  return null;
}

/** Whether the session's user can read a member screen's data (else those requests would fail). */
export function isMember(user: SessionUser | null | undefined): boolean {
  return Boolean(user?.emailVerified && user.workspace);
}
