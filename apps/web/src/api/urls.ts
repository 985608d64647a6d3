import type { FeedFilter } from '@pathwise/core';

/*
 * The API addresses the screens read first. Shared by the queries and the boot script, which
 * asks for them early: an early answer is only used when the address is exactly the same.
 */

export const apiUrls = {
  session: '/api/session',
  useCases: '/api/use-cases',
  useCase: (id: string) => `/api/use-cases/${encodeURIComponent(id)}`,
  feed: (filter: FeedFilter) => `/api/feed?filter=${filter}`,
  /** The workspace's own use cases, as their authors see them. */
  authoredList: '/api/authoring/use-cases',
  /** A workspace use case as its authors edit it (the editor's address). */
  authored: (id: string) => `/api/authoring/use-cases/${encodeURIComponent(id)}`,
  /** /settings/workspace: the workspace, its first page of members, groups, invitations, audit log. */
  workspace: '/api/workspace',
  members: (q: string, page: number) =>
    `/api/workspace/members?${new URLSearchParams(q ? { page: String(page), q } : { page: String(page) }).toString()}`,
  groups: '/api/groups',
  invitations: '/api/invitations',
  audit: '/api/workspace/audit',
  /** /requests: the requests of one status, matching a search. */
  requests: (status: 'open' | 'fulfilled', q: string) =>
    `/api/use-case-requests?${new URLSearchParams(q.trim() ? { status, q: q.trim() } : { status }).toString()}`,
  /** /settings/account: the account's signed-in sessions. */
  accountSessions: '/api/account/sessions',
  /** /settings/notifications and /settings/integrations: the member's choices, the digest, the chat webhooks. */
  notificationPreferences: '/api/notifications/preferences',
  digestSettings: '/api/digest/settings',
  webhooks: '/api/integrations/chat',
} as const;
