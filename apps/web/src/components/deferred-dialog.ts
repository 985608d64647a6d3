import { useRef, useState } from 'react';

/**
 * A dialog whose code loads when it is first opened (the dialog library is not part of the
 * page's first download). The trigger is a plain button: these props give it the dialog
 * trigger's semantics, and `returnFocus` (the content's `onCloseAutoFocus`) sends focus back
 * to it on close, as a Radix trigger would.
 */
export function useDeferredDialog() {
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
        setOpenings((count) => count + 1);
        setOpen(true);
      },
    } as const,
    returnFocus: (event: Event) => {
      event.preventDefault();
      triggerRef.current?.focus();
    },
  };
}
