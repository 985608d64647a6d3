import { Suspense, useRef, useState, type ReactNode } from 'react';

/** What a deferred dialog's content takes from `contentProps`: its state, and a close that returns focus. */
export interface DeferredContentProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The content's `onCloseAutoFocus`: focus goes back to the trigger. */
  onCloseAutoFocus: (event: Event) => void;
}

/**
 * A dialog (or popover) whose code loads when it is first opened (the dialog library is not part
 * of the page's first download). The trigger is a plain button: `triggerProps` give it the
 * dialog trigger's semantics, and `contentProps` give the content its state and a close that
 * sends focus back to the trigger, as a Radix trigger would. With `toggles`, pressing the
 * trigger of an open one closes it (a popover's trigger).
 */
export function useDeferredDialog({ toggles = false }: { toggles?: boolean } = {}) {
  const [open, setOpen] = useState(false);
  const [openings, setOpenings] = useState(0);
  const triggerRef = useRef<HTMLButtonElement>(null);
  return {
    open,
    setOpen,
    /** Whether the dialog has been opened once (and so should stay rendered). */
    mounted: openings > 0,
    /** How many times it has been opened: a key that starts each opening afresh. */
    openings,
    triggerProps: {
      ref: triggerRef,
      'aria-haspopup': 'dialog',
      'aria-expanded': open,
      onClick: () => {
        if (toggles && open) {
          setOpen(false);
          return;
        }
        setOpenings((count) => count + 1);
        setOpen(true);
      },
    } as const,
    contentProps: {
      open,
      onOpenChange: setOpen,
      onCloseAutoFocus: (event: Event) => {
        event.preventDefault();
        triggerRef.current?.focus();
      },
    } satisfies DeferredContentProps,
  };
}

/** The deferred content, rendered from its first opening on (it closes in place afterwards). */
export function DeferredPart({ dialog, children }: { dialog: { mounted: boolean }; children: ReactNode }) {
  return dialog.mounted ? <Suspense fallback={null}>{children}</Suspense> : null;
}
