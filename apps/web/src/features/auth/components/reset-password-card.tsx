import { toast } from '@/lib/toast';
import { TOAST_MS } from '@pathwise/core';
import { confirmPasswordReset } from '../api/confirm-password-reset';
import { AUTH_TEXT } from '../auth-messages';
import { NewPasswordCard } from './new-password-card';

/** The reset link's form (`/auth?reset=true&token=…`): a new password, the same rules as sign-up. */
export function ResetPasswordCard({ token, onDone }: { token: string; onDone: () => void }) {
  return (
    <NewPasswordCard
      title="Set a new password"
      description="Choose a new password for your account. You will log in with it afterwards."
      submitLabel="Set new password"
      onSubmit={async (password) => {
        await confirmPasswordReset({ token, password });
        toast.success(AUTH_TEXT.passwordUpdated, { duration: TOAST_MS.product });
        onDone();
      }}
    />
  );
}
