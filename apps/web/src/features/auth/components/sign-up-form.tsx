import { Loader2 } from 'lucide-react';
import { useForm, type FieldErrors, type UseFormReturn } from 'react-hook-form';
import { toast } from '@/lib/toast';
import { MESSAGES, passwordProblems, TOAST_MS, type SessionUser } from '@pathwise/core';
import { Button } from '@/components/ui/button';
import { Checkbox } from '@/components/ui/checkbox';
import { describedBy, Field } from '@/components/ui/field';
import { FieldError } from '@/components/ui/field-error';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { trackUserEvent } from '@/lib/analytics';
import { messageOf, rulesResolver } from '@/lib/form';
import { ApiRequestError, NETWORK_ERROR_MESSAGE } from '@/lib/api-client';
import { sessionStore, STORAGE_KEYS } from '@/lib/storage';
import { signUp } from '../api/sign-up';
import { preloadEmailRules, validateSignUp, type SignUpValues } from '../auth-schemas';
import { PasswordInput } from '@/components/ui/password-input';
import { showPasswordProblems } from './password-problems';

const resolver = rulesResolver(validateSignUp);

function showServerError(error: unknown, form: UseFormReturn<SignUpValues>): void {
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

export function SignUpForm({ onSignedUp, initialEmail = '' }: { onSignedUp: (user: SessionUser) => void; initialEmail?: string }) {
  const form = useForm<SignUpValues>({ resolver, defaultValues: { email: initialEmail, password: '', acceptTerms: false } });
  const { errors, isSubmitting } = form.formState;

  async function onValid(values: SignUpValues) {
    try {
      const { user } = await signUp({ email: values.email.trim(), password: values.password, acceptTerms: values.acceptTerms });
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

  const emailError = messageOf(errors.email);
  const termsError = messageOf(errors.acceptTerms);
  return (
    <form noValidate onSubmit={(event) => void form.handleSubmit(onValid, onInvalid)(event)} className="flex flex-col gap-4">
      <Field id="signup-email" label="Work email" error={emailError}>
        <Input
          id="signup-email"
          type="email"
          autoComplete="email"
          inputMode="email"
          placeholder="you@company.com"
          {...describedBy('signup-email', emailError)}
          {...form.register('email')}
          onFocus={preloadEmailRules}
        />
      </Field>
      <Field id="signup-password" label="Password">
        <PasswordInput
          id="signup-password"
          autoComplete="new-password"
          aria-invalid={errors.password ? true : undefined}
          {...form.register('password')}
        />
      </Field>
      <div className="flex flex-col gap-2">
        <div className="flex items-start gap-2">
          <Checkbox id="signup-terms" className="mt-0.5" {...describedBy('signup-terms', termsError)} {...form.register('acceptTerms')} />
          <Label htmlFor="signup-terms" className="font-normal leading-snug">
            I accept the terms and conditions
          </Label>
        </div>
        <FieldError id="signup-terms-error">{termsError}</FieldError>
      </div>
      <Button type="submit" disabled={isSubmitting} className="w-full">
        {isSubmitting ? <Loader2 className="animate-spin" aria-hidden="true" /> : null}
        {isSubmitting ? 'Creating account...' : 'Create account'}
      </Button>
    </form>
  );
}
