import { lazy, Suspense } from 'react';
import { useDeferredDialog } from '@/components/deferred-dialog';
import { Button } from '@/components/ui/button';

const ForgotPasswordDialog = lazy(async () => ({ default: (await import('./forgot-password-dialog')).ForgotPasswordDialog }));

/** 'Forgot password?' under the log-in form; the dialog's code loads when it is first opened. */
export function ForgotPasswordLink({ initialEmail }: { initialEmail: () => string }) {
  const dialog = useDeferredDialog();
  return (
    <>
      <Button variant="link" size="sm" className="h-auto px-0 py-0" {...dialog.triggerProps}>
        Forgot password?
      </Button>
      {dialog.mounted ? (
        <Suspense fallback={null}>
          <ForgotPasswordDialog
            open={dialog.open}
            onOpenChange={dialog.setOpen}
            onCloseAutoFocus={dialog.returnFocus}
            opening={dialog.openings}
            initialEmail={initialEmail}
          />
        </Suspense>
      ) : null}
    </>
  );
}
