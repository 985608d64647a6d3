import { useDeferredValue, useState } from 'react';
import {
  relativeAge,
  SPECIALTY_LABELS,
  WORKSPACE_ROLE_LABELS,
  WORKSPACE_ROLES,
  type MemberSummary,
  type WorkspaceRole,
} from '@pathwise/core';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { NativeSelect } from '@/components/ui/native-select';
import { LoadError } from '@/components/load-error';
import { toast } from '@/lib/toast';
import { errorText, useChangeRole, useMembers, useSetDeactivated } from '../api/workspace-admin';
import { shortDate } from '@/lib/short-date';

/** The member directory: searchable, paged by the server; admins change roles and deactivate. */
export function MemberDirectory({ manage, selfId }: { manage: boolean; selfId: string }) {
  const [search, setSearch] = useState('');
  const q = useDeferredValue(search.trim());
  const [page, setPage] = useState(1);
  const members = useMembers(q, page);
  const data = members.data;
  const pages = data ? Math.max(1, Math.ceil(data.total / data.pageSize)) : 1;

  return (
    <section aria-labelledby="member-directory" className="flex flex-col gap-4 rounded-lg border border-border bg-card p-4 sm:p-6">
      <div className="flex flex-col gap-1">
        <h2 id="member-directory" className="text-xl font-semibold">
          Members
        </h2>
        <p className="text-sm text-muted-foreground">{data ? `${data.total} ${data.total === 1 ? 'member' : 'members'}` : 'Loading...'}</p>
      </div>
      <div className="flex flex-col gap-1.5">
        <Label htmlFor="member-search">Search members</Label>
        <Input
          id="member-search"
          type="search"
          placeholder="Name or e-mail"
          value={search}
          onChange={(event) => {
            setSearch(event.target.value);
            setPage(1);
          }}
        />
      </div>
      {members.isError ? <LoadError title="Could not load the members." onRetry={() => void members.refetch()} /> : null}
      {data && data.members.length === 0 ? (
        <p className="rounded-md border border-dashed border-border p-4 text-sm text-muted-foreground">
          {q ? 'No member matches this search. Try part of a name or e-mail address.' : 'Nobody here yet: invite your colleagues.'}
        </p>
      ) : null}
      <ul className="flex flex-col divide-y divide-border" aria-label="Members">
        {data?.members.map((member) => (
          <MemberRow key={member.id} member={member} manage={manage && member.id !== selfId && !member.deleted} />
        ))}
      </ul>
      {pages > 1 ? (
        <nav aria-label="Member pages" className="flex items-center justify-between gap-2">
          <Button variant="outline" disabled={page <= 1} onClick={() => setPage((p) => p - 1)}>
            Previous
          </Button>
          <span className="text-sm text-muted-foreground">
            Page {page} of {pages}
          </span>
          <Button variant="outline" disabled={page >= pages} onClick={() => setPage((p) => p + 1)}>
            Next
          </Button>
        </nav>
      ) : null}
    </section>
  );
}

function MemberRow({ member, manage }: { member: MemberSummary; manage: boolean }) {
  const changeRole = useChangeRole();
  const setDeactivated = useSetDeactivated();
  const busy = changeRole.isPending || setDeactivated.isPending;
  return (
    <li className="flex flex-col gap-3 py-3 sm:flex-row sm:items-center" data-testid="member-row">
      <div className="flex min-w-0 flex-1 items-center gap-3">
        <span
          aria-hidden="true"
          className="flex size-9 shrink-0 items-center justify-center rounded-full bg-primary text-sm font-semibold text-primary-foreground"
        >
          {member.initials}
        </span>
        <div className="min-w-0">
          <p className="truncate font-medium">
            {member.name}
            {member.deleted ? (
              <span className="ml-2 text-xs font-normal text-muted-foreground">Deleted account</span>
            ) : member.deactivated ? (
              <span className="ml-2 text-xs font-normal text-destructive">Deactivated</span>
            ) : null}
          </p>
          <p className="truncate text-sm text-muted-foreground">{member.email}</p>
          <p className="text-xs text-muted-foreground">
            {[
              member.specialty ? SPECIALTY_LABELS[member.specialty] : 'No specialty yet',
              WORKSPACE_ROLE_LABELS[member.role],
              member.groups.length > 0 ? member.groups.map((g) => g.name).join(', ') : null,
              `joined ${shortDate(new Date(member.joinedAt))}`,
              member.lastActiveAt ? `active ${relativeAge(member.lastActiveAt)} ago` : 'never active',
              `${member.storiesShared} ${member.storiesShared === 1 ? 'story' : 'stories'} shared`,
            ]
              .filter(Boolean)
              .join(' · ')}
          </p>
        </div>
      </div>
      {manage ? (
        <div className="flex flex-wrap items-center gap-2">
          <NativeSelect
            aria-label={`Role of ${member.name}`}
            value={member.role}
            disabled={busy || member.deactivated}
            onChange={(event) =>
              changeRole.mutate(
                { id: member.id, role: event.target.value as WorkspaceRole },
                {
                  onSuccess: () =>
                    toast.success(`${member.name} is now ${WORKSPACE_ROLE_LABELS[event.target.value as WorkspaceRole].toLowerCase()}`),
                  onError: (error) => toast.error(errorText(error, 'Could not change the role. Please try again.')),
                },
              )
            }
          >
            {WORKSPACE_ROLES.map((role) => (
              <option key={role} value={role}>
                {WORKSPACE_ROLE_LABELS[role]}
              </option>
            ))}
          </NativeSelect>
          <Button
            variant={member.deactivated ? 'outline' : 'destructive'}
            disabled={busy}
            onClick={() =>
              setDeactivated.mutate(
                { id: member.id, deactivated: !member.deactivated },
                {
                  onSuccess: () => toast.success(member.deactivated ? `${member.name} was reactivated` : `${member.name} was deactivated`),
                  onError: (error) => toast.error(errorText(error, 'Could not change this member. Please try again.')),
                },
              )
            }
          >
            {member.deactivated ? `Reactivate ${member.name}` : `Deactivate ${member.name}`}
          </Button>
        </div>
      ) : null}
    </li>
  );
}
