import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { Label } from '@/components/ui/label';
import { NativeSelect } from '@/components/ui/native-select';
import { LoadError } from '@/components/load-error';
import { toast } from '@/lib/toast';
import { useDigestPreview, useDigestSettings, useSetTimeZone } from '../api/digest';
import { sendTimeText } from '../send-time';

function timeZones(current: string): string[] {
  const all = typeof Intl.supportedValuesOf === 'function' ? Intl.supportedValuesOf('timeZone') : [];
  return [...new Set(['UTC', current, ...all])];
}

/** Admins: the workspace's time zone (the digest goes out Monday 08:00 there) and this week's preview. */
export function DigestAdmin() {
  const settings = useDigestSettings();
  const setTimeZone = useSetTimeZone();
  const [chosen, setChosen] = useState<string | null>(null);
  const [showPreview, setShowPreview] = useState(false);
  const preview = useDigestPreview(showPreview);
  const current = settings.data?.timeZone ?? 'UTC';
  const value = chosen ?? current;

  return (
    <section aria-labelledby="digest-admin" className="flex flex-col gap-4 rounded-lg border border-border bg-card p-4 sm:p-6">
      <div className="flex flex-col gap-1">
        <h2 id="digest-admin" className="text-xl font-semibold">
          Weekly digest
        </h2>
        <p className="text-sm text-muted-foreground">
          Sent to every member who has not opted out, on Monday at 08:00 in the workspace's time zone.
          {settings.data?.nextSendDate ? ` Next: ${sendTimeText(settings.data.nextSendDate)}.` : ''}
        </p>
      </div>
      {settings.isError ? <LoadError title="Could not load the digest settings." onRetry={() => void settings.refetch()} /> : null}
      <form
        className="flex flex-col gap-2 sm:flex-row sm:items-end"
        onSubmit={(event) => {
          event.preventDefault();
          setTimeZone.mutate(value, {
            onSuccess: () => {
              setChosen(null);
              toast.success(`The digest now goes out at 08:00 ${value} time`);
            },
            onError: () => toast.error('Could not change the time zone. Please try again.'),
          });
        }}
      >
        <div className="flex min-w-0 flex-1 flex-col gap-1.5">
          <Label htmlFor="digest-time-zone">Workspace time zone</Label>
          <NativeSelect id="digest-time-zone" value={value} onChange={(event) => setChosen(event.target.value)}>
            {timeZones(current).map((zone) => (
              <option key={zone} value={zone}>
                {zone}
              </option>
            ))}
          </NativeSelect>
        </div>
        <Button type="submit" disabled={setTimeZone.isPending || value === current}>
          {setTimeZone.isPending ? 'Saving...' : 'Save time zone'}
        </Button>
      </form>
      <div className="flex flex-col gap-3">
        <Button variant="outline" className="self-start" aria-expanded={showPreview} onClick={() => setShowPreview((shown) => !shown)}>
          {showPreview ? "Hide this week's digest" : "Preview this week's digest"}
        </Button>
        {showPreview && preview.isPending ? <p className="text-sm text-muted-foreground">Rendering the preview…</p> : null}
        {showPreview && preview.isError ? <LoadError title="Could not render the preview." onRetry={() => void preview.refetch()} /> : null}
        {showPreview && preview.data ? (
          <div className="flex flex-col gap-2">
            <p className="text-sm">
              <span className="font-medium">Subject:</span> {preview.data.subject}
            </p>
            {/* The mail's own HTML, sandboxed: no script, no form, no navigation of this page. */}
            <iframe
              title="Preview of this week's digest"
              sandbox=""
              srcDoc={preview.data.html}
              className="h-[36rem] w-full rounded-md border border-border bg-white"
            />
          </div>
        ) : null}
      </div>
    </section>
  );
}
