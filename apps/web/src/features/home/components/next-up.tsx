import { ArrowRight, Clock, Users } from 'lucide-react';
import { Link } from 'react-router';
import { HOME_FEED, peopleLabel } from '@pathwise/core';
import type { UseCaseSummary } from '@/api/use-cases';
import { cn } from '@/lib/utils';
import { useRecommendations } from '@/api/recommendations';
import { useAuth } from '@/lib/auth';

function NextUpCard({ useCase }: { useCase: UseCaseSummary }) {
  return (
    <Link
      to={`/use-case/${useCase.id}`}
      data-testid="next-up-card"
      className="group flex flex-col gap-1.5 rounded-lg border border-border bg-card p-3 shadow-sm transition-colors hover:bg-accent focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring"
    >
      <span className="flex flex-wrap gap-1.5 text-xs capitalize text-muted-foreground">
        <span>{useCase.type}</span>
        <span aria-hidden="true">·</span>
        <span>{useCase.complexity}</span>
      </span>
      <span className="text-sm font-semibold leading-snug group-hover:underline">{useCase.title}</span>
      <span className="flex items-center gap-3 text-xs text-muted-foreground">
        <span className="inline-flex items-center gap-1">
          <Clock className="size-3.5" aria-hidden="true" />
          {useCase.estimatedTime} min
        </span>
        <span className="inline-flex items-center gap-1" data-testid="next-up-helpful">
          <Users className="size-3.5" aria-hidden="true" />
          {peopleLabel(useCase.helpfulCount)}
        </span>
      </span>
    </Link>
  );
}

/** The home screen's 'Next up' column: the three recommended use cases as compact cards. */
export function NextUp({ className }: { className?: string }) {
  const { user } = useAuth();
  const { recommendations, isPending, isError } = useRecommendations(user);
  return (
    <section aria-labelledby="next-up-heading" className={cn('flex flex-col gap-3', className)}>
      <h2 id="next-up-heading" className="text-xl font-semibold">
        Next up
      </h2>
      {isPending ? (
        <div className="flex flex-col gap-3" aria-hidden="true">
          {Array.from({ length: HOME_FEED.recommendations }, (_, index) => (
            <div key={index} className="h-24 animate-pulse rounded-lg border border-border bg-muted" />
          ))}
        </div>
      ) : isError ? (
        <p className="text-sm text-muted-foreground">Recommendations could not be loaded.</p>
      ) : recommendations.length === 0 ? (
        <p className="text-sm text-muted-foreground">No recommendations available yet...</p>
      ) : (
        <ul className="flex flex-col gap-3">
          {recommendations.map((useCase) => (
            <li key={useCase.id}>
              <NextUpCard useCase={useCase} />
            </li>
          ))}
        </ul>
      )}
      <Link to="/library" className="inline-flex items-center gap-1 text-sm font-medium text-primary hover:underline">
        Browse the library
        <ArrowRight className="size-4" aria-hidden="true" />
      </Link>
    </section>
  );
}
