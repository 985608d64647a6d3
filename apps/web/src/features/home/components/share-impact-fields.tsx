import type { UseFormReturn } from 'react-hook-form';
import { PLACEHOLDER_ROTATION_MS, STORY_LIMITS, timeSavedHints } from '@pathwise/core';
import type { UseCaseSummary } from '@/api/use-cases';
import { describedBy, Field } from '@/components/ui/field';
import { Input } from '@/components/ui/input';
import { NativeSelect } from '@/components/ui/native-select';
import { messageOf } from '@/lib/form';
import type { ShareImpactValues } from '../share-impact-schema';
import { PROMPT_EXAMPLES, type ShareImpactFields } from '../share-impact-values';
import { useRotatingItem } from '../use-rotating-item';

type ShareForm = UseFormReturn<ShareImpactFields, unknown, ShareImpactValues>;

const CONTROL =
  'w-full min-w-0 rounded-md border border-input bg-background px-3 py-2 text-base text-foreground shadow-xs transition-colors placeholder:text-muted-foreground focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring focus-visible:ring-offset-2 focus-visible:ring-offset-background disabled:cursor-not-allowed disabled:opacity-50 aria-invalid:border-destructive md:text-sm';

/** Step 1, 'Share your impact': the use case, the minutes saved (required) with live hints, feedback. */
export function TimeSavedFields({ form, useCases }: { form: ShareForm; useCases: UseCaseSummary[] | undefined }) {
  const { errors } = form.formState;
  const minutes = form.watch('timeSaved').trim();
  const hints = timeSavedHints(minutes === '' ? Number.NaN : Number(minutes));
  const useCaseError = messageOf(errors.useCaseId);
  const minutesError = messageOf(errors.timeSaved);
  const feedbackError = messageOf(errors.feedback);
  return (
    <>
      <Field id="share-use-case" label="Use case" error={useCaseError}>
        <NativeSelect
          id="share-use-case"
          disabled={!useCases}
          aria-required="true"
          {...describedBy('share-use-case', useCaseError)}
          {...form.register('useCaseId')}
        >
          <option value="">{useCases ? 'Choose a use case' : 'Loading use cases...'}</option>
          {useCases?.map((useCase) => (
            <option key={useCase.id} value={useCase.id}>
              {useCase.title}
            </option>
          ))}
        </NativeSelect>
      </Field>
      <Field id="share-minutes" label="Time saved per task (minutes)" error={minutesError}>
        <Input
          id="share-minutes"
          type="number"
          inputMode="numeric"
          min={0}
          max={STORY_LIMITS.minutesMax}
          step={1}
          placeholder="e.g. 15"
          aria-required="true"
          {...describedBy('share-minutes', minutesError)}
          {...form.register('timeSaved')}
        />
      </Field>
      <div aria-live="polite" data-testid="time-saved-hints" className="-mt-2 min-h-5 text-sm text-muted-foreground">
        {hints.map((hint) => (
          <p key={hint}>{hint}</p>
        ))}
      </div>
      <Field id="share-feedback" label="What changed for you? (optional)" error={feedbackError}>
        <textarea
          id="share-feedback"
          rows={2}
          maxLength={STORY_LIMITS.feedbackMax}
          className={CONTROL}
          placeholder="e.g. The generated tests caught an off-by-one before review."
          {...describedBy('share-feedback', feedbackError)}
          {...form.register('feedback')}
        />
      </Field>
    </>
  );
}

/** Step 2, 'Add helpful prompts (optional)': one prompt per line, with rotating examples. */
export function PromptsField({ form }: { form: ShareForm }) {
  const placeholder = useRotatingItem(PROMPT_EXAMPLES, PLACEHOLDER_ROTATION_MS);
  const error = messageOf(form.formState.errors.prompts);
  return (
    <Field id="share-prompts" label="Prompts that worked" error={error}>
      <textarea
        id="share-prompts"
        rows={4}
        maxLength={STORY_LIMITS.promptsTextMax}
        className={CONTROL}
        placeholder={`e.g. ${placeholder}`}
        aria-describedby={error ? 'share-prompts-error share-prompts-help' : 'share-prompts-help'}
        aria-invalid={error ? true : undefined}
        {...form.register('prompts')}
      />
      <p id="share-prompts-help" className="text-xs text-muted-foreground">
        One prompt per line. Your teammates can reuse them.
      </p>
    </Field>
  );
}
