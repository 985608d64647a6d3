import { useMemo } from 'react';
import { useForm } from 'react-hook-form';
import { Button } from '@/components/ui/button';
import { FormError, InputField } from '@/components/ui/form-fields';
import { LoadError } from '@/components/load-error';
import { messageOf, rulesResolver } from '@/lib/form';
import { trySave } from '@/lib/form-save';
import { toast } from '@/lib/toast';
import { errorText, useInvitations, useInvite, useResendInvitation, useRevokeInvitation } from '../api/workspace-admin';
import { inviteRules, type InviteValues } from '../admin-forms';
import { shortDate } from '@/lib/short-date';

/** Any member invites colleagues at the workspace's domain; pending invitations with resend and revoke. */
export function InvitationsPanel({ domain }: { domain: string }) {
  const list = useInvitations();
  const resend = useResendInvitation();
  const revoke = useRevokeInvitation();

  return (
    <section aria-labelledby="invitations" className="flex flex-col gap-4 rounded-lg border border-border bg-card p-4 sm:p-6">
      <div className="flex flex-col gap-1">
        <h2 id="invitations" className="text-xl font-semibold">
          Invite colleagues
        </h2>
        <p className="text-sm text-muted-foreground">They get an e-mail with a link to sign up. Invitations expire after 7 days.</p>
      </div>
      <InviteForm domain={domain} />
      {list.isError ? <LoadError title="Could not load the invitations." onRetry={() => void list.refetch()} /> : null}
      {/* The loading line takes the empty list's line: the sections below do not move when it arrives. */}
      {list.isPending ? (
        <p role="status" className="text-sm text-muted-foreground">
          Loading invitations...
        </p>
      ) : null}
      {list.data && list.data.invitations.length === 0 ? <p className="text-sm text-muted-foreground">No pending invitations.</p> : null}
      <ul className="flex flex-col divide-y divide-border" aria-label="Pending invitations">
        {list.data?.invitations.map((invitation) => (
          <li key={invitation.id} className="flex flex-col gap-2 py-3 sm:flex-row sm:items-center">
            <div className="min-w-0 flex-1">
              <p className="truncate font-medium">{invitation.email}</p>
              <p className="text-xs text-muted-foreground">
                {invitation.invitedBy ? `Invited by ${invitation.invitedBy} · ` : ''}
                {invitation.expired ? 'Expired' : `Expires ${shortDate(new Date(invitation.expiresAt), { year: false })}`}
              </p>
            </div>
            {invitation.canManage ? (
              <div className="flex gap-2">
                <Button
                  size="sm"
                  variant="outline"
                  disabled={resend.isPending}
                  onClick={() =>
                    resend.mutate(invitation.id, {
                      onSuccess: () => toast.success(`Invitation sent again to ${invitation.email}`),
                      onError: (error) => toast.error(errorText(error, 'Could not resend the invitation.')),
                    })
                  }
                >
                  Resend to {invitation.email}
                </Button>
                <Button
                  size="sm"
                  variant="outline"
                  disabled={revoke.isPending}
                  onClick={() =>
                    revoke.mutate(invitation.id, { onError: (error) => toast.error(errorText(error, 'Could not revoke the invitation.')) })
                  }
                >
                  Revoke {invitation.email}
                </Button>
              </div>
            ) : null}
          </li>
        ))}
      </ul>
    </section>
  );
}

/** Invite by e-mail: an address at the workspace's domain; a refusal keeps it to correct. */
function InviteForm({ domain }: { domain: string }) {
  const invite = useInvite();
  const resolver = useMemo(() => rulesResolver(inviteRules(domain)), [domain]);
  const form = useForm<InviteValues>({ resolver, defaultValues: { email: '' } });
  const { errors, isSubmitting } = form.formState;
  const submit = form.handleSubmit(async ({ email }) => {
    const fallback = 'Could not send the invitation. Please try again.';
    if (!(await trySave(form.setError, () => invite.mutateAsync(email), fallback, { email: 'email' })).saved) return;
    toast.success(`Invitation sent to ${email}`);
    form.reset();
  });
  return (
    <div className="flex flex-col gap-2">
      <form noValidate className="flex flex-col gap-2 sm:flex-row sm:items-start" onSubmit={(event) => void submit(event)}>
        <InputField
          id="invite-email"
          label="Work e-mail"
          type="email"
          inputMode="email"
          autoComplete="off"
          className="min-w-0 flex-1"
          placeholder={domain ? `colleague@${domain}` : 'colleague@company.com'}
          error={messageOf(errors.email)}
          {...form.register('email')}
        />
        <Button type="submit" className="sm:mt-6" disabled={isSubmitting}>
          {isSubmitting ? 'Sending...' : 'Send invitation'}
        </Button>
      </form>
      <FormError>{messageOf(errors.root?.server)}</FormError>
    </div>
  );
}
