import type { ComponentType } from 'react';
import { can, type SessionUser } from '@pathwise/core';
import { apiUrls } from '@/api/urls';
import { matchPath } from '@/lib/route-match';
import { requestsView } from '@/features/authoring/requests-address';
import { workspacePanels } from '@/features/workspace-admin/panels';

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
  prompts: () => import('@/features/prompts/components/prompt-library-screen').then((m) => m.PromptLibraryScreen),
  useCaseEditor: () => import('@/features/authoring/components/use-case-editor-screen').then((m) => m.UseCaseEditorScreen),
  requests: () => import('@/features/authoring/components/requests-screen').then((m) => m.RequestsScreen),
  // Settings of issue 17, composed here until issue 15's settings layout mounts their parts.
  notificationSettings: () => import('./settings/notification-settings-screen').then((m) => m.NotificationSettingsScreen),
  integrations: () => import('./settings/integrations-screen').then((m) => m.IntegrationsScreen),
  accountSettings: () => import('./settings/account-settings-screen').then((m) => m.AccountSettingsScreen),
  workspaceSettings: () => import('./settings/workspace-settings-screen').then((m) => m.WorkspaceSettingsScreen),
} satisfies Record<string, () => Promise<ComponentType>>;

export type ScreenName = keyof typeof SCREENS;

/** The signed-in screens' layout (sidebar, top bar), in a chunk of its own: public pages skip it. */
export const loadMemberLayout = (): Promise<ComponentType> => import('./layout/member-layout').then((m) => m.MemberLayout);

/** Loads a screen's code (once: the browser keeps the module; the boot script may have started it). */
export function loadScreen(name: ScreenName): Promise<ComponentType> {
  return SCREENS[name]();
}

export interface ScreenRoute {
  path: string;
  screen: ScreenName;
  /** public: anyone; onboarding: a signed-in user (the onboarding gate); member: the protected layout. */
  access: 'public' | 'onboarding' | 'member';
  /** The document title's first part ('Content Library · Pathwise'), also announced on arrival. */
  title: string;
  /**
   * API answers the screen asks for as soon as it shows, for a member of a workspace. A rule the
   * boot script should not carry on every page (the team's range) comes in a small chunk of its own.
   */
  data?: (params: Record<string, string>, search: URLSearchParams, user: SessionUser) => string[] | Promise<string[]>;
}

export const SCREEN_ROUTES: readonly ScreenRoute[] = [
  // The auth screen sends a signed-in visitor on itself: it must not while it handles a link.
  { path: '/auth', screen: 'auth', access: 'public', title: 'Log in or sign up' },
  { path: '/login', screen: 'auth', access: 'public', title: 'Log in or sign up' },
  { path: '/verify-email', screen: 'verifyEmail', access: 'public', title: 'Check your email' },
  { path: '/onboarding', screen: 'onboarding', access: 'onboarding', title: 'Welcome' },
  { path: '/home', screen: 'home', access: 'member', title: 'Home', data: () => [apiUrls.feed('relevant'), apiUrls.useCases] },
  { path: '/studio', screen: 'studio', access: 'member', title: 'My Studio', data: () => [apiUrls.useCases] },
  {
    path: '/team',
    screen: 'team',
    access: 'member',
    title: 'Team Activity',
    data: (_, search) => import('@/features/team/address-range').then((m) => m.teamFigureUrls(search)),
  },
  { path: '/library', screen: 'library', access: 'member', title: 'Content Library', data: () => [apiUrls.useCases] },
  { path: '/prompts', screen: 'prompts', access: 'member', title: 'Prompt Library' },
  {
    path: '/authoring/:useCaseId',
    screen: 'useCaseEditor',
    access: 'member',
    title: 'Edit use case',
    data: ({ useCaseId = '' }) => [apiUrls.authored(useCaseId), apiUrls.authoredList],
  },
  {
    path: '/requests',
    screen: 'requests',
    access: 'member',
    title: 'Use-case requests',
    data: (_, search, user) => {
      const { status, q, author } = requestsView(search, user);
      return [apiUrls.requests(status, q), ...(author ? [apiUrls.useCases] : [])];
    },
  },
  {
    path: '/settings/notifications',
    screen: 'notificationSettings',
    access: 'member',
    title: 'Notification settings',
    data: () => [apiUrls.notificationPreferences, apiUrls.digestSettings],
  },
  {
    path: '/settings/integrations',
    screen: 'integrations',
    access: 'member',
    title: 'Workspace integrations',
    // Admins only: the screen shows others where their choices are.
    data: (_, __, { workspace }) => (can(workspace?.role, 'integrations.manage') ? [apiUrls.digestSettings, apiUrls.webhooks] : []),
  },
  {
    path: '/settings/workspace',
    screen: 'workspaceSettings',
    access: 'member',
    title: 'Workspace settings',
    data: (_, __, { workspace }) => {
      const panels = workspacePanels(workspace?.role);
      return [
        apiUrls.workspace,
        ...(panels.invitations ? [apiUrls.invitations] : []),
        apiUrls.members('', 1),
        apiUrls.groups,
        ...(panels.audit ? [apiUrls.audit] : []),
      ];
    },
  },
  { path: '/settings/account', screen: 'accountSettings', access: 'member', title: 'My account', data: () => [apiUrls.accountSessions] },
  {
    path: '/use-case/:useCaseId',
    screen: 'useCase',
    access: 'member',
    title: 'Use case',
    data: ({ useCaseId = '' }) => [apiUrls.useCase(useCaseId)],
  },
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
export function isMember(user: SessionUser | null | undefined): user is SessionUser {
  return Boolean(user?.emailVerified && user.workspace);
}
