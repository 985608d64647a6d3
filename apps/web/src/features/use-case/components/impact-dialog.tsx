import { Loader2 } from 'lucide-react';
import { useEffect, useId, useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import { toast } from '@/lib/toast';
import { IMPACT_WIZARD, MEMBER_MESSAGES, STORY_LIMITS, timeSavedHints, TOAST_MS } from '@pathwise/core';
import type { UseCaseDetail } from '@/api/use-cases';
import { Button } from '@/components/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from '@/components/ui/dialog';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { Progress } from '@/components/ui/progress';
import { useAuth } from '@/lib/auth';
import { trackUserEvent } from '@/lib/analytics';
import { loadRules, rulesOrSaid } from '@/lib/lazy-rules';
import { useCreateStory } from '@/api/stories';
import { PromptsField } from './prompts-field';
import { CostTimeToggle, detailsOf, EMPTY_DETAILS, ImpactDetails, type ImpactDetailsText } from '@/components/impact-details';
import { SkipConfirm } from './skip-confirm';

// Loaded as the dialog opens (and kept): the click that opens it does not wait for the schema library.
const rules = loadRules(() => import('../impact-rules'));

const STEPS = [
  { title: 'Share your impact', description: 'How much time does this use case save you?' },
  { title: 'Add helpful prompts (optional)', description: 'Prompts that worked help your teammates get there faster.' },
] as const;

/** Minutes from the input: '' and anything not a number count as 0 (nothing entered). */
function minutesOf(value: string): number {
  const minutes = Number(value);
  return value.trim() === '' || !Number.isFinite(minutes) ? 0 : minutes;
}

interface WizardProps {
  useCase: UseCaseDetail;
  createStory: ReturnType<typeof useCreateStory>;
  onDone: (submitted: boolean) => void;
}

function ImpactWizard({ useCase, createStory, onDone }: WizardProps) {
  const { user } = useAuth();
  const [step, setStep] = useState<0 | 1>(0);
  const [minutesText, setMinutesText] = useState('');
  const [prompts, setPrompts] = useState('');
  const [details, setDetails] = useState<ImpactDetailsText>(EMPTY_DETAILS);
  const [confirmSkip, setConfirmSkip] = useState(false);
  const id = useId();
  const minutesRef = useRef<HTMLInputElement>(null);
  const movedBack = useRef(false);
  const minutes = minutesOf(minutesText);
  // The spec's rule (more than 0) unless the member says it did not save time: then 0 or more.
  const canContinue = details.costTime ? minutesText.trim() !== '' && minutes >= 0 : minutes > 0;

  // Opening focuses the minutes (the dialog's first field); Back returns there, as its own
  // button goes away with step 2.
  useEffect(() => {
    if (step === 0 && movedBack.current) minutesRef.current?.focus();
  }, [step]);
  useEffect(() => rules.preload(), []);
  const busy = createStory.isPending;

  async function next() {
    if (!canContinue) {
      toast.error(MEMBER_MESSAGES.impactMinutesMissing, { duration: TOAST_MS.product });
      return;
    }
    const checks = await rulesOrSaid(rules);
    if (!checks) return;
    const problem = checks.minutesProblem(details.costTime ? -minutes : minutes);
    if (problem) {
      toast.error(problem, { duration: TOAST_MS.product });
      return;
    }
    setStep(1);
  }

  async function submit() {
    const story = { useCaseId: useCase.id, prompts, ...detailsOf(minutes, details) };
    const checks = await rulesOrSaid(rules);
    if (!checks) return;
    const parsed = checks.checkStory(story);
    if (!parsed.ok) {
      toast.error(parsed.message ?? MEMBER_MESSAGES.impactSubmitFailed, { duration: TOAST_MS.product });
      return;
    }
    try {
      await createStory.mutateAsync(story);
    } catch (error) {
      console.warn('impact story not saved', error);
      toast.error(MEMBER_MESSAGES.impactSubmitFailed, { duration: TOAST_MS.product });
      return;
    }
    trackUserEvent('use_case.impact_story_submitted', user, { use_case_id: useCase.id });
    toast.success(MEMBER_MESSAGES.storyLive, { description: MEMBER_MESSAGES.storyLiveDescription, duration: TOAST_MS.product });
    onDone(true);
  }

  const current = STEPS[step];
  return (
    <>
      <DialogHeader>
        <DialogTitle>{current.title}</DialogTitle>
        <DialogDescription>{current.description}</DialogDescription>
      </DialogHeader>
      <div className="flex flex-col gap-1.5">
        <Progress value={((step + 1) / IMPACT_WIZARD.steps) * 100} aria-label={`Step ${step + 1} of ${IMPACT_WIZARD.steps}`} />
        <p className="text-xs text-muted-foreground">
          Step {step + 1} of {IMPACT_WIZARD.steps}
        </p>
      </div>
      <form
        className="flex flex-col gap-4"
        onSubmit={(event) => {
          event.preventDefault();
          if (step === 0) void next();
          else void submit();
        }}
      >
        {step === 0 ? (
          <div className="flex flex-col gap-2">
            <Label htmlFor={`${id}-minutes`}>{details.costTime ? 'Minutes lost per day' : 'Minutes saved per day'}</Label>
            <Input
              id={`${id}-minutes`}
              type="number"
              inputMode="numeric"
              min={details.costTime ? 0 : 1}
              max={STORY_LIMITS.minutesMax}
              step="any"
              placeholder="e.g. 30"
              value={minutesText}
              onChange={(event) => setMinutesText(event.target.value)}
              onKeyDown={(event) => {
                // Enter must validate even while Continue is disabled (the browser would not submit).
                if (event.key === 'Enter') {
                  event.preventDefault();
                  void next();
                }
              }}
              aria-describedby={`${id}-minutes-hint`}
              ref={minutesRef}
            />
            <div id={`${id}-minutes-hint`} className="min-h-5 text-sm text-muted-foreground" aria-live="polite">
              {(details.costTime ? [] : timeSavedHints(minutes)).map((hint) => (
                <p key={hint}>{hint}</p>
              ))}
            </div>
            <CostTimeToggle value={details.costTime} onChange={(costTime) => setDetails({ ...details, costTime })} />
            <ImpactDetails value={details} onChange={setDetails} />
          </div>
        ) : (
          <PromptsField id={`${id}-prompts`} value={prompts} onChange={setPrompts} disabled={busy} />
        )}
        <DialogFooter className="gap-2 sm:justify-between">
          <div className="flex flex-col-reverse gap-2 sm:flex-row">
            {step === 1 ? (
              <Button
                variant="outline"
                disabled={busy}
                onClick={() => {
                  movedBack.current = true;
                  setStep(0);
                }}
              >
                Back
              </Button>
            ) : null}
            <Button variant="ghost" disabled={busy} onClick={() => setConfirmSkip(true)}>
              Skip
            </Button>
          </div>
          {step === 0 ? (
            <Button type="submit" disabled={!canContinue}>
              Continue
            </Button>
          ) : (
            <Button type="submit" disabled={busy}>
              {busy ? <Loader2 className="animate-spin" aria-hidden="true" /> : null}
              {busy ? 'Submitting...' : 'Submit'}
            </Button>
          )}
        </DialogFooter>
      </form>
      <SkipConfirm open={confirmSkip} onOpenChange={setConfirmSkip} onSkip={() => onDone(false)} />
    </>
  );
}

/**
 * The impact dialog: a two-step wizard (minutes saved per day, then optional prompts). It closes
 * after a submit or a skip; a submit goes on to /home after IMPACT_WIZARD.navigateHomeAfterMs.
 */
export function ImpactDialog({
  useCase,
  open,
  onOpenChange,
}: {
  useCase: UseCaseDetail;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  const navigate = useNavigate();
  const createStory = useCreateStory();
  const goHome = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  useEffect(() => () => clearTimeout(goHome.current), []);

  function done(submitted: boolean) {
    onOpenChange(false);
    if (submitted) goHome.current = setTimeout(() => void navigate('/home'), IMPACT_WIZARD.navigateHomeAfterMs);
  }

  return (
    // No closing while the story is being saved: its answer decides what happens next.
    <Dialog open={open} onOpenChange={(next) => !createStory.isPending && onOpenChange(next)}>
      <DialogContent className="max-w-lg">
        <ImpactWizard useCase={useCase} createStory={createStory} onDone={done} />
      </DialogContent>
    </Dialog>
  );
}
