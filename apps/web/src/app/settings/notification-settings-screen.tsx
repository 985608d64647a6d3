import { useNotificationPreferences } from '@/api/notification-preferences';
import { useDigestSettings } from '@/features/digest/api/digest';
import { SettingsNav } from './settings-nav';
import { DigestSettings } from '@/features/digest/components/digest-settings';
import { NotificationPreferences } from '@/features/notifications/components/notification-preferences';

/**
 * /settings/notifications: a member's notification choices and the digest switch. Issue 15's
 * settings layout will mount these two components in its own screens; this route holds them until then.
 */
export function NotificationSettingsScreen() {
  // The two parts load apart; shown as each arrived, the first one's answer pushed the other
  // down (Lighthouse desktop 0.90 for the shift). They show together, or once a first attempt
  // failed (the part then says so itself).
  const preferences = useNotificationPreferences();
  const digest = useDigestSettings();
  const firstLoad = (preferences.isPending && preferences.failureCount === 0) || (digest.isPending && digest.failureCount === 0);
  return (
    <div className="mx-auto flex w-full max-w-3xl flex-col gap-6">
      <header className="flex flex-col gap-1">
        <h1 className="text-3xl font-bold tracking-tight">Notification settings</h1>
        <p className="text-muted-foreground">What reaches you, and how.</p>
      </header>
      <SettingsNav />
      {firstLoad ? (
        <p role="status" className="text-sm text-muted-foreground">
          Loading notification settings…
        </p>
      ) : (
        <>
          <NotificationPreferences />
          <DigestSettings />
        </>
      )}
    </div>
  );
}
