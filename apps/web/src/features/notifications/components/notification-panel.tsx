import { Settings, X } from 'lucide-react';
import { Dialog } from 'radix-ui';
import { Link, useNavigate } from 'react-router';
import { relativeAge } from '@pathwise/core';
import { Button } from '@/components/ui/button';
import { cn } from '@/lib/utils';
import { useMarkRead, useNotifications } from '../api/notifications';
import type { DeferredContentProps } from '@/components/deferred-dialog';

/**
 * The bell's panel: a dialog (focus stays inside, Escape closes, focus returns to the bell)
 * anchored under the top bar; full width on a phone.
 */
export function NotificationPanel({ open, onOpenChange, onCloseAutoFocus }: DeferredContentProps) {
  const { data, isPending, isError, refetch } = useNotifications();
  const markRead = useMarkRead();
  const navigate = useNavigate();
  const items = data?.notifications ?? [];

  const openItem = (id: string, href: string, read: boolean) => {
    if (!read) markRead.mutate(id);
    onOpenChange(false);
    void navigate(href);
  };

  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-40 bg-black/20" />
        <Dialog.Content
          onCloseAutoFocus={onCloseAutoFocus}
          className="fixed inset-x-2 top-16 z-50 flex max-h-[70vh] flex-col rounded-lg border border-border bg-popover text-popover-foreground shadow-xl focus:outline-none sm:left-auto sm:right-4 sm:w-96"
        >
          <div className="flex items-center justify-between gap-2 border-b border-border p-3">
            <Dialog.Title className="text-base font-semibold">Notifications</Dialog.Title>
            <div className="flex items-center gap-1">
              <Button variant="ghost" size="sm" disabled={(data?.unread ?? 0) === 0} onClick={() => markRead.mutate(undefined)}>
                Mark all as read
              </Button>
              <Dialog.Close asChild>
                <Button variant="ghost" size="icon" aria-label="Close notifications">
                  <X aria-hidden="true" />
                </Button>
              </Dialog.Close>
            </div>
          </div>
          <Dialog.Description className="sr-only">What your teammates did that concerns you.</Dialog.Description>
          <div className="min-h-0 flex-1 overflow-y-auto">
            {isPending ? <p className="p-4 text-sm text-muted-foreground">Loading…</p> : null}
            {isError ? (
              <div className="flex flex-col items-start gap-2 p-4 text-sm">
                <p>Your notifications could not be loaded.</p>
                <Button size="sm" variant="outline" onClick={() => void refetch()}>
                  Try again
                </Button>
              </div>
            ) : null}
            {data && items.length === 0 ? (
              <p className="p-4 text-sm text-muted-foreground">
                No notifications yet. When a teammate likes one of your stories, you will see it here.
              </p>
            ) : null}
            {items.length > 0 ? (
              <ul aria-label="Notifications" className="divide-y divide-border">
                {items.map((item) => (
                  <li key={item.id}>
                    <button
                      type="button"
                      onClick={() => openItem(item.id, item.href, item.read)}
                      className={cn(
                        'flex w-full min-h-11 items-start gap-3 px-4 py-3 text-left text-sm hover:bg-accent focus-visible:bg-accent focus-visible:outline-none',
                        !item.read && 'font-medium',
                      )}
                    >
                      <span
                        aria-hidden="true"
                        className={cn('mt-1.5 size-2 shrink-0 rounded-full', item.read ? 'bg-transparent' : 'bg-primary')}
                      />
                      <span className="flex-1">
                        {item.text}
                        <span className="sr-only">{item.read ? '' : ' (unread)'}</span>
                        <span className="block text-xs font-normal text-muted-foreground">{relativeAge(new Date(item.createdAt))}</span>
                      </span>
                    </button>
                  </li>
                ))}
              </ul>
            ) : null}
          </div>
          <div className="border-t border-border p-2">
            <Link
              to="/settings/notifications"
              onClick={() => onOpenChange(false)}
              className="flex min-h-11 items-center gap-2 rounded-md px-2 text-sm text-primary hover:bg-accent focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring"
            >
              <Settings className="size-4" aria-hidden="true" />
              Notification settings
            </Link>
          </div>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
