import { memo } from 'react';
import { Link } from 'react-router';
import { can } from '@pathwise/core';
import { useAuthoredList } from '@/api/authoring';
import { useAuth } from '@/lib/auth';

const STATUS_LABELS = { draft: 'Draft', published: 'Published', archived: 'Archived' } as const;

/** The workspace's own use cases that the library does not list (drafts, archived), for authors. */
export const TeamDrafts = memo(function TeamDrafts() {
  const { user } = useAuth();
  const author = can(user?.workspace?.role, 'content.author');
  if (!author) return null;
  return <TeamDraftList />;
});

/**
 * One closed line from the first paint, whatever the list holds: while it loads the count is a
 * "…", so the results below never move when it arrives (issue 20, layout shift); with nothing
 * unlisted it says how to start a use case.
 */
function TeamDraftList() {
  const list = useAuthoredList();
  const unlisted = (list.data?.useCases ?? []).filter((useCase) => useCase.status !== 'published' || useCase.unpublishedChanges);
  const count = list.isPending ? '…' : list.isError ? '?' : String(unlisted.length);
  return (
    <details className="rounded-lg border border-border bg-card p-4 text-sm" aria-busy={list.isPending}>
      <summary className="cursor-pointer font-medium">Your team's drafts and unpublished changes ({count})</summary>
      {list.isPending ? (
        <p className="mt-3 text-muted-foreground">Loading your team's drafts...</p>
      ) : list.isError ? (
        <p className="mt-3 text-destructive">Your team's drafts could not be loaded. Reload the page to try again.</p>
      ) : unlisted.length === 0 ? (
        <p className="mt-3 text-muted-foreground">Nothing unpublished. New use case starts a draft only your team's authors see.</p>
      ) : (
        <ul className="mt-3 flex flex-col gap-2">
          {unlisted.map((useCase) => (
            <li key={useCase.id} className="flex flex-wrap items-center gap-2">
              <Link className="font-medium text-primary underline underline-offset-4" to={`/authoring/${encodeURIComponent(useCase.id)}`}>
                {useCase.draft.title.trim() || 'Untitled use case'}
              </Link>
              <span className="text-muted-foreground">
                {STATUS_LABELS[useCase.status]}
                {useCase.status === 'published' ? ', with changes not published yet' : ''}
              </span>
            </li>
          ))}
        </ul>
      )}
    </details>
  );
}
