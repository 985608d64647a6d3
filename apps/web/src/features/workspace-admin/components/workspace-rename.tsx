import { useForm } from 'react-hook-form';
import { WORKSPACE_NAME } from '@pathwise/core';
import { Button } from '@/components/ui/button';
import { InputField } from '@/components/ui/form-fields';
import { api } from '@/lib/api-client';
import { useAuth, type SessionUser } from '@/lib/auth';
import { messageOf } from '@/lib/form';
import { lazyRulesResolver } from '@/lib/lazy-rules';
import { serverFieldError } from '@/lib/form-save';
import { toast } from '@/lib/toast';
import { errorText } from '../api/workspace-admin';
import type { WorkspaceNameValues } from '../admin-forms';
import { adminRules } from '../admin-rules-loader';

const resolver = lazyRulesResolver(adminRules, (module) => module.validateWorkspaceName);

/** Admins rename the workspace (the spec's 3–50 characters, core's rule, checked again by the server). */
export function WorkspaceRename({ current }: { current: string }) {
  const { setUser } = useAuth();
  // A new name from elsewhere shows here, unless the admin is typing one.
  const form = useForm<WorkspaceNameValues>({ resolver, values: { name: current }, resetOptions: { keepDirtyValues: true } });
  const { errors, isSubmitting } = form.formState;
  const unchanged = form.watch('name').trim() === current;

  const submit = form.handleSubmit(async ({ name }) => {
    try {
      const { user } = await api<{ user: SessionUser }>('/api/workspace/name', { method: 'PUT', body: { name } });
      setUser(user);
      form.reset({ name: user.workspace?.name ?? name });
      toast.success('Workspace renamed');
    } catch (error) {
      // A refusal of the name shows at the field; anything else is the spec's toast for a failed update.
      const atField = serverFieldError<WorkspaceNameValues>(error, { name: 'name' });
      if (atField) form.setError(atField.field, { type: 'server', message: atField.message }, { shouldFocus: true });
      else toast.error(errorText(error, 'Failed to update workspace'));
    }
  });

  return (
    <form
      noValidate
      className="flex flex-col gap-2 sm:flex-row sm:items-start"
      onSubmit={(event) => void submit(event)}
      onFocus={adminRules.preload}
    >
      <InputField
        id="workspace-rename"
        label="Workspace Name"
        className="min-w-0 flex-1"
        error={messageOf(errors.name)}
        minLength={WORKSPACE_NAME.min}
        maxLength={WORKSPACE_NAME.max}
        autoComplete="organization"
        {...form.register('name')}
      />
      <Button type="submit" className="sm:mt-6" disabled={isSubmitting || unchanged}>
        {isSubmitting ? 'Saving...' : 'Rename'}
      </Button>
    </form>
  );
}
