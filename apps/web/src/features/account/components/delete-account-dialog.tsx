import { useForm } from 'react-hook-form';
import { useNavigate } from 'react-router';
import { Button } from '@/components/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from '@/components/ui/dialog';
import { FormError, PasswordField } from '@/components/ui/form-fields';
import { useAuth } from '@/lib/auth';
import { messageOf, rulesResolver } from '@/lib/form';
import { trySave } from '@/lib/form-save';
import { toast } from '@/lib/toast';
import { useDeleteAccount } from '../api/account';
import { validateAccountDeletion, type AccountDeletionValues } from '../account-forms';
import type { DeferredContentProps } from '@/components/deferred-dialog';

const resolver = rulesResolver(validateAccountDeletion);

/**
 * 'Delete your account?' (loaded when first opened, data-panel.tsx): each opening starts afresh,
 * with no password kept from the one before.
 */
export function DeleteAccountDialog({
  open,
  onOpenChange,
  onCloseAutoFocus,
  opening,
}: DeferredContentProps & {
  /** Changes with each opening. */
  opening: number;
}) {
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent onCloseAutoFocus={onCloseAutoFocus}>
        <DialogHeader>
          <DialogTitle>Delete your account?</DialogTitle>
          <DialogDescription>Your personal data is removed and you are signed out. This cannot be undone.</DialogDescription>
        </DialogHeader>
        <DeleteAccountForm key={opening} />
      </DialogContent>
    </Dialog>
  );
}

/** The password confirms it is the member; their stories are deleted or kept as a former member's. */
function DeleteAccountForm() {
  const { forgetSession } = useAuth();
  const navigate = useNavigate();
  const remove = useDeleteAccount();
  const form = useForm<AccountDeletionValues>({ resolver, defaultValues: { password: '', stories: 'anonymise' } });
  const { errors, isSubmitting } = form.formState;
  const submit = form.handleSubmit(async (values) => {
    const fallback = 'Could not delete your account. Please try again.';
    if (!(await trySave(form.setError, () => remove.mutateAsync(values), fallback, { password: 'password' })).saved) return;
    await forgetSession();
    toast.success('Your account was deleted');
    void navigate('/auth');
  });
  return (
    <form noValidate className="flex flex-col gap-3" onSubmit={(event) => void submit(event)}>
      <fieldset className="flex flex-col gap-1">
        <legend className="mb-1 text-sm font-medium">Your stories</legend>
        <label className="flex min-h-10 items-center gap-2 text-sm">
          <input type="radio" value="anonymise" className="size-4 accent-primary" {...form.register('stories')} />
          Keep them for my team, as a former member's
        </label>
        <label className="flex min-h-10 items-center gap-2 text-sm">
          <input type="radio" value="delete" className="size-4 accent-primary" {...form.register('stories')} />
          Delete them
        </label>
      </fieldset>
      <PasswordField
        id="delete-password"
        label="Password"
        autoComplete="current-password"
        error={messageOf(errors.password)}
        {...form.register('password')}
      />
      <FormError>{messageOf(errors.root?.server)}</FormError>
      <DialogFooter>
        <Button type="submit" variant="destructive" disabled={isSubmitting}>
          {isSubmitting ? 'Deleting...' : 'Delete my account'}
        </Button>
      </DialogFooter>
    </form>
  );
}
