import { z } from '@pathwise/core/zod';
import { storyInputShape, withRangeRule } from '@pathwise/core';
import type { FieldErrors, Validate } from '@/lib/form';

/**
 * The feed's impact-share form: core's story input, with a message a person can act on when
 * no use case is picked (the server still checks the id itself).
 */
export const shareImpactSchema = z
  .object({
    ...storyInputShape,
    useCaseId: z.string().min(1, 'Choose the use case you worked on'),
    // The spec's feed form: minutes at least 0 (time a story cost is core's rule too, asked elsewhere).
    timeSaved: z
      .number({ error: 'Enter the minutes you saved as a number' })
      .finite('Enter the minutes you saved as a number')
      .min(0, 'Minutes saved cannot be negative')
      .pipe(storyInputShape.timeSaved),
  })
  .superRefine(withRangeRule);
export type ShareImpactValues = z.output<typeof shareImpactSchema>;

/** The form's fields as typed: text, the minutes too, until they are checked. */
export interface ShareImpactFields {
  useCaseId: string;
  timeSaved: string;
  prompts: string;
  feedback: string;
}

/** The first message for each wrong field, or the story to share. */
export const validateShareImpact: Validate<ShareImpactFields, ShareImpactValues> = (fields) => {
  const minutes = fields.timeSaved.trim();
  const parsed = shareImpactSchema.safeParse({ ...fields, timeSaved: minutes === '' ? Number.NaN : Number(minutes) });
  if (parsed.success) return { ok: true, values: parsed.data };
  const errors: FieldErrors<ShareImpactFields> = {};
  for (const issue of parsed.error.issues) {
    const field = issue.path[0];
    if (typeof field === 'string' && field in fields) errors[field as keyof ShareImpactFields] ??= issue.message;
  }
  return { ok: false, errors };
};

/** Example prompts shown one at a time as the prompts field's placeholder. */
export const PROMPT_EXAMPLES = [
  '/explain What does this retry loop do when the API times out?',
  '/tests Write Vitest cases for parseDuration, including invalid input',
  '/refactor Split this 200-line request handler into small functions',
  '/optimize This query runs on every page load. Which index would help?',
  'Compare this failing CI log with the workflow file and list likely causes',
] as const;
