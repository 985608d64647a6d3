import { useEffect } from 'react';
import { useForm } from 'react-hook-form';
import { GROUP_NAME, type WorkspaceGroup } from '@pathwise/core';
import { Button } from '@/components/ui/button';
import { describedBy } from '@/components/ui/field';
import { FormError, InputField } from '@/components/ui/form-fields';
import { FieldError } from '@/components/ui/field-error';
import { Input } from '@/components/ui/input';
import { messageOf } from '@/lib/form';
import { lazyRulesResolver } from '@/lib/lazy-rules';
import { trySave } from '@/lib/form-save';
import { toast } from '@/lib/toast';
import { useCreateGroup, useUpdateGroup } from '../api/workspace-admin';
import type { GroupFields, GroupNameValues } from '../admin-forms';
import { adminRules } from '../admin-rules-loader';

const newGroupResolver = lazyRulesResolver(adminRules, (module) => module.validateNewGroup);
const renameResolver = lazyRulesResolver(adminRules, (module) => module.validateGroupRename);

/** Admins name a new group (core's slug rule, as the server stores it) and say whether members join themselves. */
export function NewGroupForm() {
  const create = useCreateGroup();
  const form = useForm<GroupFields>({ resolver: newGroupResolver, defaultValues: { name: '', open: true } });
  const { errors, isSubmitting } = form.formState;
  const submit = form.handleSubmit(async (values) => {
    const fallback = 'Could not create the group. Please try again.';
    if (!(await trySave(form.setError, () => create.mutateAsync(values), fallback, { name: 'name' })).saved) return;
    toast.success(`Group ${values.name} created`);
    form.reset();
  });
  return (
    <div className="flex flex-col gap-2">
      <form
        noValidate
        className="flex flex-col gap-2 sm:flex-row sm:items-start"
        onSubmit={(event) => void submit(event)}
        onFocus={adminRules.preload}
      >
        <InputField
          id="new-group"
          label="New group"
          className="min-w-0 flex-1"
          placeholder="e.g. platform-team"
          maxLength={GROUP_NAME.max}
          autoComplete="off"
          error={messageOf(errors.name)}
          {...form.register('name')}
        />
        <label className="flex min-h-10 items-center gap-2 text-sm sm:mt-6">
          <input type="checkbox" className="size-4 accent-primary" {...form.register('open')} />
          Members can join themselves
        </label>
        <Button type="submit" className="sm:mt-6" disabled={isSubmitting}>
          Create group
        </Button>
      </form>
      <FormError>{messageOf(errors.root?.server)}</FormError>
    </div>
  );
}

/** Renaming a group in its row: the name field takes the focus; Escape or Cancel leaves it as it was. */
export function RenameGroupForm({ group, onDone }: { group: WorkspaceGroup; onDone: () => void }) {
  const update = useUpdateGroup();
  const form = useForm<GroupNameValues>({ resolver: renameResolver, defaultValues: { name: group.name } });
  const { errors, isSubmitting } = form.formState;
  const id = `rename-${group.id}`;
  const nameError = messageOf(errors.name);
  useEffect(() => form.setFocus('name', { shouldSelect: true }), [form]);

  const submit = form.handleSubmit(async ({ name }) => {
    const renamed = await trySave(form.setError, () => update.mutateAsync({ id: group.id, name }), 'Could not rename the group.', {
      name: 'name',
    });
    if (!renamed.saved) return;
    onDone();
  });
  return (
    <form noValidate className="flex flex-col gap-1" onSubmit={(event) => void submit(event)} onFocus={adminRules.preload}>
      <div className="flex gap-2">
        <Input
          id={id}
          aria-label={`New name for ${group.name}`}
          maxLength={GROUP_NAME.max}
          autoComplete="off"
          onKeyDown={(event) => {
            if (event.key === 'Escape') onDone();
          }}
          {...describedBy(id, nameError)}
          {...form.register('name')}
        />
        <Button type="submit" size="sm" disabled={isSubmitting}>
          Save
        </Button>
        <Button type="button" size="sm" variant="ghost" onClick={onDone}>
          Cancel
        </Button>
      </div>
      <FieldError id={`${id}-error`}>{nameError}</FieldError>
      <FormError>{messageOf(errors.root?.server)}</FormError>
    </form>
  );
}
