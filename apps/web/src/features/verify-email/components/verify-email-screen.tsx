import { ExternalLink, Loader2, Mail, RefreshCw } from 'lucide-react';
import { useRef } from 'react';
import { Navigate, useNavigate, useSearchParams } from 'react-router';
import { toast } from '@/lib/toast';
import { MESSAGES, RESEND_VERIFICATION_THROTTLE_MS, TOAST_MS } from '@pathwise/core';
import { signedInHome } from '@/lib/routes';
import { FullPageSpinner } from '@/components/full-page-spinner';
import { Logo } from '@/components/logo';
import { Button, buttonVariants } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardFooter, CardHeader, CardTitle } from '@/components/ui/card';
import { useAuth } from '@/lib/auth';
import { ApiRequestError, NETWORK_ERROR_MESSAGE } from '@/lib/api-client';
import { sessionStore, STORAGE_KEYS } from '@/lib/storage';
import { useResendVerification } from '../api/resend-verification';
import { webmailUrl } from '@pathwise/core/email-address';
import { VerificationSteps } from './verification-steps';

/** 'Check your email': after sign-up, until the link in the e-mail is opened. */
export function VerifyEmailScreen() {
  const auth = useAuth();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const resend = useResendVerification();
  const lastAttempt = useRef<number | null>(null);
  const sentBefore = useRef(false);
  // The spec's order: the signed-in user, the ?email= parameter, then what sign-up remembered.
  const email = auth.user?.email || params.get('email')?.trim() || sessionStore.get(STORAGE_KEYS.verificationEmail) || '';
  const webmail = email ? webmailUrl(email) : null;

  if (auth.isLoading) return <FullPageSpinner />;
  if (auth.user?.emailVerified) {
    return (
      <Navigate
        to={signedInHome({ isLoading: false, isAuthenticated: true, emailVerified: true, isOnboarded: auth.isOnboarded })}
        replace
      />
    );
  }

  async function onResend() {
    if (!email) {
      toast.error(MESSAGES.resendNoEmail, { duration: TOAST_MS.product });
      return;
    }
    const now = Date.now();
    if (lastAttempt.current !== null && now - lastAttempt.current < RESEND_VERIFICATION_THROTTLE_MS) {
      toast.error(MESSAGES.resendWait, { duration: TOAST_MS.product });
      return;
    }
    lastAttempt.current = now;
    try {
      await resend.mutateAsync(email);
      // The sign-up already sent one, so a resend is "again"; the very first resend says so plainly.
      toast.success(sentBefore.current ? MESSAGES.resendAgain : MESSAGES.resendSuccess, { duration: TOAST_MS.product });
      sentBefore.current = true;
    } catch (error) {
      toast.error(MESSAGES.resendFailed, {
        description: error instanceof ApiRequestError ? error.message : NETWORK_ERROR_MESSAGE,
        duration: TOAST_MS.product,
      });
    }
  }

  async function onBackToLogin() {
    if (auth.isAuthenticated && !(await auth.signOut())) return;
    await navigate('/auth');
  }

  return (
    <main className="flex min-h-screen items-center justify-center bg-muted/40 px-4 py-10 sm:px-6">
      <Card className="w-full max-w-lg">
        <CardHeader className="items-center text-center">
          <Logo />
          <span className="mt-4 flex size-12 items-center justify-center rounded-full bg-secondary text-secondary-foreground">
            <Mail className="size-6" aria-hidden="true" />
          </span>
          <CardTitle className="mt-2">Check your email</CardTitle>
          <CardDescription>
            {email ? (
              <>
                We sent a verification link to <strong className="break-all font-medium text-foreground">{email}</strong>. Open it to
                activate your account.
              </>
            ) : (
              'We sent you a verification link. Open it to activate your account.'
            )}
          </CardDescription>
        </CardHeader>
        <CardContent className="flex flex-col gap-6">
          <VerificationSteps />
          <div className="flex flex-col gap-2 sm:flex-row sm:justify-center">
            {webmail ? (
              <a href={webmail} target="_blank" rel="noopener noreferrer" className={buttonVariants()}>
                <ExternalLink aria-hidden="true" />
                Open your inbox
                <span className="sr-only"> (opens in a new tab)</span>
              </a>
            ) : null}
            <Button variant={webmail ? 'outline' : 'default'} onClick={() => void onResend()} disabled={resend.isPending}>
              {resend.isPending ? <Loader2 className="animate-spin" aria-hidden="true" /> : <RefreshCw aria-hidden="true" />}
              Resend verification email
            </Button>
          </div>
          <p className="text-center text-sm text-muted-foreground">Can't find it? Check your spam folder, or resend the email.</p>
        </CardContent>
        <CardFooter className="justify-center">
          <Button variant="ghost" onClick={() => void onBackToLogin()}>
            Back to login
          </Button>
        </CardFooter>
      </Card>
    </main>
  );
}
