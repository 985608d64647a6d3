import { can, type SessionUser } from '@pathwise/core';

export type RequestStatus = 'open' | 'fulfilled';

/**
 * What /requests shows for its address (?status=fulfilled, ?q=), and whether the user may fulfil
 * requests with the workspace's own use cases (which the screen then lists). Read by the screen
 * and by the boot script, which asks for the same data before the screen's code arrives.
 */
export function requestsView(search: URLSearchParams, user: SessionUser | null) {
  const status: RequestStatus = search.get('status') === 'fulfilled' ? 'fulfilled' : 'open';
  return { status, q: search.get('q') ?? '', author: can(user?.workspace?.role, 'content.author') };
}
