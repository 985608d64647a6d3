import {
  NOTIFICATION_CHANNEL_LABELS,
  NOTIFICATION_CHANNELS,
  NOTIFICATION_KIND_LABELS,
  NOTIFICATION_KINDS,
  type NotificationChannel,
  type NotificationKind,
} from '@pathwise/core';
import { useNotificationPreferences, useSavePreferences } from '@/api/notification-preferences';
import { LoadError } from '@/components/load-error';
import { toast } from '@/lib/toast';

/**
 * Per kind of notification: in the product (the bell), by e-mail (the bell and an e-mail), or off.
 * Each choice is saved as it is made. Self-contained: the settings layout mounts it.
 */
export function NotificationPreferences() {
  const preferences = useNotificationPreferences();
  const save = useSavePreferences();

  const choose = (kind: NotificationKind, channel: NotificationChannel) =>
    save.mutate(
      { kinds: { [kind]: channel } },
      {
        onSuccess: () => toast.success('Notification settings saved'),
        onError: () => toast.error('Could not save your notification settings. Please try again.'),
      },
    );

  return (
    <section aria-labelledby="notification-preferences" className="flex flex-col gap-4 rounded-lg border border-border bg-card p-4 sm:p-6">
      <div className="flex flex-col gap-1">
        <h2 id="notification-preferences" className="text-xl font-semibold">
          Notifications
        </h2>
        <p className="text-sm text-muted-foreground">
          Choose how you hear about each kind of news. By e-mail also shows it under the bell.
        </p>
      </div>
      {preferences.isError ? (
        <LoadError title="Could not load your notification settings." onRetry={() => void preferences.refetch()} />
      ) : null}
      {preferences.isPending ? <p className="text-sm text-muted-foreground">Loading…</p> : null}
      {preferences.data
        ? NOTIFICATION_KINDS.map((kind) => (
            <fieldset key={kind} className="flex flex-col gap-2 border-t border-border pt-3 first-of-type:border-t-0 first-of-type:pt-0">
              <legend className="text-sm font-medium">{NOTIFICATION_KIND_LABELS[kind]}</legend>
              <div className="flex flex-wrap gap-x-6 gap-y-1">
                {NOTIFICATION_CHANNELS.map((channel) => (
                  <label key={channel} className="flex min-h-11 items-center gap-2 text-sm">
                    <input
                      type="radio"
                      className="size-4 accent-primary"
                      name={`notify-${kind}`}
                      value={channel}
                      checked={preferences.data.kinds[kind] === channel}
                      disabled={save.isPending}
                      onChange={() => choose(kind, channel)}
                    />
                    {NOTIFICATION_CHANNEL_LABELS[channel]}
                  </label>
                ))}
              </div>
            </fieldset>
          ))
        : null}
    </section>
  );
}
