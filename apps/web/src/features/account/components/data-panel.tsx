import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useNavigate } from 'react-router';
import { Button } from '@/components/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle, DialogTrigger } from '@/components/ui/dialog';
import { FormError, PasswordField } from '@/components/ui/form-fields';
import { useAuth } from '@/lib/auth';
import { messageOf, rulesResolver } from '@/lib/form';
import { trySave } from '@/lib/form-save';
import { toast } from '@/lib/toast';
import { exportMyData, useDeleteAccount } from '../api/account';
import { validateAccountDeletion, type AccountDeletionValues } from '../account-forms';

const resolver = rulesResolver(validateAccountDeletion);

/** Export my data (a JSON file) and delete my account (password; stories deleted or anonymised). */
export function DataPanel() {
  const [exporting, setExporting] = useState(false);

  const download = () => {
    setExporting(true);
    exportMyData()
      .then((data) => {
        const url = URL.createObjectURL(new Blob([JSON.stringify(data, null, 2)], { type: 'application/json' }));
        const link = document.createElement('a');
        link.href = url;
        link.download = 'pathwise-my-data.json';
        link.click();
        URL.revokeObjectURL(url);
      })
      .catch(() => toast.error('Could not export your data. Please try again.'))
      .finally(() => setExporting(false));
  };

  return (
    <section aria-labelledby="my-data" className="flex flex-col gap-4 rounded-lg border border-border bg-card p-4 sm:p-6">
      <h2 id="my-data" className="text-xl font-semibold">
        Your data
      </h2>
      <p className="text-sm text-muted-foreground">A JSON file with your profile, stories, ratings and completions.</p>
      <Button variant="outline" className="self-start" disabled={exporting} onClick={download}>
        {exporting ? 'Exporting...' : 'Export my data'}
      </Button>
      <Dialog>
        <DialogTrigger asChild>
          <Button variant="destructive" className="self-start">
            Delete my account
          </Button>
        </DialogTrigger>
        <DialogContent>
          <DialogHeader>
            <DialogTitle>Delete your account?</DialogTitle>
            <DialogDescription>Your personal data is removed and you are signed out. This cannot be undone.</DialogDescription>
          </DialogHeader>
          <DeleteAccountForm />
        </DialogContent>
      </Dialog>
    </section>
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
