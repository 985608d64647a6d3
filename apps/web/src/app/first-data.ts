import type { FetchQueryOptions, QueryClient } from '@tanstack/react-query';
import { can, type SessionUser } from '@pathwise/core';
import { requestsView } from '@/features/authoring/requests-address';
import { workspacePanels } from '@/features/workspace-admin/panels';
import { sessionQueryOptions } from '@/lib/auth';
import { findScreenRoute, isMember, type ScreenName } from './screens';

/*
 * The first screen's data, in the query cache before the app's first render. That render is a
 * transition, which React draws in slices of a few milliseconds; data that arrived after it would
 * be drawn by a query update instead, in one long task (on a slow phone, hundreds of ms). The boot
 * script asked for these answers while the main bundle downloaded (SCREEN_ROUTES' `data`), so the
 * wait is usually for nothing: the queries take those answers (lib/early-requests).
 */

/** The longest the first render waits for that data; after it, the screen shows its skeletons. */
export const FIRST_DATA_WAIT_MS = 1_000;

/** One query, tried once: a failure is the screen's to retry (its query does, when it mounts). */
function prefetch<T, K extends readonly unknown[]>(client: QueryClient, options: FetchQueryOptions<T, Error, T, K>) {
  return client.prefetchQuery({ ...options, retry: false });
}

type Prefill = (client: QueryClient, params: Record<string, string>, search: URLSearchParams, user: SessionUser) => Promise<unknown>;

const catalogueOnly: Prefill = async (client) => {
  const catalogue = await import('@/api/use-cases');
  return prefetch(client, catalogue.useCasesQueryOptions());
};

/** The queries each member screen with early data renders first: the same addresses as its `data`. */
const FIRST_QUERIES: Partial<Record<ScreenName, Prefill>> = {
  home: async (client) => {
    const [stories, catalogue] = await Promise.all([import('@/api/stories'), import('@/api/use-cases')]);
    return Promise.all([prefetch(client, stories.feedQueryOptions('relevant')), prefetch(client, catalogue.useCasesQueryOptions())]);
  },
  library: catalogueOnly,
  studio: catalogueOnly,
  useCaseEditor: async (client, { useCaseId = '' }) => {
    const authoring = await import('@/api/authoring');
    return Promise.all([
      prefetch(client, authoring.authoredQueryOptions(useCaseId)),
      prefetch(client, authoring.authoredListQueryOptions()),
    ]);
  },
  useCase: async (client, { useCaseId = '' }) => {
    const catalogue = await import('@/api/use-cases');
    return prefetch(client, catalogue.useCaseQueryOptions(useCaseId));
  },
  workspaceSettings: async (client, _, __, { workspace }) => {
    const admin = await import('@/features/workspace-admin/api/workspace-admin');
    const panels = workspacePanels(workspace?.role);
    return Promise.all([
      prefetch(client, admin.overviewQueryOptions()),
      panels.invitations ? prefetch(client, admin.invitationsQueryOptions()) : null,
      prefetch(client, admin.membersQueryOptions('', 1)),
      prefetch(client, admin.groupsQueryOptions()),
      panels.audit ? prefetch(client, admin.auditQueryOptions()) : null,
    ]);
  },
  requests: async (client, _, search, user) => {
    const [requests, catalogue] = await Promise.all([import('@/features/authoring/api/requests'), import('@/api/use-cases')]);
    const { status, q, author } = requestsView(search, user);
    return Promise.all([
      prefetch(client, requests.requestsQueryOptions(status, q)),
      author ? prefetch(client, catalogue.useCasesQueryOptions()) : null,
    ]);
  },
  accountSettings: async (client) => {
    const account = await import('@/features/account/api/account');
    return prefetch(client, account.accountSessionsQueryOptions());
  },
  notificationSettings: async (client) => {
    const [preferences, digest] = await Promise.all([import('@/api/notification-preferences'), import('@/features/digest/api/digest')]);
    return Promise.all([prefetch(client, preferences.preferencesQueryOptions()), prefetch(client, digest.digestSettingsQueryOptions())]);
  },
  integrations: async (client, _, __, { workspace }) => {
    if (!can(workspace?.role, 'integrations.manage')) return;
    const [digest, chat] = await Promise.all([
      import('@/features/digest/api/digest'),
      import('@/features/chat-notifications/api/webhooks'),
    ]);
    return Promise.all([prefetch(client, digest.digestSettingsQueryOptions()), prefetch(client, chat.webhooksQueryOptions())]);
  },
  team: async (client, _, search) => {
    const { teamFirstQueries } = await import('@/features/team/first-queries');
    const [stats, impact] = teamFirstQueries(search);
    return Promise.all([prefetch(client, stats), prefetch(client, impact)]);
  },
};

/** Reads the session and, for a member, the data of the screen at `location`. */
async function prefill(client: QueryClient, location: Pick<Location, 'pathname' | 'search'>): Promise<void> {
  const user = await client.fetchQuery({ ...sessionQueryOptions, retry: false });
  const first = findScreenRoute(location.pathname);
  const queries = first && FIRST_QUERIES[first.route.screen];
  if (!queries || !isMember(user)) return;
  await queries(client, first.params, new URLSearchParams(location.search), user);
}

/**
 * Resolves when the session and the first screen's data are in `client`'s cache, or after
 * FIRST_DATA_WAIT_MS, whichever comes first. Never rejects: a failed read is the screen's to show
 * (its query holds the error and tries again when the screen mounts).
 */
export function readFirstData(client: QueryClient, location: Pick<Location, 'pathname' | 'search'>): Promise<void> {
  return new Promise((resolve) => {
    const timer = setTimeout(resolve, FIRST_DATA_WAIT_MS);
    prefill(client, location)
      .catch(() => undefined)
      .finally(() => {
        clearTimeout(timer);
        resolve();
      });
  });
}
