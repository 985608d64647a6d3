import { useEffect, useRef, useState } from 'react';
import { useNavigate } from '@/lib/router';
import { toast } from '@/lib/toast';
import { MESSAGES, TOAST_MS, VERIFICATION_DIALOG_DELAY_MS } from '@pathwise/core';
import { ApiRequestError } from '@/lib/api-client';
import { localStore, STORAGE_KEYS } from '@/lib/storage';
import { verifyEmail } from './api/verify-email';
import { useAuth } from './auth-context';
import { claimLink, PROGRESS_CONFIRMED, PROGRESS_DONE, PROGRESS_STARTED, type AuthLink } from './auth-link';

export interface VerificationState {
  /** A verification link is being handled or has succeeded: the screen shows its progress. */
  active: boolean;
  progress: number;
  /** The success dialog, shown VERIFICATION_DIALOG_DELAY_MS after the bar is full. */
  dialogOpen: boolean;
}

const IDLE: VerificationState = { active: false, progress: 0, dialogOpen: false };

/**
 * Handles `/auth?token_hash=…&type=signup` once per link: 25 while asking the server, 60 once it
 * confirmed, 100 when the new session is read back, then the dialog. The address bar is cleaned
 * to /auth so a reload does not spend the token again.
 */
export function useEmailVerification(link: AuthLink, linkKey: string): VerificationState {
  const { refresh, setUser } = useAuth();
  const navigate = useNavigate();
  // A verification link shows its progress from the first paint, not the sign-up card.
  const [state, setState] = useState<VerificationState>(() =>
    link?.kind === 'verify' ? { active: true, progress: PROGRESS_STARTED, dialogOpen: false } : IDLE,
  );
  const dialogTimer = useRef<ReturnType<typeof setTimeout>>(undefined);

  useEffect(() => () => clearTimeout(dialogTimer.current), []);

  useEffect(() => {
    if (link?.kind !== 'verify' && link?.kind !== 'invalid-verify') return;
    if (!claimLink(linkKey)) return;
    const cleanUrl = () => void navigate('/auth', { replace: true });
    const fail = (error?: unknown) => {
      const serverMessage = error instanceof ApiRequestError ? error.message : '';
      toast.error(MESSAGES.verificationFailed, {
        description: serverMessage || MESSAGES.verificationFailedFallback,
        duration: TOAST_MS.product,
      });
      setState(IDLE);
      cleanUrl();
    };
    // Tokens in the hash come from the previous provider's links, which this server cannot verify.
    if (link.kind === 'invalid-verify') {
      fail();
      return;
    }
    // The effect's cleanup must not cancel this: under StrictMode the second run is skipped by
    // claimLink, so the first run is the one that finishes.
    setState({ active: true, progress: PROGRESS_STARTED, dialogOpen: false });
    void (async () => {
      try {
        const { user } = await verifyEmail(link.tokenHash);
        setUser(user);
        // The link signed the user in: next time the auth screen says 'Welcome back'.
        localStore.set(STORAGE_KEYS.hasLoggedInBefore, 'true');
        setState((current) => ({ ...current, progress: PROGRESS_CONFIRMED }));
        cleanUrl();
        await refresh();
        setState((current) => ({ ...current, progress: PROGRESS_DONE }));
        dialogTimer.current = setTimeout(() => setState((current) => ({ ...current, dialogOpen: true })), VERIFICATION_DIALOG_DELAY_MS);
      } catch (error) {
        fail(error);
      }
    })();
  }, [link, linkKey, navigate, refresh, setUser]);

  return state;
}
