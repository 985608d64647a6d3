import { lazy, useState } from 'react';
import { DeferredPart, useDeferredDialog } from '@/components/deferred-dialog';
import { Button } from '@/components/ui/button';
import { toast } from '@/lib/toast';
import { exportMyData } from '../api/account';

// The dialog's code, and the dialog library with it, loads when it is first opened (decision 020).
const DeleteAccountDialog = lazy(async () => ({ default: (await import('./delete-account-dialog')).DeleteAccountDialog }));

/** Export my data (a JSON file) and delete my account (password; stories deleted or anonymised). */
export function DataPanel() {
  const [exporting, setExporting] = useState(false);
  const deletion = useDeferredDialog();

  const download = () => {
    setExporting(true);
    exportMyData()
      .then((data) => {
        const url = URL.createObjectURL(new Blob([JSON.stringify(data, null, 2)], { type: 'application/json' }));
        const link = document.createElement('a');
        link.href = url;
        link.download = 'pathwise-my-data.json';
        link.click();
        URL.revokeObjectURL(url);
      })
      .catch(() => toast.error('Could not export your data. Please try again.'))
      .finally(() => setExporting(false));
  };

  return (
    <section aria-labelledby="my-data" className="flex flex-col gap-4 rounded-lg border border-border bg-card p-4 sm:p-6">
      <h2 id="my-data" className="text-xl font-semibold">
        Your data
      </h2>
      <p className="text-sm text-muted-foreground">A JSON file with your profile, stories, ratings and completions.</p>
      <Button variant="outline" className="self-start" disabled={exporting} onClick={download}>
        {exporting ? 'Exporting...' : 'Export my data'}
      </Button>
      <Button variant="destructive" className="self-start" {...deletion.triggerProps}>
        Delete my account
      </Button>
      <DeferredPart dialog={deletion}>
        <DeleteAccountDialog {...deletion.contentProps} opening={deletion.openings} />
      </DeferredPart>
    </section>
  );
}
