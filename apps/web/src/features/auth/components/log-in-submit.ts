import { createFormControl } from 'react-hook-form';
import { toast } from '@/lib/toast';
import { lockedRetryMessage, MESSAGES, TOAST_MS, type SessionUser } from '@pathwise/core';
import { trackUserEvent } from '@/lib/analytics';
import { rulesResolver } from '@/lib/form';
import { loadedForm, type FieldValue, type LoadedForm } from '@/lib/form-handover';
import { ApiRequestError } from '@/lib/api-client';
import { localStore, STORAGE_KEYS } from '@/lib/storage';
import { logIn } from '../api/log-in';
import { clearLockout, lockLogin, minutesLeft, readLockout, recordFailedLogin, serverLockUntil } from '../login-lockout';
import { validateLogIn, type LogInValues } from '../auth-schemas';

/*
 * Log-in's rules and request, with the form library: loaded when the visitor first touches the
 * form (log-in-form.tsx), which shows the same inputs before and after.
 */

const showError = (message: string) => toast.error(message, { duration: TOAST_MS.product });
const resolver = rulesResolver(validateLogIn);

/** The log-in form, starting from what its plain form held. */
export function logInForm(values: Record<string, FieldValue>, first: LogInValues, onLoggedIn: (user: SessionUser) => void): LoadedForm {
  const form = createFormControl<LogInValues>({ resolver, defaultValues: { ...first, ...(values as Partial<LogInValues>) } });

  async function onValid(submitted: LogInValues) {
    const now = Date.now();
    const lock = readLockout(now);
    if (lock.lockedUntil !== null) {
      // Locked here: the server is not asked, it would refuse anyway.
      showError(lockedRetryMessage(minutesLeft(lock.lockedUntil, now)));
      return;
    }
    try {
      const { user } = await logIn({ email: submitted.email.trim(), password: submitted.password });
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

  return loadedForm(form, onValid);
}
