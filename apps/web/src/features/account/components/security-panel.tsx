import { useForm } from 'react-hook-form';
import { relativeAge } from '@pathwise/core';
import { Button } from '@/components/ui/button';
import { FormError, PasswordField } from '@/components/ui/form-fields';
import { LoadError } from '@/components/load-error';
import { messageOf, rulesResolver } from '@/lib/form';
import { trySave } from '@/lib/form-save';
import { toast } from '@/lib/toast';
import { useAccountSessions, useChangePassword, useSignOutOthers } from '../api/account';
import { validatePasswordChange, type PasswordChangeValues } from '../account-forms';

const resolver = rulesResolver(validatePasswordChange);
// The server calls the new password `password` when it lists the rules it breaks.
const SERVER_FIELDS = { currentPassword: 'currentPassword', newPassword: 'newPassword', password: 'newPassword' } as const;

/** Change password (other sessions end), the active sessions, and signing out of the others. */
export function SecurityPanel() {
  const sessions = useAccountSessions();
  const signOutOthers = useSignOutOthers();
  const others = sessions.data?.sessions.filter((s) => !s.current).length ?? 0;

  return (
    <section aria-labelledby="security" className="flex flex-col gap-4 rounded-lg border border-border bg-card p-4 sm:p-6">
      <h2 id="security" className="text-xl font-semibold">
        Password and sessions
      </h2>
      <PasswordChangeForm />
      <div className="flex flex-col gap-2">
        <h3 className="font-medium">Active sessions</h3>
        {sessions.isError ? <LoadError title="Could not load your sessions." onRetry={() => void sessions.refetch()} /> : null}
        <ul className="flex flex-col divide-y divide-border text-sm" aria-label="Active sessions">
          {sessions.data?.sessions.map((session) => (
            <li key={session.id} className="flex justify-between gap-3 py-2">
              <span>
                {session.device}
                {session.current ? <span className="ml-2 text-xs text-muted-foreground">(this device)</span> : null}
              </span>
              <span className="text-muted-foreground">used {relativeAge(session.lastUsedAt)} ago</span>
            </li>
          ))}
        </ul>
        <Button
          variant="outline"
          className="self-start"
          disabled={signOutOthers.isPending || others === 0}
          onClick={() =>
            signOutOthers.mutate(undefined, {
              onSuccess: ({ ended }) =>
                toast.success(ended === 1 ? 'Signed out of 1 other session' : `Signed out of ${ended} other sessions`),
              onError: () => toast.error('Could not sign out the other sessions. Please try again.'),
            })
          }
        >
          Sign out of other sessions
        </Button>
      </div>
    </section>
  );
}

/** Change password: the current one is required, the new one follows the sign-up rules. */
function PasswordChangeForm() {
  const change = useChangePassword();
  const form = useForm<PasswordChangeValues>({ resolver, defaultValues: { currentPassword: '', newPassword: '' } });
  const { errors, isSubmitting } = form.formState;
  const submit = form.handleSubmit(async (values) => {
    const fallback = 'Could not change the password. Please try again.';
    if (!(await trySave(form.setError, () => change.mutateAsync(values), fallback, SERVER_FIELDS)).saved) return;
    form.reset();
    toast.success('Password changed. Your other sessions were signed out.');
  });
  return (
    <form noValidate className="flex flex-col gap-3" onSubmit={(event) => void submit(event)}>
      <div className="grid gap-3 sm:grid-cols-2">
        <PasswordField
          id="current-password"
          label="Current password"
          autoComplete="current-password"
          error={messageOf(errors.currentPassword)}
          {...form.register('currentPassword')}
        />
        <PasswordField
          id="new-password"
          label="New password"
          autoComplete="new-password"
          error={messageOf(errors.newPassword)}
          {...form.register('newPassword')}
        />
      </div>
      <FormError>{messageOf(errors.root?.server)}</FormError>
      <Button type="submit" className="self-start" disabled={isSubmitting}>
        {isSubmitting ? 'Changing...' : 'Change password'}
      </Button>
    </form>
  );
}
