import { useQuery } from '@tanstack/react-query';
import { ArrowLeft } from 'lucide-react';
import { Suspense, useEffect, useMemo, useRef } from 'react';
import { useNavigate, useParams } from 'react-router';
import { toast } from '@/lib/toast';
import { MEMBER_MESSAGES, splitGuide, TOAST_MS } from '@pathwise/core';
import { useCaseQueryOptions, type UseCaseDetail } from '@/api/use-cases';
import { FullPageSpinner } from '@/components/full-page-spinner';
import { Alert, AlertDescription, AlertTitle } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { useAuth } from '@/lib/auth';
import { trackUserEvent } from '@/lib/analytics';
import { useDocumentTitle } from '@/lib/document-title';
import { usePainted } from '@/lib/after-paint';
import { ApiRequestError, NETWORK_ERROR_MESSAGE } from '@/lib/api-client';
import type { StepToggle } from '@/components/guide/step-guide';
import { GuideSkeleton, LazyStepGuide } from '@/components/guide/lazy-step-guide';
import { CompletionPanel } from './completion-panel';
import { UseCaseFinder } from './use-case-finder';
import { UseCaseHeader } from './use-case-header';
import { UseCaseOverview } from './use-case-overview';
import { TeamPrompts } from './team-prompts';

const isNotFound = (error: unknown) => error instanceof ApiRequestError && error.status === 404;

function UseCaseView({ useCase }: { useCase: UseCaseDetail }) {
  const { user } = useAuth();
  const guide = useMemo(() => splitGuide(useCase.content), [useCase.content]);
  const sectionsCount = guide.sections.length;
  const viewed = useRef<string | null>(null);
  const painted = usePainted();
  useDocumentTitle(useCase.title);

  useEffect(() => {
    // Once per use case shown: not again on a session refresh or StrictMode's second effect run.
    if (viewed.current === useCase.id) return;
    viewed.current = useCase.id;
    trackUserEvent('use_case.viewed', user, { use_case_id: useCase.id, sections_count: sectionsCount });
  }, [useCase.id, user, sectionsCount]);

  function onToggle({ index, title }: StepToggle) {
    trackUserEvent('use_case.clicked', user, {
      use_case_id: useCase.id,
      step_id: `step-${index + 1}`,
      step_title: title,
      element: 'section_toggle',
    });
  }

  return (
    <div className="mx-auto flex w-full max-w-4xl flex-col gap-6">
      <div className="flex flex-col-reverse gap-3 sm:flex-row sm:items-start sm:justify-between">
        <BackToStudio />
        <UseCaseFinder currentId={useCase.id} />
      </div>
      <UseCaseHeader useCase={useCase} />
      <UseCaseOverview useCase={useCase} />
      {/* What follows the guide waits with it: nothing on screen moves when the guide arrives. */}
      {painted ? (
        <Suspense fallback={<GuideSkeleton />}>
          <LazyStepGuide guide={guide} onToggle={onToggle} />
          <CompletionPanel useCase={useCase} />
          <TeamPrompts useCaseId={useCase.id} />
        </Suspense>
      ) : (
        <GuideSkeleton />
      )}
    </div>
  );
}

function BackToStudio() {
  const navigate = useNavigate();
  return (
    <Button variant="ghost" className="self-start px-2" onClick={() => void navigate('/studio')}>
      <ArrowLeft aria-hidden="true" />
      Back to Studio
    </Button>
  );
}

function UseCasePage({ useCaseId }: { useCaseId: string }) {
  const navigate = useNavigate();
  // A missing use case is an answer, not a failure: no retry before saying so.
  const query = useQuery({ ...useCaseQueryOptions(useCaseId), retry: (count, error) => !isNotFound(error) && count < 1 });
  const notFound = isNotFound(query.error);

  useEffect(() => {
    if (!notFound) return;
    toast.error(MEMBER_MESSAGES.useCaseNotFound, { id: 'use-case-not-found', duration: TOAST_MS.product });
    void navigate('/studio', { replace: true });
  }, [notFound, navigate]);

  if (query.isPending || notFound) return <FullPageSpinner label="Loading use case..." />;
  if (query.isError) {
    const message = query.error instanceof ApiRequestError ? query.error.message : NETWORK_ERROR_MESSAGE;
    return (
      <div className="mx-auto flex max-w-xl flex-col gap-4">
        <BackToStudio />
        <Alert variant="destructive">
          <div className="flex flex-col gap-1">
            <AlertTitle>This use case could not be loaded</AlertTitle>
            <AlertDescription>{message}</AlertDescription>
          </div>
        </Alert>
        <Button className="self-start" onClick={() => void query.refetch()}>
          Try again
        </Button>
      </div>
    );
  }
  return <UseCaseView useCase={query.data} />;
}

/** /use-case/{useCaseId}; the route's guard has already sent visitors who may not see it away. */
export function UseCaseScreen() {
  const { useCaseId = '' } = useParams();
  // A new id is a new page: search, open steps and dialogs start over.
  return <UseCasePage key={useCaseId} useCaseId={useCaseId} />;
}
