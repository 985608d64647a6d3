import { useCallback } from 'react';
import { useAuth } from '@/lib/auth';
import { useRealtime } from '@/lib/realtime';

/*
 * What runs only for a signed-in user, in a chunk of its own (loaded on sign-in): the session
 * keeper and the realtime socket. The log-in page does not download them.
 */

export { SessionKeeper } from './session-keeper';

/**
 * One realtime socket per tab, for a verified member of a workspace (the server admits no one
 * else). When the server ends the socket with the session, the tab learns it is signed out.
 */
export function Realtime() {
  const { refresh } = useAuth();
  const onSessionEnded = useCallback(() => void refresh(), [refresh]);
  useRealtime(true, { onSessionEnded });
  return null;
}
