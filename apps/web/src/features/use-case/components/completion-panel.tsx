import { CheckCircle2, Share2, ThumbsDown, ThumbsUp } from 'lucide-react';
import { lazy, startTransition, Suspense, useEffect, useState } from 'react';
import { toast } from '@/lib/toast';
import { MEMBER_MESSAGES, peopleLabel, TOAST_MS } from '@pathwise/core';
import type { UseCaseDetail } from '@/api/use-cases';
import { Button } from '@/components/ui/button';
import { useAuth } from '@/lib/auth';
import { usePainted } from '@/lib/after-paint';
import { trackUserEvent } from '@/lib/analytics';
import { useRateUseCase } from '../api/rate-use-case';

// The dialog's code loads after the page's first screen (or when a member points at Share Impact
// before that): not with the use case page, and not after the click, which then waits for it.
const loadImpactDialog = () => import('./impact-dialog');
const ImpactDialog = lazy(async () => ({ default: (await loadImpactDialog()).ImpactDialog }));
const preloadImpactDialog = () => void loadImpactDialog().catch(() => undefined);

function RatingQuestion({ useCase }: { useCase: UseCaseDetail }) {
  const { user } = useAuth();
  const rate = useRateUseCase(useCase.id);

  async function answer(helpful: boolean) {
    try {
      await rate.mutateAsync(helpful);
    } catch (error) {
      console.warn('rating not saved', error);
      toast.error(MEMBER_MESSAGES.ratingFailed, { duration: TOAST_MS.product });
      return;
    }
    trackUserEvent('use_case.rated', user, { use_case_id: useCase.id, rating: helpful ? 'helpful' : 'not_helpful' });
    toast.success(MEMBER_MESSAGES.feedbackThanks, { duration: TOAST_MS.product });
  }

  return (
    <div className="flex flex-col items-center gap-3 text-center sm:flex-row sm:justify-between sm:text-left">
      <h2 id="completion-heading" className="text-base font-semibold">
        Was this use case relevant and useful?
      </h2>
      <div className="flex gap-2">
        <Button variant="outline" disabled={rate.isPending} onClick={() => void answer(true)}>
          <ThumbsUp aria-hidden="true" />
          Yes
        </Button>
        <Button variant="outline" disabled={rate.isPending} onClick={() => void answer(false)}>
          <ThumbsDown aria-hidden="true" />
          No
        </Button>
      </div>
    </div>
  );
}

function Completed({ useCase }: { useCase: UseCaseDetail }) {
  const [sharing, setSharing] = useState(false);
  // Its code loads once the panel is on screen, and the dialog is then mounted closed (it draws
  // nothing): a click shows it without waiting for a download. A load that failed is tried again
  // by the click, which shows what went wrong.
  const painted = usePainted();
  const [loaded, setLoaded] = useState(false);
  useEffect(() => {
    if (painted)
      loadImpactDialog().then(
        () => setLoaded(true),
        () => undefined,
      );
  }, [painted]);
  return (
    <div className="flex flex-col items-center gap-3 text-center sm:flex-row sm:justify-between sm:text-left">
      <div className="flex flex-col gap-0.5">
        <h2 id="completion-heading" className="inline-flex items-center justify-center gap-2 text-base font-semibold sm:justify-start">
          <CheckCircle2 className="size-5 text-emerald-600 dark:text-emerald-400" aria-hidden="true" />
          You completed this use case
        </h2>
        <p className="text-sm text-muted-foreground" data-testid="completed-helpful-count">
          {peopleLabel(useCase.helpfulCount)} found this helpful
        </p>
      </div>
      {/* The dialog renders in a transition: the click's paint does not wait for it (INP). */}
      <Button onPointerEnter={preloadImpactDialog} onFocus={preloadImpactDialog} onClick={() => startTransition(() => setSharing(true))}>
        <Share2 aria-hidden="true" />
        Share Impact
      </Button>
      {loaded || sharing ? (
        <Suspense fallback={null}>
          <ImpactDialog useCase={useCase} open={sharing} onOpenChange={setSharing} />
        </Suspense>
      ) : null}
    </div>
  );
}

/** Below the guide: the relevance question until answered, then the count and 'Share Impact'. */
export function CompletionPanel({ useCase }: { useCase: UseCaseDetail }) {
  const { completedUseCases } = useAuth();
  const completed = useCase.completed || completedUseCases.includes(useCase.id);
  return (
    <section
      aria-labelledby="completion-heading"
      className="rounded-lg border border-border bg-card p-4 text-card-foreground shadow-sm sm:p-6"
    >
      {completed ? <Completed useCase={useCase} /> : <RatingQuestion useCase={useCase} />}
    </section>
  );
}
