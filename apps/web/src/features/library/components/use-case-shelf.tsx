import { memo } from 'react';
import type { UseCaseSummary } from '@/api/use-cases';
import { UseCaseCard } from '@/components/use-case-card';

/**
 * A titled two-column grid of up to four cards (the spec's 'Related Content' and 'Trending Use
 * Cases'). Memoised: its lists are memoised too, so a keystroke does not redraw a shelf it
 * leaves unchanged.
 */
export const UseCaseShelf = memo(function UseCaseShelf({
  id,
  title,
  useCases,
}: {
  id: string;
  title: string;
  useCases: readonly UseCaseSummary[];
}) {
  if (useCases.length === 0) return null;
  return (
    // Below the first screen: the browser lays it out and paints it once it comes near.
    <section aria-labelledby={id} className="flex flex-col gap-4 [contain-intrinsic-size:auto_40rem] [content-visibility:auto]">
      <h2 id={id} className="text-xl font-semibold tracking-tight">
        {title}
      </h2>
      <div data-testid={`${id}-grid`} className="grid grid-cols-1 gap-4 sm:grid-cols-2">
        {useCases.map((useCase) => (
          <UseCaseCard key={useCase.id} useCase={useCase} />
        ))}
      </div>
    </section>
  );
});
