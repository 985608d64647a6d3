import { useQueryClient } from '@tanstack/react-query';
import { useNotificationPreferences, useSavePreferences } from '@/api/notification-preferences';
import { toast } from '@/lib/toast';
import { digestKeys, useDigestSettings } from '../api/digest';
import { sendTimeText } from '../send-time';

/** Every member: the weekly digest on or off (the same switch as the e-mail's unsubscribe link). */
export function DigestSettings() {
  const settings = useDigestSettings();
  const preferences = useNotificationPreferences();
  const save = useSavePreferences();
  const queryClient = useQueryClient();
  const on = preferences.data?.digest ?? settings.data?.subscribed ?? true;

  return (
    <section aria-labelledby="digest-settings" className="flex flex-col gap-3 rounded-lg border border-border bg-card p-4 sm:p-6">
      <h2 id="digest-settings" className="text-xl font-semibold">
        Weekly digest
      </h2>
      <p className="text-sm text-muted-foreground">
        Every Monday morning: the minutes your team saved, the most-liked stories, new use cases and your streak.
        {settings.data?.nextSendDate ? ` Next one: ${sendTimeText(settings.data.nextSendDate)} (${settings.data.timeZone}).` : ''}
      </p>
      <label className="flex min-h-11 items-center gap-2 text-sm">
        <input
          type="checkbox"
          className="size-4 accent-primary"
          checked={on}
          disabled={save.isPending || preferences.isPending}
          onChange={(event) =>
            save.mutate(
              { digest: event.target.checked },
              {
                onSuccess: (data) => {
                  toast.success(data.digest ? 'You will get the weekly digest' : 'You will no longer get the weekly digest');
                  void queryClient.invalidateQueries({ queryKey: digestKeys.settings });
                },
                onError: () => toast.error('Could not save your digest setting. Please try again.'),
              },
            )
          }
        />
        Send me the weekly digest by e-mail
      </label>
    </section>
  );
}
