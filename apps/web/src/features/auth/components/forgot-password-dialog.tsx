import { MailCheck } from 'lucide-react';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { MESSAGES } from '@pathwise/core';
import { Alert, AlertDescription } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import {
  Dialog,
  DialogClose,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
  DialogTrigger,
} from '@/components/ui/dialog';
import { describedBy, Field } from '@/components/ui/field';
import { Input } from '@/components/ui/input';
import { useRequestPasswordReset } from '../api/request-password-reset';
import { forgotPasswordResolver, type ForgotPasswordValues } from '../auth-schemas';

/** 'Forgot password?': asks for the address and always answers the same (no account probing). */
export function ForgotPasswordDialog({ initialEmail }: { initialEmail: () => string }) {
  const [open, setOpen] = useState(false);
  const [sent, setSent] = useState(false);
  const request = useRequestPasswordReset();
  const form = useForm<ForgotPasswordValues>({ resolver: forgotPasswordResolver, defaultValues: { email: '' } });
  const error = form.formState.errors.email?.message;

  function onOpenChange(next: boolean) {
    if (next) {
      form.reset({ email: initialEmail().trim() });
      setSent(false);
    }
    setOpen(next);
  }

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
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogTrigger asChild>
        <Button variant="link" size="sm" className="h-auto px-0 py-0">
          Forgot password?
        </Button>
      </DialogTrigger>
      <DialogContent>
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
              <Input
                id="reset-email"
                type="email"
                autoComplete="email"
                {...describedBy('reset-email', error)}
                {...form.register('email')}
              />
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
      </DialogContent>
    </Dialog>
  );
}
