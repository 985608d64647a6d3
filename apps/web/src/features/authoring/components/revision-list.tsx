import { History } from 'lucide-react';
import { relativeAge, type UseCaseRevision } from '@pathwise/core';
import { Button } from '@/components/ui/button';

/** Every published version, newest first; restoring one makes it the draft again. */
export function RevisionList({
  revisions,
  onRestore,
  busy,
}: {
  revisions: readonly UseCaseRevision[];
  onRestore: (number: number) => void;
  busy: boolean;
}) {
  return (
    <section aria-labelledby="revisions-heading" className="flex flex-col gap-3 rounded-lg border border-border bg-card p-4">
      <h2 id="revisions-heading" className="flex items-center gap-2 text-base font-semibold">
        <History className="size-4" aria-hidden="true" />
        Revisions
      </h2>
      {revisions.length === 0 ? (
        <p className="text-sm text-muted-foreground">No revision yet: each time you publish, the published version is kept here.</p>
      ) : (
        <ol className="flex flex-col gap-2">
          {revisions.map((revision) => (
            <li key={revision.number} className="flex flex-wrap items-center justify-between gap-2 text-sm">
              <span>
                <span className="font-medium">Revision {revision.number}</span>: {revision.title}
                <span className="text-muted-foreground">
                  {' '}
                  · {revision.publishedBy ?? 'a former member'} · {relativeAge(revision.createdAt)}
                </span>
              </span>
              <Button
                size="sm"
                variant="outline"
                disabled={busy}
                onClick={() => onRestore(revision.number)}
                aria-label={`Restore revision ${revision.number}`}
              >
                Restore
              </Button>
            </li>
          ))}
        </ol>
      )}
    </section>
  );
}
