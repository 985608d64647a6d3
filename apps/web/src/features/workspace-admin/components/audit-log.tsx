import { relativeAge } from '@pathwise/core';
import { LoadError } from '@/components/load-error';
import { useAudit } from '../api/workspace-admin';

/** Admins: what admins did in the workspace, newest first. */
export function AuditLog() {
  const audit = useAudit(true);
  return (
    <section aria-labelledby="audit-log" className="flex flex-col gap-3 rounded-lg border border-border bg-card p-4 sm:p-6">
      <h2 id="audit-log" className="text-xl font-semibold">
        Audit log
      </h2>
      {audit.isError ? <LoadError title="Could not load the audit log." onRetry={() => void audit.refetch()} /> : null}
      {audit.data && audit.data.entries.length === 0 ? (
        <p className="text-sm text-muted-foreground">
          Nothing yet: renames, role changes, deactivations, group changes and invitations show here.
        </p>
      ) : null}
      <ol className="flex flex-col gap-2 text-sm">
        {audit.data?.entries.map((entry) => (
          <li key={entry.id} className="flex justify-between gap-3">
            <span>{entry.text}</span>
            <time className="shrink-0 text-muted-foreground" dateTime={entry.createdAt}>
              {relativeAge(entry.createdAt)}
            </time>
          </li>
        ))}
      </ol>
    </section>
  );
}
