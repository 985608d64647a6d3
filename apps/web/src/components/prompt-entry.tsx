import { Bookmark, BookmarkCheck, Copy } from 'lucide-react';
import { Link } from 'react-router';
import { usedByLabel, type PromptEntry } from '@pathwise/core';
import { useSavePrompt } from '@/api/prompts';
import { Button } from '@/components/ui/button';
import { toast } from '@/lib/toast';

async function copy(text: string) {
  try {
    await navigator.clipboard.writeText(text);
    toast.success('Prompt copied');
  } catch {
    toast.error('Could not copy the prompt. Select it and copy it yourself.');
  }
}

/** One entry of the team's prompt library: the prompt, who used it where, copy and save. */
export function PromptEntryCard({ entry, showUseCases = true }: { entry: PromptEntry; showUseCases?: boolean }) {
  const save = useSavePrompt();
  const saved = save.isPending && save.variables ? save.variables.save : entry.savedByMe;
  return (
    <article className="flex flex-col gap-3 rounded-lg border border-border bg-card p-4 shadow-sm" data-testid="prompt-entry">
      <pre className="whitespace-pre-wrap break-words rounded-md bg-muted px-3 py-2 font-mono text-sm text-foreground">{entry.text}</pre>
      <div className="flex flex-wrap items-center gap-x-3 gap-y-1 text-sm text-muted-foreground">
        <span>{usedByLabel(entry.usedBy)}</span>
        {entry.authors.length > 0 ? <span>by {entry.authors.map((a) => a.name).join(', ')}</span> : null}
        {entry.saves > 0 ? <span>{entry.saves === 1 ? 'saved once' : `saved ${entry.saves} times`}</span> : null}
      </div>
      {showUseCases && entry.useCases.length > 0 ? (
        <ul className="flex flex-wrap gap-2 text-sm" aria-label="Use cases">
          {entry.useCases.map((useCase) => (
            <li key={useCase.id}>
              <Link className="text-primary underline-offset-4 hover:underline" to={`/use-case/${encodeURIComponent(useCase.id)}`}>
                {useCase.title}
              </Link>
            </li>
          ))}
        </ul>
      ) : null}
      <div className="flex flex-wrap gap-2">
        <Button variant="outline" size="sm" onClick={() => void copy(entry.text)} aria-label={`Copy prompt: ${entry.text.slice(0, 60)}`}>
          <Copy aria-hidden="true" />
          Copy
        </Button>
        <Button
          variant={saved ? 'secondary' : 'outline'}
          size="sm"
          aria-pressed={saved}
          disabled={save.isPending}
          onClick={() =>
            save.mutate(
              { id: entry.id, save: !saved },
              { onError: () => toast.error('Could not update your saved prompts. Please try again.') },
            )
          }
        >
          {saved ? <BookmarkCheck aria-hidden="true" /> : <Bookmark aria-hidden="true" />}
          {saved ? 'Saved to my prompts' : 'Save to my prompts'}
        </Button>
      </div>
    </article>
  );
}
