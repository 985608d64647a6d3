import { Slot } from 'radix-ui';
import { lazy, type ReactNode } from 'react';
import { DeferredPart, useDeferredDialog } from '@/components/deferred-dialog';

// The dialog (and the dialog library) loads when it is first opened: not with the page.
const ConfirmDialogContent = lazy(async () => ({ default: (await import('./confirm-dialog-content')).ConfirmDialogContent }));

/**
 * A destructive action that asks first, in a dialog that keeps the focus until it is answered.
 * `trigger` is the button that opens it; keeping closes it and does nothing.
 */
export function ConfirmDialog({
  trigger,
  title,
  description,
  keepLabel,
  confirmLabel,
  onConfirm,
}: {
  trigger: ReactNode;
  title: string;
  description: ReactNode;
  keepLabel: string;
  confirmLabel: string;
  onConfirm: () => void;
}) {
  const dialog = useDeferredDialog();
  return (
    <>
      <Slot.Root {...dialog.triggerProps}>{trigger}</Slot.Root>
      <DeferredPart dialog={dialog}>
        <ConfirmDialogContent
          {...dialog.contentProps}
          title={title}
          description={description}
          keepLabel={keepLabel}
          confirmLabel={confirmLabel}
          onConfirm={onConfirm}
        />
      </DeferredPart>
    </>
  );
}
