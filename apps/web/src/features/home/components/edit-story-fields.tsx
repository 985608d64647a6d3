import type { UseFormReturn } from 'react-hook-form';
import { IMPACT_BOUNDS, STORY_LIMITS } from '@pathwise/core';
import type { StoryEdit } from '@pathwise/core';
import { SharingOptions, TimeWentOptions } from '@/components/impact-details';
import { Checkbox } from '@/components/ui/checkbox';
import { describedBy, Field } from '@/components/ui/field';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { NativeSelect } from '@/components/ui/native-select';
import { messageOf } from '@/lib/form';
import type { EditStoryFields } from '../edit-story-values';

export type EditStoryForm = UseFormReturn<EditStoryFields, unknown, StoryEdit>;

const CONTROL =
  'w-full min-w-0 rounded-md border border-input bg-background px-3 py-2 text-base text-foreground shadow-xs placeholder:text-muted-foreground focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring focus-visible:ring-offset-2 focus-visible:ring-offset-background disabled:opacity-50 aria-invalid:border-destructive md:text-sm';

type TextField = Exclude<keyof EditStoryFields, 'costTime' | 'timeWent' | 'sharing'>;

/** The edit form's fields, each with its label and its message under it. */
export function EditStoryFieldset({ form, idPrefix }: { form: EditStoryForm; idPrefix: string }) {
  const { errors } = form.formState;
  const id = (name: keyof EditStoryFields) => `${idPrefix}-${name}`;
  const number = (name: TextField, label: string, props: { min?: number; max?: number; step?: string } = {}) => {
    const error = messageOf(errors[name]);
    return (
      <Field id={id(name)} label={label} error={error}>
        <Input
          id={id(name)}
          type="number"
          inputMode="decimal"
          step={props.step ?? '1'}
          {...props}
          {...describedBy(id(name), error)}
          {...form.register(name)}
        />
      </Field>
    );
  };
  const textArea = (name: 'feedback' | 'prompts', label: string, max: number, rows: number) => {
    const error = messageOf(errors[name]);
    return (
      <Field id={id(name)} label={label} error={error}>
        <textarea
          id={id(name)}
          rows={rows}
          maxLength={max}
          className={CONTROL}
          {...describedBy(id(name), error)}
          {...form.register(name)}
        />
      </Field>
    );
  };
  const evidenceError = messageOf(errors.evidenceUrl);
  // The selects show the form's value (controlled: an uncontrolled select does not take its
  // prefilled value here); the box, a button rather than an input, is set like a typed change.
  const select = (name: 'timeWent' | 'sharing') => ({ ...form.register(name), value: form.watch(name) });
  const costTime = form.watch('costTime');
  return (
    <div className="grid grid-cols-1 gap-4 sm:grid-cols-2">
      <div className="sm:col-span-2">{number('timeSaved', 'Time saved per task (minutes)', { min: 0, max: STORY_LIMITS.minutesMax })}</div>
      <div className="flex items-center gap-2 sm:col-span-2">
        <Checkbox
          id={id('costTime')}
          checked={costTime}
          onCheckedChange={(v) => form.setValue('costTime', v === true, { shouldDirty: true, shouldValidate: form.formState.isSubmitted })}
        />
        <Label htmlFor={id('costTime')} className="font-normal">
          It didn&apos;t save me time (enter 0 for no difference, or the minutes it cost)
        </Label>
      </div>
      {number('low', 'Range: at least (minutes)', { min: 0, max: IMPACT_BOUNDS.minutesMax })}
      {number('high', 'Range: at most (minutes)', { min: 0, max: IMPACT_BOUNDS.minutesMax })}
      {number('baseline', 'How long the task took before AI (minutes)', { min: 1, max: IMPACT_BOUNDS.baselineMax })}
      {number('frequency', 'How often it comes up per week', { step: 'any', max: IMPACT_BOUNDS.frequencyMax })}
      <div className="sm:col-span-2">
        <Field id={id('evidenceUrl')} label="Evidence: link to the pull request, commit or ticket" error={evidenceError}>
          {/* Text, not url: core's rule (http(s) only) gives the message, not the browser. */}
          <Input
            id={id('evidenceUrl')}
            type="text"
            inputMode="url"
            placeholder="https://"
            {...describedBy(id('evidenceUrl'), evidenceError)}
            {...form.register('evidenceUrl')}
          />
        </Field>
      </div>
      <Field id={id('timeWent')} label="Where the saved time went" error={messageOf(errors.timeWent)}>
        <NativeSelect id={id('timeWent')} {...select('timeWent')}>
          <TimeWentOptions />
        </NativeSelect>
      </Field>
      <Field id={id('sharing')} label="Who sees this story" error={messageOf(errors.sharing)}>
        <NativeSelect id={id('sharing')} {...select('sharing')}>
          <SharingOptions />
        </NativeSelect>
      </Field>
      <div className="sm:col-span-2">{textArea('feedback', 'What changed for you? (optional)', STORY_LIMITS.feedbackMax, 2)}</div>
      <div className="sm:col-span-2">{textArea('prompts', 'Prompts that worked (one per line)', STORY_LIMITS.promptsTextMax, 3)}</div>
    </div>
  );
}
