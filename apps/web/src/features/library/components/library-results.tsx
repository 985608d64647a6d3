import { SearchX } from 'lucide-react';
import { memo } from 'react';
import { LIBRARY } from '@pathwise/core';
import type { UseCaseSummary } from '@/api/use-cases';
import { Button } from '@/components/ui/button';
import { UseCaseCard, UseCaseCardSkeleton } from '@/components/use-case-card';
import { useEntranceAnimation } from '../use-entrance-animation';

const GRID = 'grid grid-cols-1 gap-4 md:grid-cols-2 lg:grid-cols-3 lg:gap-6';

export function LibrarySkeletons() {
  return (
    <div className={GRID} data-testid="library-skeletons">
      <p role="status" className="sr-only">
        Loading use cases…
      </p>
      {Array.from({ length: LIBRARY.skeletonCount }, (_, index) => (
        <UseCaseCardSkeleton key={index} />
      ))}
    </div>
  );
}

export function NoMatches({ onReset }: { onReset: () => void }) {
  return (
    <div className="flex flex-col items-center gap-3 rounded-lg border border-dashed border-border px-6 py-12 text-center">
      <SearchX className="size-10 text-muted-foreground" aria-hidden="true" />
      <h2 className="text-lg font-semibold">No matches found</h2>
      <p className="max-w-md text-sm text-muted-foreground">
        Let&apos;s find what you&apos;re looking for! Try adjusting your search criteria.
      </p>
      <Button variant="outline" onClick={onReset}>
        Reset search and filters
      </Button>
    </div>
  );
}

/** Cards in the grid's first row (three columns at its widest): their pictures are not deferred. */
export const FIRST_ROW = 3;

/**
 * One page of cards; `animationKey` replays the entrance animation when the list or page changes.
 * Memoised: a keystroke's first render leaves the cards alone (the screen passes the same list).
 */
export const ResultsGrid = memo(function ResultsGrid({
  useCases,
  animationKey,
}: {
  useCases: readonly UseCaseSummary[];
  animationKey: string;
}) {
  const ref = useEntranceAnimation<HTMLUListElement>(animationKey, LIBRARY.pageAnimationMs);
  return (
    <>
      {/* The cards' titles are h3: a heading for the list keeps the outline in order. */}
      <h2 className="sr-only">Use cases</h2>
      <ul ref={ref} className={GRID} data-testid="library-grid" aria-label="Use cases">
        {useCases.map((useCase, index) => (
          <li key={useCase.id} className="flex">
            <UseCaseCard useCase={useCase} className="w-full" priority={index === 0 ? 'high' : index < FIRST_ROW} />
          </li>
        ))}
      </ul>
    </>
  );
});
