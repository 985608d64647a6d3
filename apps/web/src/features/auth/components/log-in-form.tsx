import { Loader2 } from 'lucide-react';
import { useForm } from 'react-hook-form';
import { toast } from '@/lib/toast';
import { lockedRetryMessage, MESSAGES, TOAST_MS, type SessionUser } from '@pathwise/core';
import { Button } from '@/components/ui/button';
import { describedBy, Field } from '@/components/ui/field';
import { Input } from '@/components/ui/input';
import { trackUserEvent } from '@/lib/analytics';
import { messageOf, rulesResolver } from '@/lib/form';
import { ApiRequestError } from '@/lib/api-client';
import { localStore, STORAGE_KEYS } from '@/lib/storage';
import { logIn } from '../api/log-in';
import { clearLockout, lockLogin, minutesLeft, readLockout, recordFailedLogin, serverLockUntil } from '../login-lockout';
import { validateLogIn, type LogInValues } from '../auth-schemas';
import { ForgotPasswordLink } from './forgot-password-link';
import { PasswordInput } from '@/components/ui/password-input';

const showError = (message: string) => toast.error(message, { duration: TOAST_MS.product });
const resolver = rulesResolver(validateLogIn);

export function LogInForm({ onLoggedIn }: { onLoggedIn: (user: SessionUser) => void }) {
  const form = useForm<LogInValues>({ resolver, defaultValues: { email: '', password: '' } });
  const { errors, isSubmitting } = form.formState;

  async function onValid(values: LogInValues) {
    const now = Date.now();
    const lock = readLockout(now);
    if (lock.lockedUntil !== null) {
      // Locked here: the server is not asked, it would refuse anyway.
      showError(lockedRetryMessage(minutesLeft(lock.lockedUntil, now)));
      return;
    }
    try {
      const { user } = await logIn({ email: values.email.trim(), password: values.password });
      clearLockout();
      localStore.set(STORAGE_KEYS.hasLoggedInBefore, 'true');
      trackUserEvent('logged_in', user);
      onLoggedIn(user);
    } catch (error) {
      const code = error instanceof ApiRequestError ? error.code : 'network_error';
      trackUserEvent('login_failed', null, { reason: code });
      if (error instanceof ApiRequestError && error.status === 429 && error.code === 'account_locked') {
        lockLogin(serverLockUntil(error.retryAfterSeconds));
        showError(error.message || MESSAGES.lockedNow);
        return;
      }
      // The spec: any failure reads 'Invalid credentials' and counts toward the lockout.
      const state = recordFailedLogin();
      showError(state.lockedUntil !== null ? MESSAGES.lockedNow : MESSAGES.invalidCredentials);
    }
  }

  const emailError = messageOf(errors.email);
  const passwordError = messageOf(errors.password);
  return (
    <form noValidate onSubmit={(event) => void form.handleSubmit(onValid)(event)} className="flex flex-col gap-4">
      <Field id="login-email" label="Email" error={emailError}>
        <Input
          id="login-email"
          type="email"
          autoComplete="email"
          inputMode="email"
          placeholder="you@company.com"
          {...describedBy('login-email', emailError)}
          {...form.register('email')}
        />
      </Field>
      <Field id="login-password" label="Password" error={passwordError}>
        <PasswordInput
          id="login-password"
          autoComplete="current-password"
          {...describedBy('login-password', passwordError)}
          {...form.register('password')}
        />
      </Field>
      <div className="-mt-1 flex justify-end">
        <ForgotPasswordLink initialEmail={() => form.getValues('email')} />
      </div>
      <Button type="submit" disabled={isSubmitting} className="w-full">
        {isSubmitting ? <Loader2 className="animate-spin" aria-hidden="true" /> : null}
        {isSubmitting ? 'Logging in...' : 'Log in'}
      </Button>
    </form>
  );
}
