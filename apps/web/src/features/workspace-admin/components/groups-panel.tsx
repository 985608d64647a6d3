import { useEffect, useRef, useState } from 'react';
import type { WorkspaceGroup } from '@pathwise/core';
import { Button } from '@/components/ui/button';
import { LoadError } from '@/components/load-error';
import { toast } from '@/lib/toast';
import { errorText, useCreateGroup, useDeleteGroup, useGroups, useSetMembership, useUpdateGroup } from '../api/workspace-admin';
import { DeleteGroupButton } from './delete-group-dialog';
import { NewGroupForm, RenameGroupForm } from './group-forms';

/** Groups: everyone joins and leaves open ones; admins create, rename, open or close and delete. */
export function GroupsPanel({ manage }: { manage: boolean }) {
  const groups = useGroups();
  const create = useCreateGroup();
  // A suggestion is created as it is, open, in one click.
  const add = (name: string) =>
    create.mutate(
      { name, open: true },
      {
        onSuccess: () => toast.success(`Group ${name} created`),
        onError: (error) => toast.error(errorText(error, 'Could not create the group. Please try again.')),
      },
    );

  return (
    <section aria-labelledby="groups" className="flex flex-col gap-4 rounded-lg border border-border bg-card p-4 sm:p-6">
      <div className="flex flex-col gap-1">
        <h2 id="groups" className="text-xl font-semibold">
          Groups
        </h2>
        <p className="text-sm text-muted-foreground">Groups are what your workspace's own use cases can be written for.</p>
      </div>
      {groups.isError ? <LoadError title="Could not load the groups." onRetry={() => void groups.refetch()} /> : null}
      {groups.data && groups.data.groups.length === 0 ? (
        <div className="flex flex-col gap-2 rounded-md border border-dashed border-border p-4 text-sm text-muted-foreground">
          <p>
            {manage
              ? 'No groups yet. Start with one of these, or name your own below:'
              : 'No groups yet: ask a workspace admin to create some.'}
          </p>
          {manage ? (
            <div className="flex flex-wrap gap-2">
              {groups.data.suggestions.map((suggestion) => (
                <Button key={suggestion} size="sm" variant="outline" disabled={create.isPending} onClick={() => add(suggestion)}>
                  Create {suggestion}
                </Button>
              ))}
            </div>
          ) : null}
        </div>
      ) : null}
      <ul className="flex flex-col divide-y divide-border" aria-label="Groups">
        {groups.data?.groups.map((group) => (
          <GroupRow key={group.id} group={group} manage={manage} />
        ))}
      </ul>
      {manage ? <NewGroupForm /> : null}
    </section>
  );
}

function GroupRow({ group, manage }: { group: WorkspaceGroup; manage: boolean }) {
  const membership = useSetMembership();
  const update = useUpdateGroup();
  const remove = useDeleteGroup();
  const [renaming, setRenaming] = useState(false);
  const renameButton = useRef<HTMLButtonElement>(null);
  const wasRenaming = useRef(false);
  // Leaving the rename form gives the focus back to the button that opened it.
  useEffect(() => {
    if (wasRenaming.current && !renaming) renameButton.current?.focus();
    wasRenaming.current = renaming;
  }, [renaming]);
  const fail = (fallback: string) => (error: unknown) => toast.error(errorText(error, fallback));

  return (
    <li className="flex flex-col gap-2 py-3 sm:flex-row sm:items-center">
      <div className="min-w-0 flex-1">
        {renaming ? (
          <RenameGroupForm group={group} onDone={() => setRenaming(false)} />
        ) : (
          <>
            <p className="font-medium">{group.name}</p>
            <p className="text-xs text-muted-foreground">
              {group.memberCount} {group.memberCount === 1 ? 'member' : 'members'} · {group.open ? 'open' : 'closed'}
              {group.isMember ? ' · you are a member' : ''}
            </p>
          </>
        )}
      </div>
      <div className="flex flex-wrap gap-2">
        {group.open || manage ? (
          <Button
            size="sm"
            variant={group.isMember ? 'outline' : 'default'}
            disabled={membership.isPending}
            onClick={() => membership.mutate({ id: group.id, join: !group.isMember }, { onError: fail('Could not change your groups.') })}
          >
            {group.isMember ? `Leave ${group.name}` : `Join ${group.name}`}
          </Button>
        ) : null}
        {manage && !renaming ? (
          <>
            <Button ref={renameButton} size="sm" variant="outline" onClick={() => setRenaming(true)}>
              Rename {group.name}
            </Button>
            <Button
              size="sm"
              variant="outline"
              disabled={update.isPending}
              onClick={() => update.mutate({ id: group.id, open: !group.open }, { onError: fail('Could not change the group.') })}
            >
              {group.open ? `Close ${group.name}` : `Open ${group.name}`}
            </Button>
            <DeleteGroupButton
              name={group.name}
              pending={remove.isPending}
              onDelete={() => remove.mutate(group.id, { onError: fail('Could not delete the group.') })}
            />
          </>
        ) : null}
      </div>
    </li>
  );
}
