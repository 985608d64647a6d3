import { lazy } from 'react';
import { DeferredPart, useDeferredDialog } from '@/components/deferred-dialog';
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
      <DeferredPart dialog={dialog}>
        <ForgotPasswordDialog {...dialog.contentProps} opening={dialog.openings} initialEmail={initialEmail} />
      </DeferredPart>
    </>
  );
}
