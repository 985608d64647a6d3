import { ArrowLeft, ArrowRight, Loader2, Send } from 'lucide-react';
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { useForm } from 'react-hook-form';
import { toast } from '@/lib/toast';
import { IMPACT_WIZARD, MEMBER_MESSAGES, TOAST_MS } from '@pathwise/core';
import { CostTimeToggle, EMPTY_DETAILS, ImpactDetails, type ImpactDetailsText } from '@/components/impact-details';
import { useUseCases } from '@/api/use-cases';
import { Button } from '@/components/ui/button';
import { Progress } from '@/components/ui/progress';
import { useAuth } from '@/lib/auth';
import { trackUserEvent } from '@/lib/analytics';
import { lazyRulesResolver, loadRules } from '@/lib/lazy-rules';
import { useCreateStory } from '@/api/stories';
import type { ShareImpactValues } from '../share-impact-schema';
import type { ShareImpactFields } from '../share-impact-values';
import { PromptsField, TimeSavedFields } from './share-impact-fields';

const STEP_TITLES = ['Share your impact', 'Add helpful prompts (optional)'] as const;
const EMPTY: ShareImpactFields = { useCaseId: '', timeSaved: '', prompts: '', feedback: '' };
// The rules (and the schema library) load when the form is first used, not with /home.
const rules = loadRules(() => import('../share-impact-schema'));
const resolver = lazyRulesResolver(rules, (module) => module.validateShareImpact);

/**
 * The feed-side impact-share form, in the spec's two steps: the time saved (required), then
 * helpful prompts (optional). Sharing posts the story; the feed refreshes by itself.
 */
export function ShareImpactForm() {
  const { user } = useAuth();
  const useCases = useUseCases();
  const shareStory = useCreateStory();
  const [step, setStep] = useState<0 | 1>(0);
  const [details, setDetails] = useState<ImpactDetailsText>(EMPTY_DETAILS);
  const headingRef = useRef<HTMLHeadingElement>(null);
  const moved = useRef(false);
  const form = useForm<ShareImpactFields, unknown, ShareImpactValues>({ resolver, defaultValues: EMPTY });
  const submitting = form.formState.isSubmitting;

  // A step change moves the focus to the new step's title, so screen readers announce it.
  useEffect(() => {
    if (moved.current) headingRef.current?.focus();
  }, [step]);

  function goTo(next: 0 | 1) {
    moved.current = true;
    setStep(next);
  }

  async function onContinue() {
    if (await form.trigger(['useCaseId', 'timeSaved', 'feedback'], { shouldFocus: true })) goTo(1);
  }

  async function onValid(checked: ShareImpactValues) {
    // The optional figures join the checked fields; core's rule checks the whole story (the
    // rules are here: the resolver has just used them).
    const complete = (await rules()).completeStory(checked, details);
    if (!complete.ok) {
      toast.error(complete.message ?? MEMBER_MESSAGES.impactSubmitFailed, { duration: TOAST_MS.product });
      return;
    }
    const values = complete.story;
    try {
      await shareStory.mutateAsync(values);
    } catch (error) {
      console.warn('impact story not shared', error);
      toast.error(MEMBER_MESSAGES.impactSubmitFailed, { duration: TOAST_MS.product });
      return;
    }
    trackUserEvent('use_case.impact_story_submitted', user, { use_case_id: values.useCaseId, source: 'home_feed' });
    toast.success(MEMBER_MESSAGES.storyLive, { description: MEMBER_MESSAGES.storyLiveDescription, duration: TOAST_MS.product });
    form.reset();
    setDetails(EMPTY_DETAILS);
    goTo(0);
  }

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    // Enter on the first step means Continue, not share.
    if (step === 0) {
      event.preventDefault();
      void onContinue();
      return;
    }
    void form.handleSubmit(onValid)(event);
  }

  return (
    <section aria-label="Share your impact" className="rounded-lg border border-border bg-card p-4 shadow-sm sm:p-5">
      <div className="mb-4 flex flex-col gap-2">
        <div className="flex items-baseline justify-between gap-2">
          <h2 ref={headingRef} tabIndex={-1} className="text-lg font-semibold focus-visible:outline-none">
            {STEP_TITLES[step]}
          </h2>
          <span className="shrink-0 text-xs text-muted-foreground">
            Step {step + 1} of {IMPACT_WIZARD.steps}
          </span>
        </div>
        <Progress value={((step + 1) / IMPACT_WIZARD.steps) * 100} aria-label={`Step ${step + 1} of ${IMPACT_WIZARD.steps}`} />
      </div>
      {/* The rules start loading as soon as the form is used, so its first check does not wait. */}
      <form noValidate onSubmit={onSubmit} onFocus={rules.preload} className="flex flex-col gap-4">
        {step === 0 ? (
          <>
            <TimeSavedFields form={form} useCases={useCases.data} />
            <CostTimeToggle value={details.costTime} onChange={(costTime) => setDetails({ ...details, costTime })} />
            <ImpactDetails value={details} onChange={setDetails} />
          </>
        ) : (
          <PromptsField form={form} />
        )}
        <div className="flex flex-wrap justify-end gap-2">
          {step === 1 ? (
            <Button variant="outline" onClick={() => goTo(0)} disabled={submitting}>
              <ArrowLeft aria-hidden="true" />
              Back
            </Button>
          ) : null}
          {step === 0 ? (
            <Button type="submit">
              Continue
              <ArrowRight aria-hidden="true" />
            </Button>
          ) : (
            <Button type="submit" disabled={submitting}>
              {submitting ? <Loader2 className="animate-spin" aria-hidden="true" /> : <Send aria-hidden="true" />}
              {submitting ? 'Sharing...' : 'Share story'}
            </Button>
          )}
        </div>
      </form>
    </section>
  );
}
