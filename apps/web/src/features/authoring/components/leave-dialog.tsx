import { AlertDialog } from 'radix-ui';
import { buttonVariants } from '@/components/ui/button';

/** "Leave without saving?", in a chunk of its own with the dialog library (leave-guard.tsx). */
export function LeaveDialog({ open, onStay, onLeave }: { open: boolean; onStay: () => void; onLeave: () => void }) {
  return (
    <AlertDialog.Root open={open} onOpenChange={(next) => !next && onStay()}>
      <AlertDialog.Portal>
        <AlertDialog.Overlay className="fixed inset-0 z-50 bg-black/40" />
        <AlertDialog.Content className="fixed left-1/2 top-1/2 z-50 grid w-[calc(100%-2rem)] max-w-sm -translate-x-1/2 -translate-y-1/2 gap-4 rounded-lg border border-border bg-card p-6 text-card-foreground shadow-xl focus:outline-none">
          <AlertDialog.Title className="text-lg font-semibold leading-tight">Leave without saving?</AlertDialog.Title>
          <AlertDialog.Description className="text-sm text-muted-foreground">
            Some of your changes are not saved yet. If you leave now they are lost.
          </AlertDialog.Description>
          <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
            <AlertDialog.Action className={buttonVariants({ variant: 'outline' })} onClick={onLeave}>
              Leave anyway
            </AlertDialog.Action>
            <AlertDialog.Cancel className={buttonVariants()}>Stay and keep editing</AlertDialog.Cancel>
          </div>
        </AlertDialog.Content>
      </AlertDialog.Portal>
    </AlertDialog.Root>
  );
}
