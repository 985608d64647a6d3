import { findScreenRoute, isMember, loadMemberLayout, loadScreen } from '@/app/screens';
import { apiUrls } from '@/api/urls';
import { requestEarly } from '@/lib/early-requests';
import type { SessionUser } from '@pathwise/core';

/*
 * The first script to run, a small one: while the main bundle downloads, it starts loading the
 * code of the screen at this address and, for a member, the API answers that screen reads
 * first. The app takes them over when it gets there (lib/early-requests).
 */

const session = requestEarly(apiUrls.session);
const first = findScreenRoute(window.location.pathname);
if (first) {
  // A failed download shows when the router renders the screen; nothing to do here.
  loadScreen(first.route.screen).catch(() => undefined);
  if (first.route.access === 'member') loadMemberLayout().catch(() => undefined);
  const { data } = first.route;
  if (data && session) {
    session
      .then((response) => (response.ok ? (response.clone().json() as Promise<{ user: SessionUser | null }>) : null))
      .then(async (body) => {
        const user = body?.user;
        if (!isMember(user)) return;
        for (const url of await data(first.params, new URLSearchParams(window.location.search), user)) void requestEarly(url);
      })
      .catch(() => undefined);
  }
}
