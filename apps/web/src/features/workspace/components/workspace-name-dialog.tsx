import { Building2, Loader2 } from 'lucide-react';
import { useId, useState, type FormEvent } from 'react';
import { toast } from '@/lib/toast';
import { suggestedWorkspaceName } from '@pathwise/core/email-address';
import { MEMBER_MESSAGES, TOAST_MS, WORKSPACE_NAME, workspaceNameSchema } from '@pathwise/core';
import { Button } from '@/components/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from '@/components/ui/dialog';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { useAuth } from '@/lib/auth';
import { useSetWorkspaceName } from '../api/set-workspace-name';

/**
 * The first user of a domain names its workspace. The modal cannot be dismissed (no Escape,
 * no outside click, no close button) while the name is still null; the server's answer closes it.
 */
export function WorkspaceNameDialog() {
  const { user, refresh } = useAuth();
  const setName = useSetWorkspaceName();
  const inputId = useId();
  // Idle, submitting (disabled, 'Creating...'), submitted (disabled until the refreshed session closes the modal).
  const [phase, setPhase] = useState<'idle' | 'submitting' | 'submitted'>('idle');
  const workspace = user?.workspace ?? null;
  const open = workspace !== null && workspace.name === null;
  if (!workspace) return null;

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const input = event.currentTarget.elements.namedItem('workspaceName');
    if (!(input instanceof HTMLInputElement)) return;
    // The length limits are the input's own attributes (spec: no custom message), so the
    // browser's constraint message is the one shown.
    const parsed = workspaceNameSchema.safeParse({ name: input.value });
    if (!parsed.success) {
      input.reportValidity();
      return;
    }
    setPhase('submitting');
    try {
      await setName.mutateAsync(parsed.data.name);
    } catch (error) {
      console.warn('workspace name not saved', error);
      toast.error(MEMBER_MESSAGES.workspaceNameFailed, { duration: TOAST_MS.product });
      setPhase('idle');
      return;
    }
    setPhase('submitted');
    toast.success(MEMBER_MESSAGES.workspaceCreated, { duration: TOAST_MS.product });
    await refresh();
  }

  return (
    <Dialog open={open}>
      <DialogContent
        showClose={false}
        onEscapeKeyDown={(event) => event.preventDefault()}
        onInteractOutside={(event) => event.preventDefault()}
      >
        <DialogHeader>
          <Building2 className="mx-auto size-10 text-primary sm:mx-0" aria-hidden="true" />
          <DialogTitle>Name your workspace</DialogTitle>
          <DialogDescription>You're the first from your team to join. Let's give your workspace a name.</DialogDescription>
        </DialogHeader>
        <form onSubmit={(event) => void onSubmit(event)} className="flex flex-col gap-4">
          <div className="flex flex-col gap-2">
            <Label htmlFor={inputId}>Workspace Name</Label>
            <Input
              id={inputId}
              name="workspaceName"
              placeholder="Enter workspace name"
              defaultValue={suggestedWorkspaceName(workspace.domain)}
              minLength={WORKSPACE_NAME.min}
              maxLength={WORKSPACE_NAME.max}
              required
              autoComplete="organization"
            />
          </div>
          <DialogFooter>
            <Button type="submit" disabled={phase !== 'idle'} className="w-full sm:w-auto">
              {phase === 'submitting' ? <Loader2 className="animate-spin" aria-hidden="true" /> : null}
              {phase === 'submitting' ? 'Creating...' : 'Create Workspace'}
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}
