import { Bell } from 'lucide-react';
import { lazy } from 'react';
import { DeferredPart, useDeferredDialog } from '@/components/deferred-dialog';
import { Button } from '@/components/ui/button';
import { usePainted } from '@/lib/after-paint';
import { useNotifications } from '../api/notifications';

// The panel (and the dialog library) loads when the bell is first opened.
const NotificationPanel = lazy(async () => ({ default: (await import('./notification-panel')).NotificationPanel }));

export function bellLabel(unread: number): string {
  if (unread === 0) return 'Notifications, none unread';
  return `Notifications, ${unread} unread`;
}

/** The top bar's bell: the unread count, kept live by the realtime socket. */
export function NotificationBell() {
  // The count is not part of the first screen: asked once that screen is shown.
  const { data } = useNotifications({ enabled: usePainted() });
  const unread = data?.unread ?? 0;
  const panel = useDeferredDialog();
  return (
    <>
      <Button
        variant="ghost"
        size="icon"
        className="relative"
        aria-label={bellLabel(unread)}
        data-testid="notification-bell"
        {...panel.triggerProps}
      >
        <Bell aria-hidden="true" />
        {unread > 0 ? (
          <span
            aria-hidden="true"
            data-testid="unread-count"
            className="absolute -right-0.5 -top-0.5 flex min-w-5 items-center justify-center rounded-full bg-destructive px-1 text-xs font-semibold leading-5 text-destructive-foreground"
          >
            {unread > 99 ? '99+' : unread}
          </span>
        ) : null}
      </Button>
      <DeferredPart dialog={panel}>
        <NotificationPanel {...panel.contentProps} />
      </DeferredPart>
    </>
  );
}
