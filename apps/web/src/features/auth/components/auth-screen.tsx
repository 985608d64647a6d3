import { lazy, Suspense, useCallback, useEffect, useMemo, useState } from 'react';
import { Navigate, useLocation, useNavigate } from 'react-router';
import { toast } from '@/lib/toast';
import { MESSAGES, POST_SIGNUP_REDIRECT_MS, TOAST_MS, type SessionUser } from '@pathwise/core';
import { FullPageSpinner } from '@/components/full-page-spinner';
import { localStore, STORAGE_KEYS } from '@/lib/storage';
import { useAuth } from '@/lib/auth';
import { claimLink, readAuthLink } from '../auth-link';
import { clearLockout } from '../login-lockout';
import { sessionHome } from '../session-home';
import { useEmailVerification } from '../use-email-verification';
import { AuthCard, type AuthMode } from './auth-card';
import { AuthLayout } from './auth-layout';

// Only e-mailed links lead to these: a visitor who signs up or logs in does not download them.
const VerificationProgress = lazy(async () => ({ default: (await import('./verification-progress')).VerificationProgress }));
const ResetPasswordCard = lazy(async () => ({ default: (await import('./reset-password-card')).ResetPasswordCard }));
const ChoosePasswordCard = lazy(async () => ({ default: (await import('./link-choice-cards')).ChoosePasswordCard }));
const OtherAccountCard = lazy(async () => ({ default: (await import('./link-choice-cards')).OtherAccountCard }));

function initialMode(pathname: string, search: string): AuthMode {
  // An invitation's link opens sign-up, whoever logged in on this browser before.
  if (new URLSearchParams(search).get('mode') === 'signup') return 'signup';
  return pathname === '/login' || localStore.get(STORAGE_KEYS.hasLoggedInBefore) ? 'login' : 'signup';
}

/**
 * /auth and /login: sign-up and log-in, and the links that e-mails lead here (verification,
 * password reset, provider errors). A signed-in visitor is sent on to where they belong, except
 * while a link is being handled or the sign-up's short pause runs.
 */
export function AuthScreen() {
  const auth = useAuth();
  const location = useLocation();
  const navigate = useNavigate();
  const [mode, setMode] = useState<AuthMode>(() => initialMode(location.pathname, location.search));
  const [signedUp, setSignedUp] = useState<SessionUser | null>(null);
  const linkKey = `${location.search}${location.hash}`;
  const link = useMemo(() => readAuthLink(location.search, location.hash), [location.search, location.hash]);
  const verification = useEmailVerification(link, linkKey);

  useEffect(() => {
    if (link?.kind !== 'error' || !claimLink(linkKey)) return;
    toast.error(MESSAGES.urlVerificationFailed, { description: link.description, duration: TOAST_MS.product });
    void navigate('/auth', { replace: true });
  }, [link, linkKey, navigate]);

  // The spec: 'Account created successfully!' stays in view for a second before moving on.
  useEffect(() => {
    if (!signedUp) return;
    const timer = setTimeout(() => void navigate(sessionHome(signedUp), { replace: true }), POST_SIGNUP_REDIRECT_MS);
    return () => clearTimeout(timer);
  }, [signedUp, navigate]);

  const { setUser, refresh } = auth;
  const onSignedUp = useCallback(
    (user: SessionUser) => {
      setSignedUp(user);
      setUser(user);
    },
    [setUser],
  );

  const onPasswordReset = useCallback(() => {
    // The server lifted the account's lockout with the reset; this browser's own lock would
    // otherwise refuse the new password for the rest of the 15 minutes without asking it.
    clearLockout();
    setMode('login');
    // Every session of that account has ended on the server; read ours again.
    void refresh();
    void navigate('/auth', { replace: true });
  }, [refresh, navigate]);

  if (verification.otherAccount && auth.user) {
    return (
      <AuthLayout>
        <Suspense fallback={<FullPageSpinner />}>
          <OtherAccountCard verification={verification} signedInAs={auth.user.email} />
        </Suspense>
      </AuthLayout>
    );
  }
  if (verification.choosePasswordFor !== null) {
    return (
      <AuthLayout>
        <Suspense fallback={<FullPageSpinner />}>
          <ChoosePasswordCard verification={verification} />
        </Suspense>
      </AuthLayout>
    );
  }
  if (verification.active) {
    return (
      <AuthLayout>
        <Suspense fallback={<FullPageSpinner />}>
          <VerificationProgress state={verification} />
        </Suspense>
      </AuthLayout>
    );
  }
  if (link?.kind === 'reset') {
    return (
      <AuthLayout>
        <Suspense fallback={<FullPageSpinner />}>
          <ResetPasswordCard token={link.token} onDone={onPasswordReset} />
        </Suspense>
      </AuthLayout>
    );
  }
  if (auth.isLoading) return <FullPageSpinner />;
  if (auth.user && !signedUp && link === null) return <Navigate to={sessionHome(auth.user)} replace />;
  return (
    <AuthLayout>
      <AuthCard
        mode={mode}
        onModeChange={setMode}
        onSignedUp={onSignedUp}
        onLoggedIn={setUser}
        invitedEmail={new URLSearchParams(location.search).get('email') ?? ''}
      />
    </AuthLayout>
  );
}
