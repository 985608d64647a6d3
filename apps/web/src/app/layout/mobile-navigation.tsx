import { X } from 'lucide-react';
import { Dialog } from 'radix-ui';
import { Button } from '@/components/ui/button';
import { SidebarContent } from './sidebar';
import type { DeferredContentProps } from '@/components/deferred-dialog';

/** The sidebar as a sheet from the left on small screens (loaded when first opened). */
export function MobileNavigation({ open, onOpenChange, onCloseAutoFocus }: DeferredContentProps) {
  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-40 bg-black/50" />
        <Dialog.Content
          onCloseAutoFocus={onCloseAutoFocus}
          className="fixed inset-y-0 left-0 z-50 w-[250px] max-w-[85vw] border-r border-border bg-background shadow-xl focus:outline-none"
        >
          <Dialog.Title className="sr-only">Navigation</Dialog.Title>
          <Dialog.Description className="sr-only">Main sections of Pathwise</Dialog.Description>
          <Dialog.Close asChild>
            <Button variant="ghost" size="icon" className="absolute right-2 top-2" aria-label="Close navigation">
              <X aria-hidden="true" />
            </Button>
          </Dialog.Close>
          <SidebarContent onNavigate={() => onOpenChange(false)} />
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
