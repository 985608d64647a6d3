import { Button } from '@/components/ui/button';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';

/** Deleting a group asks first, in a dialog that keeps the focus until it is answered. */
export function DeleteGroupButton({ name, pending, onDelete }: { name: string; pending: boolean; onDelete: () => void }) {
  return (
    <ConfirmDialog
      trigger={
        <Button size="sm" variant="destructive" disabled={pending}>
          Delete {name}
        </Button>
      }
      title={`Delete the group ${name}?`}
      description="Its members stay in the workspace. Use cases written for it are no longer aimed at anyone."
      keepLabel="Keep the group"
      confirmLabel={`Delete ${name}`}
      onConfirm={onDelete}
    />
  );
}
