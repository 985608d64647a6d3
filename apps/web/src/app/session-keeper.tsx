import { useEffect, useRef } from 'react';
import { useNavigate } from 'react-router';
import { toast } from '@/lib/toast';
import { INACTIVITY, MEMBER_MESSAGES, SESSION_REFRESH, TOAST_MS } from '@pathwise/core';
import { useAuth } from '@/lib/auth';
import { refreshSession } from '@/features/auth/api/refresh-session';
import { openTabActivity } from '@/lib/tab-activity';

const ACTIVITY_EVENTS = ['mousemove', 'mousedown', 'keydown', 'scroll', 'touchstart'] as const;

export interface SessionKeeperTiming {
  /** How often the session's end is checked (spec: 30 s). */
  refreshTickMs: number;
  /** Renew when the session ends within this many ticks (spec: 3). */
  refreshWithinTicks: number;
  /** Idle time after which the user is signed out (spec: 30 minutes). */
  idleTimeoutMs: number;
  /** How often idleness is checked (spec: 60 s). */
  idleCheckMs: number;
  /** Activity is told to the browser's other tabs at most this often (they need minutes, not moves). */
  shareActivityEveryMs: number;
  now: () => number;
}

export const DEFAULT_TIMING: SessionKeeperTiming = {
  refreshTickMs: SESSION_REFRESH.tickMs,
  refreshWithinTicks: SESSION_REFRESH.refreshWithinTicks,
  idleTimeoutMs: INACTIVITY.timeoutMs,
  idleCheckMs: INACTIVITY.checkEveryMs,
  shareActivityEveryMs: 10_000,
  now: () => Date.now(),
};

/**
 * Mounted once for the whole app; active only while someone is signed in. Renews the session
 * cookie before it ends and signs the user out after 30 idle minutes in the whole browser: the
 * tabs share their activity (they share the session). Timers are plain setInterval calls and
 * the clock is injectable, so tests drive them with fake timers.
 */
export function SessionKeeper({ timing = DEFAULT_TIMING }: { timing?: SessionKeeperTiming }) {
  const { user, setUser, signOut } = useAuth();
  const navigate = useNavigate();
  const signedIn = user !== null;
  const userRef = useRef(user);
  useEffect(() => {
    userRef.current = user;
  }, [user]);

  // Renewal: one tick every refreshTickMs, a renewal when the end is near.
  useEffect(() => {
    if (!signedIn) return;
    let renewing = false;
    const tick = async () => {
      const current = userRef.current;
      if (!current || renewing) return;
      const endsIn = Date.parse(current.expiresAt) - timing.now();
      if (!(endsIn <= timing.refreshTickMs * timing.refreshWithinTicks)) return;
      renewing = true;
      try {
        const { expiresAt } = await refreshSession();
        const latest = userRef.current;
        if (latest) setUser({ ...latest, expiresAt });
      } catch (error) {
        // A 401 has already signed the browser out (api-client); anything else retries next tick.
        console.warn('session not renewed', error);
      } finally {
        renewing = false;
      }
    };
    const interval = setInterval(() => void tick(), timing.refreshTickMs);
    return () => clearInterval(interval);
  }, [signedIn, setUser, timing]);

  // Inactivity: input here or in another tab resets the clock; a periodic check signs the idle user out.
  useEffect(() => {
    if (!signedIn) return;
    const tabs = openTabActivity();
    let lastActivity = timing.now();
    let lastShared = Number.NEGATIVE_INFINITY;
    const onActivity = () => {
      lastActivity = timing.now();
      if (lastActivity - lastShared < timing.shareActivityEveryMs) return;
      lastShared = lastActivity;
      tabs.share(lastActivity);
    };
    const stopListening = tabs.listen((at) => {
      lastActivity = Math.max(lastActivity, at);
    });
    for (const type of ACTIVITY_EVENTS) window.addEventListener(type, onActivity, { passive: true, capture: true });
    const interval = setInterval(() => {
      if (timing.now() - lastActivity < timing.idleTimeoutMs) return;
      clearInterval(interval);
      void (async () => {
        await signOut({ force: true });
        toast.error(MEMBER_MESSAGES.idleTimeout, { duration: TOAST_MS.product });
        await navigate('/auth');
      })();
    }, timing.idleCheckMs);
    return () => {
      clearInterval(interval);
      for (const type of ACTIVITY_EVENTS) window.removeEventListener(type, onActivity, { capture: true });
      stopListening();
      tabs.close();
    };
  }, [signedIn, signOut, navigate, timing]);

  return null;
}
