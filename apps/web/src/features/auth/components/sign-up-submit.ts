import { createFormControl, type FieldErrors, type UseFormReturn } from 'react-hook-form';
import { toast } from '@/lib/toast';
import { MESSAGES, passwordProblems, TOAST_MS, type SessionUser } from '@pathwise/core';
import { trackUserEvent } from '@/lib/analytics';
import { rulesResolver } from '@/lib/form';
import { loadedForm, type FieldValue, type LoadedForm } from '@/lib/form-handover';
import { ApiRequestError, NETWORK_ERROR_MESSAGE } from '@/lib/api-client';
import { sessionStore, STORAGE_KEYS } from '@/lib/storage';
import { signUp } from '../api/sign-up';
import { validateSignUp, type SignUpValues } from '../auth-schemas';
import { showPasswordProblems } from './password-problems';

/*
 * Sign-up's rules and request, with the form library: loaded when the visitor first touches the
 * form (sign-up-form.tsx), which shows the same inputs before and after.
 */

const resolver = rulesResolver(validateSignUp);

type Form = Omit<UseFormReturn<SignUpValues>, 'formState'>;

function showServerError(error: unknown, form: Form): void {
  if (!(error instanceof ApiRequestError)) {
    toast.error(NETWORK_ERROR_MESSAGE, { duration: TOAST_MS.product });
    return;
  }
  switch (error.code) {
    case 'account_exists':
      toast.error(MESSAGES.accountExistsTitle, { description: MESSAGES.accountExistsDescription, duration: TOAST_MS.product });
      return;
    case 'invalid_email':
    case 'personal_email':
      form.setError('email', { type: 'server', message: error.message }, { shouldFocus: true });
      return;
    case 'weak_password':
      form.setError('password', { type: 'server', message: error.message });
      showPasswordProblems(error.details.length > 0 ? error.details.map((detail) => detail.message) : [error.message]);
      return;
    case 'terms_required':
      form.setError('acceptTerms', { type: 'server', message: MESSAGES.acceptTerms });
      return;
    default:
      toast.error(error.message, { duration: TOAST_MS.product });
  }
}

/** The sign-up form, starting from what its plain form held. */
export function signUpForm(values: Record<string, FieldValue>, first: SignUpValues, onSignedUp: (user: SessionUser) => void): LoadedForm {
  const form: Form = createFormControl<SignUpValues>({ resolver, defaultValues: { ...first, ...(values as Partial<SignUpValues>) } });

  async function onValid(submitted: SignUpValues) {
    try {
      const { user } = await signUp({ email: submitted.email.trim(), password: submitted.password, acceptTerms: submitted.acceptTerms });
      // The check-your-email screen shows this address even after a reload or sign-out.
      sessionStore.set(STORAGE_KEYS.verificationEmail, user.email);
      trackUserEvent('user_behaviours.signed_up', user);
      toast.success(MESSAGES.accountCreated, { duration: TOAST_MS.product });
      onSignedUp(user);
    } catch (error) {
      showServerError(error, form);
    }
  }

  function onInvalid(invalid: FieldErrors<SignUpValues>) {
    // The form shows one message per field; the password's rules are listed all at once.
    if (invalid.password) showPasswordProblems(passwordProblems(form.getValues('password')));
  }

  return loadedForm(form, onValid, onInvalid);
}
