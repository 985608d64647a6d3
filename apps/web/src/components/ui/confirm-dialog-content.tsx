import type { ReactNode } from 'react';
import { Button } from '@/components/ui/button';
import { Dialog, DialogClose, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from '@/components/ui/dialog';
import type { DeferredContentProps } from '@/components/deferred-dialog';

/** The confirm dialog itself, in a chunk of its own with the dialog library (confirm-dialog.tsx). */
export function ConfirmDialogContent({
  open,
  onOpenChange,
  onCloseAutoFocus,
  title,
  description,
  keepLabel,
  confirmLabel,
  onConfirm,
}: DeferredContentProps & {
  title: string;
  description: ReactNode;
  keepLabel: string;
  confirmLabel: string;
  onConfirm: () => void;
}) {
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent onCloseAutoFocus={onCloseAutoFocus}>
        <DialogHeader>
          <DialogTitle>{title}</DialogTitle>
          <DialogDescription>{description}</DialogDescription>
        </DialogHeader>
        <DialogFooter>
          <DialogClose asChild>
            <Button variant="outline">{keepLabel}</Button>
          </DialogClose>
          <Button
            variant="destructive"
            onClick={() => {
              onOpenChange(false);
              onConfirm();
            }}
          >
            {confirmLabel}
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
