import { CheckCircle2, Clock } from 'lucide-react';
import { useId } from 'react';
import { Link } from 'react-router';
import type { FeedStory } from '@pathwise/core';
import { Age } from '@/components/age';
import { buttonVariants } from '@/components/ui/button';
import { ExampleLikes, LikeButton } from './like-button';
import { ConfirmStory, OwnStoryActions, StoryFigures } from './story-impact';

function initials(name: string): string {
  const parts = name.split(/[.\s_-]+/).filter(Boolean);
  return (
    parts
      .slice(0, 2)
      .map((part) => part[0]?.toUpperCase() ?? '')
      .join('') || '?'
  );
}

export function ExampleBadge() {
  return (
    <span className="rounded-full bg-amber-100 px-2 py-0.5 text-xs font-semibold text-amber-900 dark:bg-amber-900/40 dark:text-amber-100">
      Example
    </span>
  );
}

/**
 * One impact story: who learned which use case, the feedback, the prompts, minutes saved per
 * task, the age, likes, and 'Do this use case' or 'You completed this use case'.
 */
export function StoryCard({ story, completed, now }: { story: FeedStory; completed: boolean; now: number }) {
  const headingId = useId();
  return (
    <article
      aria-labelledby={headingId}
      data-testid="story-card"
      className="flex flex-col gap-3 rounded-lg border border-border bg-card p-4 shadow-sm sm:p-5"
    >
      <header className="flex items-start gap-3">
        <span
          aria-hidden="true"
          className="flex size-9 shrink-0 items-center justify-center rounded-full bg-secondary text-sm font-semibold text-secondary-foreground"
        >
          {initials(story.author.name)}
        </span>
        <div className="min-w-0 flex-1">
          <h3 id={headingId} className="text-sm leading-snug break-words">
            <span className="font-semibold">{story.author.name}</span> learned <span className="font-semibold">{story.useCase.title}</span>
          </h3>
          <p className="mt-1 flex flex-wrap items-center gap-x-2 gap-y-1 text-xs text-muted-foreground">
            <Age at={story.createdAt} now={now} data-testid="story-age" />
            {story.isExample ? <ExampleBadge /> : null}
          </p>
        </div>
      </header>

      {story.feedback ? <p className="text-sm whitespace-pre-line break-words">{story.feedback}</p> : null}

      {story.prompts.length > 0 ? (
        <div className="flex flex-col gap-1.5">
          <p className="text-xs font-medium text-muted-foreground">Prompts that worked</p>
          <ul className="flex flex-col gap-1.5">
            {story.prompts.map((prompt, index) => (
              <li key={index} className="rounded-md bg-muted px-3 py-2 font-mono text-xs break-words whitespace-pre-wrap text-foreground">
                {prompt}
              </li>
            ))}
          </ul>
        </div>
      ) : null}

      <p className="inline-flex items-center gap-1.5 text-sm text-muted-foreground">
        <Clock className="size-4" aria-hidden="true" />
        <span>
          {story.timeSaved < 0 ? (
            <>
              <span className="font-semibold text-foreground">{-story.timeSaved} min</span> lost per task
            </>
          ) : (
            <>
              <span className="font-semibold text-foreground">{story.timeSaved} min</span> saved per task
            </>
          )}
        </span>
      </p>
      <StoryFigures story={story} />
      <ConfirmStory story={story} />
      <OwnStoryActions story={story} />

      <footer className="flex flex-wrap items-center justify-between gap-2 border-t border-border pt-3">
        {story.isExample ? <ExampleLikes count={story.likes} /> : <LikeButton story={story} />}
        {completed ? (
          <span className="inline-flex items-center gap-1.5 text-sm font-medium text-emerald-700 dark:text-emerald-400">
            <CheckCircle2 className="size-4" aria-hidden="true" />
            You completed this use case
          </span>
        ) : (
          <Link
            to={`/use-case/${story.useCase.id}`}
            aria-label={`Do this use case: ${story.useCase.title}`}
            className={buttonVariants({ variant: 'outline', size: 'sm' })}
          >
            Do this use case
          </Link>
        )}
      </footer>
    </article>
  );
}

export function StoryCardSkeleton() {
  return (
    <div
      data-testid="story-skeleton"
      aria-hidden="true"
      className="flex animate-pulse flex-col gap-3 rounded-lg border border-border bg-card p-5"
    >
      <div className="flex items-center gap-3">
        <div className="size-9 rounded-full bg-muted" />
        <div className="h-4 w-2/3 rounded bg-muted" />
      </div>
      <div className="h-4 w-full rounded bg-muted" />
      <div className="h-4 w-5/6 rounded bg-muted" />
      <div className="h-8 w-1/3 rounded bg-muted" />
    </div>
  );
}
