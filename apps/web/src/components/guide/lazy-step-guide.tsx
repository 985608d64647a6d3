import { lazy } from 'react';

const load = () => import('./step-guide');

/**
 * The step guide, loaded when first shown: the markdown renderer (its parser most of it) is not
 * part of a screen's first download. Screens ask for it once their first screenful is painted.
 */
export const LazyStepGuide = lazy(() => load().then((m) => ({ default: m.StepGuide })));

/** Starts loading the guide's code before a guide is shown (a preview of a guide not yet written). */
export const preloadStepGuide = (): void => void load().catch(() => undefined);

/** Where a guide and what follows it will be: its heading and three closed steps' height. */
export function GuideSkeleton({ label = 'Loading the guide...' }: { label?: string }) {
  return (
    <div role="status" className="flex flex-col gap-3" aria-label={label}>
      <div className="h-7 w-56 animate-pulse rounded bg-muted" />
      {[0, 1, 2].map((index) => (
        <div key={index} className="h-16 animate-pulse rounded-lg border border-border bg-card" />
      ))}
    </div>
  );
}
