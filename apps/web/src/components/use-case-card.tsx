import { Clock, Play, RotateCcw, Sparkles, TrendingUp, Users } from 'lucide-react';
import { Link, useNavigate } from 'react-router';
import { badgeFor, peopleLabel, resolveThumbnail } from '@pathwise/core';
import type { UseCaseSummary } from '@/api/use-cases';
import { Button } from '@/components/ui/button';
import { cn } from '@/lib/utils';

const COMPLEXITY_STYLE = {
  beginner: 'bg-emerald-100 text-emerald-800 dark:bg-emerald-900/40 dark:text-emerald-200',
  intermediate: 'bg-amber-100 text-amber-800 dark:bg-amber-900/40 dark:text-amber-200',
  advanced: 'bg-rose-100 text-rose-800 dark:bg-rose-900/40 dark:text-rose-200',
} as const;

export function Tag({ children, className }: { children: string; className?: string }) {
  return <span className={cn('rounded-full px-2 py-0.5 text-xs font-medium capitalize', className)}>{children}</span>;
}

/**
 * The spec's use case card: thumbnail, badge, complexity and type, title, description clamped
 * to two lines (full text on hover), minutes, helpful count, Start or Review, and the hover
 * overlay 'Quick Start' / 'Review'. The whole card opens the use case.
 */
export function UseCaseCard({
  useCase,
  className,
  priority = false,
}: {
  useCase: UseCaseSummary;
  className?: string;
  /** A card at the top of the page: its picture loads at once, the first of them eagerly. */
  priority?: boolean | 'high';
}) {
  const navigate = useNavigate();
  const badge = badgeFor(useCase.helpfulCount);
  const href = `/use-case/${useCase.id}`;
  const action = useCase.completed ? 'Review' : 'Start';
  return (
    <article
      data-testid="use-case-card"
      className={cn(
        'group relative flex flex-col overflow-hidden rounded-lg border border-border bg-card text-card-foreground shadow-sm transition-shadow hover:shadow-md focus-within:ring-2 focus-within:ring-ring',
        className,
      )}
    >
      <div className="relative aspect-[40/27] overflow-hidden bg-muted">
        <img
          src={resolveThumbnail(useCase.thumbnail)}
          alt=""
          width={400}
          height={270}
          loading={priority ? 'eager' : 'lazy'}
          fetchPriority={priority === 'high' ? 'high' : 'auto'}
          decoding="async"
          className="size-full object-cover"
        />
        {badge ? (
          <span
            className={cn(
              'absolute left-3 top-3 inline-flex items-center gap-1 rounded-full px-2 py-0.5 text-xs font-semibold shadow',
              badge === 'Trending' ? 'bg-rose-600 text-white' : 'bg-amber-400 text-amber-950',
            )}
          >
            {badge === 'Trending' ? (
              <TrendingUp className="size-3" aria-hidden="true" />
            ) : (
              <Sparkles className="size-3" aria-hidden="true" />
            )}
            {badge}
          </span>
        ) : null}
        <div
          data-testid="use-case-overlay"
          className="absolute inset-0 hidden items-center justify-center bg-black/45 opacity-0 transition-opacity group-focus-within:opacity-100 group-hover:opacity-100 md:flex"
          aria-hidden="true"
        >
          <span className="inline-flex items-center gap-2 rounded-md bg-white px-4 py-2 text-sm font-semibold text-slate-900 shadow">
            {useCase.completed ? <RotateCcw className="size-4" /> : <Play className="size-4" />}
            {useCase.completed ? 'Review' : 'Quick Start'}
          </span>
        </div>
      </div>
      <div className="flex flex-1 flex-col gap-2 p-4">
        <div className="flex flex-wrap gap-1.5">
          <Tag className={COMPLEXITY_STYLE[useCase.complexity]}>{useCase.complexity}</Tag>
          <Tag className="bg-secondary text-secondary-foreground">{useCase.type}</Tag>
          {useCase.fromTeam ? <Tag className="bg-primary/10 normal-case text-primary">From your team</Tag> : null}
        </div>
        <h3 className="text-base font-semibold leading-snug">
          {/* The link's ::after covers the card, so it is what the pointer rests on anywhere: its
              title is how the clamped description shows in full on hover. */}
          <Link to={href} title={useCase.description} className="after:absolute after:inset-0 focus-visible:outline-none">
            {useCase.title}
          </Link>
        </h3>
        <p className="line-clamp-2 text-sm text-muted-foreground">{useCase.description}</p>
        <div className="mt-auto flex flex-wrap items-center gap-x-3 gap-y-2 pt-2 text-xs text-muted-foreground">
          <span className="inline-flex items-center gap-1 whitespace-nowrap">
            <Clock className="size-3.5" aria-hidden="true" />
            {useCase.estimatedTime} min
          </span>
          <span className="inline-flex items-center gap-1 whitespace-nowrap">
            <Users className="size-3.5" aria-hidden="true" />
            {peopleLabel(useCase.helpfulCount)}
          </span>
          <Button
            size="sm"
            variant={useCase.completed ? 'outline' : 'default'}
            className="relative z-10 ml-auto"
            aria-label={`${action}: ${useCase.title}`}
            onClick={() => void navigate(href)}
          >
            {action}
          </Button>
        </div>
      </div>
    </article>
  );
}

export function UseCaseCardSkeleton() {
  return (
    <div
      data-testid="use-case-skeleton"
      aria-hidden="true"
      className="flex animate-pulse flex-col overflow-hidden rounded-lg border border-border bg-card"
    >
      <div className="aspect-[40/27] bg-muted" />
      <div className="flex flex-col gap-3 p-4">
        <div className="h-4 w-1/3 rounded bg-muted" />
        <div className="h-5 w-3/4 rounded bg-muted" />
        <div className="h-4 w-full rounded bg-muted" />
        <div className="h-4 w-2/3 rounded bg-muted" />
      </div>
    </div>
  );
}
