import { useCallback, useEffect, useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import { toast } from '@/lib/toast';
import { MESSAGES, TOAST_MS, VERIFICATION_DIALOG_DELAY_MS, type SessionUser } from '@pathwise/core';
import { ApiRequestError } from '@/lib/api-client';
import { localStore, STORAGE_KEYS } from '@/lib/storage';
import { verifyEmail } from './api/verify-email';
import { useAuth } from '@/lib/auth';
import { claimLink, PROGRESS_CONFIRMED, PROGRESS_DONE, PROGRESS_STARTED, type AuthLink } from './auth-link';

export interface VerificationState {
  /** A verification link is being handled or has succeeded: the screen shows its progress. */
  active: boolean;
  progress: number;
  /** The success dialog, shown VERIFICATION_DIALOG_DELAY_MS after the bar is full. */
  dialogOpen: boolean;
  /** Opened away from the browser that signed up: the mailbox owner chooses the password first. */
  choosePasswordFor: string | null;
  /** Another account is signed in here: nothing happens until the user chooses. */
  otherAccount: boolean;
}

export interface Verification extends VerificationState {
  /** Verifies with the password the mailbox owner chose; a failure is thrown for the form. */
  submitPassword: (password: string) => Promise<void>;
  /** Signs the other account out, then uses the link. */
  logOutAndContinue: () => Promise<void>;
  /** Keeps the signed-in account and leaves the link unused. */
  stay: () => void;
}

const IDLE: VerificationState = { active: false, progress: 0, dialogOpen: false, choosePasswordFor: null, otherAccount: false };
const STARTED: VerificationState = { ...IDLE, active: true, progress: PROGRESS_STARTED };

/**
 * Handles `/auth?token_hash=…&type=signup` once per link: 25 while asking the server, 60 once it
 * confirmed, 100 when the new session is read back, then the dialog. The address bar is cleaned
 * to /auth so a reload does not spend the token again. Opened away from the browser that signed
 * up, the owner first chooses a password; opened while another account is signed in, the user
 * first chooses between staying and logging out (nothing is spent meanwhile).
 */
export function useEmailVerification(link: AuthLink, linkKey: string): Verification {
  const { refresh, setUser, signOut } = useAuth();
  const navigate = useNavigate();
  // A verification link shows its progress from the first paint, not the sign-up card.
  const [state, setState] = useState<VerificationState>(() => (link?.kind === 'verify' ? STARTED : IDLE));
  const dialogTimer = useRef<ReturnType<typeof setTimeout>>(undefined);
  const tokenHash = link?.kind === 'verify' ? link.tokenHash : null;

  useEffect(() => () => clearTimeout(dialogTimer.current), []);

  const cleanUrl = useCallback(() => void navigate('/auth', { replace: true }), [navigate]);

  const fail = useCallback(
    (error?: unknown) => {
      const serverMessage = error instanceof ApiRequestError ? error.message : '';
      toast.error(MESSAGES.verificationFailed, {
        description: serverMessage || MESSAGES.verificationFailedFallback,
        duration: TOAST_MS.product,
      });
      setState(IDLE);
      cleanUrl();
    },
    [cleanUrl],
  );

  const finish = useCallback(
    async (user: SessionUser) => {
      setUser(user);
      // The link signed the user in: next time the auth screen says 'Welcome back'.
      localStore.set(STORAGE_KEYS.hasLoggedInBefore, 'true');
      setState({ ...STARTED, progress: PROGRESS_CONFIRMED });
      cleanUrl();
      await refresh();
      setState((current) => ({ ...current, progress: PROGRESS_DONE }));
      dialogTimer.current = setTimeout(() => setState((current) => ({ ...current, dialogOpen: true })), VERIFICATION_DIALOG_DELAY_MS);
    },
    [cleanUrl, refresh, setUser],
  );

  const run = useCallback(
    async (token: string) => {
      setState(STARTED);
      try {
        const answer = await verifyEmail(token);
        if ('passwordRequired' in answer) setState({ ...IDLE, choosePasswordFor: answer.email });
        else await finish(answer.user);
      } catch (error) {
        if (error instanceof ApiRequestError && error.code === 'signed_in_as_other_account') setState({ ...IDLE, otherAccount: true });
        else fail(error);
      }
    },
    [fail, finish],
  );

  useEffect(() => {
    if (link?.kind !== 'verify' && link?.kind !== 'invalid-verify') return;
    if (!claimLink(linkKey)) return;
    // Tokens in the hash come from the previous provider's links, which this server cannot verify.
    if (link.kind === 'invalid-verify') {
      fail();
      return;
    }
    // The effect's cleanup must not cancel this: under StrictMode the second run is skipped by
    // claimLink, so the first run is the one that finishes.
    void run(link.tokenHash);
  }, [link, linkKey, fail, run]);

  const submitPassword = useCallback(
    async (password: string) => {
      if (!tokenHash) return;
      const answer = await verifyEmail(tokenHash, password);
      if ('user' in answer) await finish(answer.user);
    },
    [tokenHash, finish],
  );

  const logOutAndContinue = useCallback(async () => {
    if (!tokenHash || !(await signOut())) return;
    await run(tokenHash);
  }, [tokenHash, signOut, run]);

  const stay = useCallback(() => {
    setState(IDLE);
    cleanUrl();
  }, [cleanUrl]);

  return { ...state, submitPassword, logOutAndContinue, stay };
}
