import { ArrowRight } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { HOME_FEED } from '@pathwise/core';
import type { UseCaseSummary } from '@/api/use-cases';
import { UseCaseCard, UseCaseCardSkeleton } from '@/components/use-case-card';
import { useStudioUseCases } from '../use-studio-use-cases';
import { LoadError } from '@/components/load-error';

function CardGrid({ useCases, loading, empty }: { useCases: UseCaseSummary[]; loading: boolean; empty: string }) {
  if (loading) {
    return (
      <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3" aria-busy="true">
        {Array.from({ length: HOME_FEED.recommendations }, (_, index) => (
          <UseCaseCardSkeleton key={index} />
        ))}
      </div>
    );
  }
  if (useCases.length === 0) {
    // No empty text after a failed load: the error says what happened.
    if (!empty) return null;
    return <p className="rounded-lg border border-dashed border-border p-6 text-center text-sm text-muted-foreground">{empty}</p>;
  }
  return (
    <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
      {useCases.map((useCase) => (
        <li key={useCase.id} className="flex">
          <UseCaseCard useCase={useCase} className="w-full" />
        </li>
      ))}
    </ul>
  );
}

function Section({ id, title, action, children }: { id: string; title: string; action?: ReactNode; children: ReactNode }) {
  return (
    <section aria-labelledby={id} className="flex flex-col gap-4">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h2 id={id} className="text-xl font-semibold">
          {title}
        </h2>
        {action}
      </div>
      {children}
    </section>
  );
}

/** /studio: where to start (recommendations) and what the user has already worked on. */
export function StudioScreen() {
  const { recommendations, completed, isPending, isError, refetch } = useStudioUseCases();
  return (
    <div className="flex flex-col gap-8">
      <header className="flex flex-col gap-1">
        <h1 className="text-3xl font-bold tracking-tight">My Studio</h1>
        <p className="text-muted-foreground">Your next steps and the use cases you have already explored.</p>
      </header>
      {isError ? <LoadError title="Could not load the use cases." onRetry={() => void refetch()} /> : null}
      <Section
        id="studio-start"
        title="Use cases to start with"
        action={
          <Link to="/library" className="inline-flex items-center gap-1 text-sm font-medium text-primary hover:underline">
            Browse the library
            <ArrowRight className="size-4" aria-hidden="true" />
          </Link>
        }
      >
        <CardGrid useCases={recommendations} loading={isPending} empty={isError ? '' : 'No recommendations available yet...'} />
      </Section>
      <Section id="studio-worked-on" title="Use cases you've worked on">
        <CardGrid useCases={completed} loading={isPending} empty={isError ? '' : 'None for now'} />
      </Section>
    </div>
  );
}
