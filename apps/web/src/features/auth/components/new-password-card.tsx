import { AlertCircle } from 'lucide-react';
import { useState } from 'react';
import { useForm, type FieldErrors } from 'react-hook-form';
import { passwordProblems } from '@pathwise/core';
import { Logo } from '@/components/logo';
import { Alert, AlertDescription } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { describedBy, Field } from '@/components/ui/field';
import { ApiRequestError, NETWORK_ERROR_MESSAGE } from '@/lib/api-client';
import { messageOf, rulesResolver } from '@/lib/form';
import { validatePasswordReset, type PasswordResetValues } from '../auth-schemas';
import { PasswordInput } from '@/components/ui/password-input';
import { showPasswordProblems } from './password-problems';

const resolver = rulesResolver(validatePasswordReset);

export interface NewPasswordCardProps {
  title: string;
  description: string;
  submitLabel: string;
  /** Sends the new password; a failure (thrown) is shown in the card and the typed text stays. */
  onSubmit: (password: string) => Promise<void>;
}

/**
 * A new password, twice, with the sign-up rules: for a reset link, and for a verification link
 * opened away from the browser that signed up.
 */
export function NewPasswordCard({ title, description, submitLabel, onSubmit }: NewPasswordCardProps) {
  const [serverError, setServerError] = useState<string | null>(null);
  const form = useForm<PasswordResetValues>({ resolver, defaultValues: { password: '', confirmPassword: '' } });
  const { errors, isSubmitting } = form.formState;

  async function onValid({ password }: PasswordResetValues) {
    setServerError(null);
    try {
      await onSubmit(password);
    } catch (error) {
      if (error instanceof ApiRequestError && error.code === 'weak_password' && error.details.length > 0) {
        showPasswordProblems(error.details.map((detail) => detail.message));
      }
      setServerError(error instanceof ApiRequestError ? error.message : NETWORK_ERROR_MESSAGE);
    }
  }

  function onInvalid(invalid: FieldErrors<PasswordResetValues>) {
    if (invalid.password) showPasswordProblems(passwordProblems(form.getValues('password')));
  }

  const confirmError = messageOf(errors.confirmPassword);
  return (
    <Card className="w-full max-w-md">
      <CardHeader>
        <Logo />
        <CardTitle className="mt-4">{title}</CardTitle>
        <CardDescription>{description}</CardDescription>
      </CardHeader>
      <CardContent>
        <form noValidate onSubmit={(event) => void form.handleSubmit(onValid, onInvalid)(event)} className="flex flex-col gap-4">
          {serverError ? (
            <Alert variant="destructive">
              <AlertCircle aria-hidden="true" />
              <AlertDescription>{serverError}</AlertDescription>
            </Alert>
          ) : null}
          <Field id="new-password" label="New password">
            <PasswordInput
              id="new-password"
              autoComplete="new-password"
              aria-invalid={errors.password ? true : undefined}
              {...form.register('password', { deps: 'confirmPassword' })}
            />
          </Field>
          <Field id="confirm-password" label="Confirm new password" error={confirmError}>
            <PasswordInput
              id="confirm-password"
              autoComplete="new-password"
              {...describedBy('confirm-password', confirmError)}
              {...form.register('confirmPassword')}
            />
          </Field>
          <Button type="submit" disabled={isSubmitting} className="w-full">
            {isSubmitting ? 'Saving...' : submitLabel}
          </Button>
        </form>
      </CardContent>
    </Card>
  );
}
