import { FilePlus2, Inbox, Loader2, Upload } from 'lucide-react';
import { memo, useRef, useState, type ChangeEvent } from 'react';
import { Link, useNavigate } from 'react-router';
import { can, EMPTY_DRAFT, TOAST_MS } from '@pathwise/core';
import { createUseCase, importFile } from '@/api/authoring';
import { Button, buttonVariants } from '@/components/ui/button';
import { NativeSelect } from '@/components/ui/native-select';
import { ApiRequestError } from '@/lib/api-client';
import { useAuth } from '@/lib/auth';
import { toast } from '@/lib/toast';

export const SOURCES = ['all', 'bundled', 'team'] as const;
export type Source = (typeof SOURCES)[number];
const SOURCE_LABELS: Record<Source, string> = { all: 'All use cases', bundled: 'Bundled', team: 'Your team' };

/** ?source=bundled|team (anything else: all), kept in the address like the other filters. */
export function sourceOf(params: URLSearchParams): Source {
  const value = params.get('source');
  return value === 'bundled' || value === 'team' ? value : 'all';
}

export const SourceFilter = memo(function SourceFilter({ source, onChange }: { source: Source; onChange: (source: Source) => void }) {
  return (
    <div className="flex items-center gap-2">
      <label htmlFor="library-source" className="text-sm font-medium">
        Source
      </label>
      <NativeSelect id="library-source" value={source} onChange={(event) => onChange(event.target.value as Source)} className="w-40">
        {SOURCES.map((value) => (
          <option key={value} value={value}>
            {SOURCE_LABELS[value]}
          </option>
        ))}
      </NativeSelect>
    </div>
  );
});

/** What an import's refusal says: each problem with its field. */
function importMessage(error: unknown): string {
  if (error instanceof ApiRequestError && error.details.length > 0)
    return `The file was not imported: ${error.details.map((d) => `${d.field ?? 'file'}: ${d.message}`).join('; ')}`;
  return error instanceof Error ? error.message : 'The file was not imported.';
}

/** 'New use case' and 'Import file' for authors and admins; requests for everyone. */
export const LibraryAuthoring = memo(function LibraryAuthoring() {
  const { user } = useAuth();
  const navigate = useNavigate();
  const fileInput = useRef<HTMLInputElement>(null);
  const [busy, setBusy] = useState(false);
  const author = can(user?.workspace?.role, 'content.author');

  async function run(action: () => Promise<{ useCase: { id: string } }>, failure: (error: unknown) => string) {
    setBusy(true);
    try {
      const { useCase } = await action();
      void navigate(`/authoring/${encodeURIComponent(useCase.id)}`);
    } catch (error) {
      toast.error(failure(error), { duration: TOAST_MS.product });
    } finally {
      setBusy(false);
    }
  }

  function onFile(event: ChangeEvent<HTMLInputElement>) {
    const file = event.target.files?.[0];
    event.target.value = '';
    if (!file) return;
    void run(async () => importFile(await file.text()), importMessage);
  }

  return (
    <div className="flex flex-wrap items-center gap-2">
      {author ? (
        <>
          <Button
            disabled={busy}
            onClick={() =>
              void run(
                () => createUseCase(EMPTY_DRAFT),
                (e) => (e instanceof Error ? e.message : 'Not created.'),
              )
            }
          >
            {busy ? <Loader2 className="animate-spin" aria-hidden="true" /> : <FilePlus2 aria-hidden="true" />}
            New use case
          </Button>
          <Button variant="outline" disabled={busy} onClick={() => fileInput.current?.click()}>
            <Upload aria-hidden="true" />
            Import file
          </Button>
          <input
            ref={fileInput}
            type="file"
            accept=".md,text/markdown,text/plain"
            className="sr-only"
            tabIndex={-1}
            aria-label="Use case file to import"
            onChange={onFile}
          />
        </>
      ) : null}
      <Link to="/requests" className={buttonVariants({ variant: 'ghost' })}>
        <Inbox aria-hidden="true" />
        Requests
      </Link>
    </div>
  );
});
