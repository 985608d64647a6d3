import { AlertCircle } from 'lucide-react';
import { useState } from 'react';
import { toast } from '@/lib/toast';
import { passwordProblems, TOAST_MS } from '@pathwise/core';
import { Logo } from '@/components/logo';
import { Alert, AlertDescription } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { describedBy, Field } from '@/components/ui/field';
import { ApiRequestError, NETWORK_ERROR_MESSAGE } from '@/lib/api-client';
import { useForm, type FieldErrors } from '@/lib/form';
import { useConfirmPasswordReset } from '../api/confirm-password-reset';
import { validatePasswordReset, type PasswordResetValues } from '../auth-schemas';
import { AUTH_TEXT } from '../auth-messages';
import { PasswordInput } from './password-input';
import { showPasswordProblems } from './password-problems';

/** The reset link's form (`/auth?reset=true&token=…`): a new password, the same rules as sign-up. */
export function ResetPasswordCard({ token, onDone }: { token: string; onDone: () => void }) {
  const confirm = useConfirmPasswordReset();
  const [serverError, setServerError] = useState<string | null>(null);
  const form = useForm<PasswordResetValues>({
    validate: validatePasswordReset,
    defaultValues: { password: '', confirmPassword: '' },
  });
  const { errors, isSubmitting } = form;

  async function onValid({ password }: PasswordResetValues) {
    setServerError(null);
    try {
      await confirm.mutateAsync({ token, password });
      toast.success(AUTH_TEXT.passwordUpdated, { duration: TOAST_MS.product });
      onDone();
    } catch (error) {
      if (error instanceof ApiRequestError && error.code === 'weak_password' && error.details.length > 0) {
        showPasswordProblems(error.details.map((detail) => detail.message));
      }
      setServerError(error instanceof ApiRequestError ? error.message : NETWORK_ERROR_MESSAGE);
    }
  }

  function onInvalid(invalid: FieldErrors<PasswordResetValues>) {
    if (invalid.password) showPasswordProblems(passwordProblems(form.getValues().password));
  }

  const confirmError = errors.confirmPassword;
  return (
    <Card className="w-full max-w-md">
      <CardHeader>
        <Logo />
        <CardTitle className="mt-4">Set a new password</CardTitle>
        <CardDescription>Choose a new password for your account. You will log in with it afterwards.</CardDescription>
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
              {...form.field('password')}
            />
          </Field>
          <Field id="confirm-password" label="Confirm new password" error={confirmError}>
            <PasswordInput
              id="confirm-password"
              autoComplete="new-password"
              {...describedBy('confirm-password', confirmError)}
              {...form.field('confirmPassword')}
            />
          </Field>
          <Button type="submit" disabled={isSubmitting} className="w-full">
            {isSubmitting ? 'Saving...' : 'Set new password'}
          </Button>
        </form>
      </CardContent>
    </Card>
  );
}
