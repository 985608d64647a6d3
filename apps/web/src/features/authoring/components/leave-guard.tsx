import { AlertDialog } from 'radix-ui';
import { useEffect } from 'react';
import { useBlocker } from 'react-router';
import { buttonVariants } from '@/components/ui/button';

/**
 * Leaving the editor with changes not yet saved asks first: inside the app with a dialog, and
 * when the tab closes or reloads with the browser's own question.
 */
export function LeaveGuard({ when }: { when: boolean }) {
  const blocker = useBlocker(when);
  useEffect(() => {
    if (!when) return;
    const onBeforeUnload = (event: BeforeUnloadEvent) => event.preventDefault();
    window.addEventListener('beforeunload', onBeforeUnload);
    return () => window.removeEventListener('beforeunload', onBeforeUnload);
  }, [when]);
  const open = blocker.state === 'blocked';
  return (
    <AlertDialog.Root open={open} onOpenChange={(next) => !next && blocker.reset?.()}>
      <AlertDialog.Portal>
        <AlertDialog.Overlay className="fixed inset-0 z-50 bg-black/40" />
        <AlertDialog.Content className="fixed left-1/2 top-1/2 z-50 grid w-[calc(100%-2rem)] max-w-sm -translate-x-1/2 -translate-y-1/2 gap-4 rounded-lg border border-border bg-card p-6 text-card-foreground shadow-xl focus:outline-none">
          <AlertDialog.Title className="text-lg font-semibold leading-tight">Leave without saving?</AlertDialog.Title>
          <AlertDialog.Description className="text-sm text-muted-foreground">
            Some of your changes are not saved yet. If you leave now they are lost.
          </AlertDialog.Description>
          <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
            <AlertDialog.Action className={buttonVariants({ variant: 'outline' })} onClick={() => blocker.proceed?.()}>
              Leave anyway
            </AlertDialog.Action>
            <AlertDialog.Cancel className={buttonVariants()}>Stay and keep editing</AlertDialog.Cancel>
          </div>
        </AlertDialog.Content>
      </AlertDialog.Portal>
    </AlertDialog.Root>
  );
}
