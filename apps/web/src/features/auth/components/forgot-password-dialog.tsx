import { MailCheck } from 'lucide-react';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { MESSAGES } from '@pathwise/core';
import { Alert, AlertDescription } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Dialog, DialogClose, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from '@/components/ui/dialog';
import { describedBy, Field } from '@/components/ui/field';
import { Input } from '@/components/ui/input';
import { messageOf, rulesResolver } from '@/lib/form';
import { useRequestPasswordReset } from '../api/request-password-reset';
import { validateForgotPassword, type ForgotPasswordValues } from '../auth-schemas';
import type { DeferredContentProps } from '@/components/deferred-dialog';

/**
 * The 'Forgot password?' dialog (loaded when first opened): asks for the address and always
 * answers the same (no account probing). Each opening starts afresh, with the address typed
 * into the log-in form.
 */
export function ForgotPasswordDialog({
  open,
  onOpenChange,
  onCloseAutoFocus,
  opening,
  initialEmail,
}: DeferredContentProps & {
  /** Changes with each opening. */
  opening: number;
  initialEmail: () => string;
}) {
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent onCloseAutoFocus={onCloseAutoFocus}>
        <ResetRequest key={opening} initialEmail={initialEmail} />
      </DialogContent>
    </Dialog>
  );
}

const resolver = rulesResolver(validateForgotPassword);

function ResetRequest({ initialEmail }: { initialEmail: () => string }) {
  const [sent, setSent] = useState(false);
  const request = useRequestPasswordReset();
  const form = useForm<ForgotPasswordValues>({ resolver, defaultValues: { email: initialEmail().trim() } });
  const error = messageOf(form.formState.errors.email);

  async function onValid({ email }: ForgotPasswordValues) {
    try {
      await request.mutateAsync(email.trim());
    } catch (failure) {
      // Said the same way on failure: the answer must not reveal whether the account exists.
      console.warn('password reset request failed', failure);
    }
    setSent(true);
  }

  return (
    <>
      <DialogHeader>
        <DialogTitle>Reset your password</DialogTitle>
        <DialogDescription>Enter the email address of your account and we'll send you a link to set a new password.</DialogDescription>
      </DialogHeader>
      {sent ? (
        <>
          <Alert role="status">
            <MailCheck aria-hidden="true" className="text-primary" />
            <AlertDescription className="text-foreground">{MESSAGES.passwordReset}</AlertDescription>
          </Alert>
          <DialogFooter>
            <DialogClose asChild>
              <Button>Done</Button>
            </DialogClose>
          </DialogFooter>
        </>
      ) : (
        <form
          noValidate
          onSubmit={(event) => {
            // The dialog is portalled out of the log-in form in the DOM but not in React, whose
            // events would carry this submit on to the log-in form.
            event.stopPropagation();
            void form.handleSubmit(onValid)(event);
          }}
          className="flex flex-col gap-4"
        >
          <Field id="reset-email" label="Email" error={error}>
            <Input id="reset-email" type="email" autoComplete="email" {...describedBy('reset-email', error)} {...form.register('email')} />
          </Field>
          <DialogFooter>
            <DialogClose asChild>
              <Button variant="outline">Cancel</Button>
            </DialogClose>
            <Button type="submit" disabled={form.formState.isSubmitting}>
              {form.formState.isSubmitting ? 'Sending...' : 'Send reset link'}
            </Button>
          </DialogFooter>
        </form>
      )}
    </>
  );
}
