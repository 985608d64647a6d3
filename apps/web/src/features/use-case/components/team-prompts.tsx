import { ArrowRight } from 'lucide-react';
import { Link } from 'react-router';
import { usePrompts } from '@/api/prompts';
import { PromptEntryCard } from '@/components/prompt-entry';

const SHOWN = 4;

/** "Prompts your team used" for this use case: the most used first, the rest in the library. */
export function TeamPrompts({ useCaseId }: { useCaseId: string }) {
  const query = usePrompts({ useCase: useCaseId, sort: 'used' });
  const prompts = query.data?.prompts ?? [];
  return (
    <section aria-labelledby="team-prompts" className="flex flex-col gap-3">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h2 id="team-prompts" className="text-xl font-semibold">
          Prompts your team used
        </h2>
        {prompts.length > SHOWN || query.data?.hasMore ? (
          <Link
            to={`/prompts?useCase=${encodeURIComponent(useCaseId)}`}
            className="inline-flex items-center gap-1 text-sm text-primary underline-offset-4 hover:underline"
          >
            See all in the Prompt Library
            <ArrowRight className="size-4" aria-hidden="true" />
          </Link>
        ) : null}
      </div>
      {query.isPending ? <p className="text-sm text-muted-foreground">Loading prompts…</p> : null}
      {query.isError ? <p className="text-sm text-muted-foreground">The team's prompts could not be loaded.</p> : null}
      {query.isSuccess && prompts.length === 0 ? (
        <p className="rounded-lg border border-dashed border-border p-4 text-sm text-muted-foreground">
          No teammate has shared a prompt for this use case yet. Complete it and add the prompts that worked to your impact story.
        </p>
      ) : null}
      {prompts.length > 0 ? (
        <ul className="grid gap-3 md:grid-cols-2">
          {prompts.slice(0, SHOWN).map((entry) => (
            <li key={entry.id} className="flex flex-col">
              <PromptEntryCard entry={entry} showUseCases={false} />
            </li>
          ))}
        </ul>
      ) : null}
    </section>
  );
}
