import { AlertDialog } from 'radix-ui';
import { buttonVariants } from '@/components/ui/button';

/** 'Are you sure you want to skip?': a modal over the wizard that must be answered. */
export function SkipConfirm({ open, onOpenChange, onSkip }: { open: boolean; onOpenChange: (open: boolean) => void; onSkip: () => void }) {
  return (
    <AlertDialog.Root open={open} onOpenChange={onOpenChange}>
      <AlertDialog.Portal>
        <AlertDialog.Overlay className="fixed inset-0 z-50 bg-black/40" />
        <AlertDialog.Content className="fixed left-1/2 top-1/2 z-50 grid w-[calc(100%-2rem)] max-w-sm -translate-x-1/2 -translate-y-1/2 gap-4 rounded-lg border border-border bg-card p-6 text-card-foreground shadow-xl focus:outline-none">
          <AlertDialog.Title className="text-lg font-semibold leading-tight">Are you sure you want to skip?</AlertDialog.Title>
          <AlertDialog.Description className="text-sm text-muted-foreground">
            Your teammates may benefit from your learnings.
          </AlertDialog.Description>
          <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
            <AlertDialog.Action className={buttonVariants({ variant: 'outline' })} onClick={onSkip}>
              Skip for now
            </AlertDialog.Action>
            <AlertDialog.Cancel className={buttonVariants()}>Continue sharing</AlertDialog.Cancel>
          </div>
        </AlertDialog.Content>
      </AlertDialog.Portal>
    </AlertDialog.Root>
  );
}
