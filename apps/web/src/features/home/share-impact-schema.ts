import { z } from '@pathwise/core/zod';
import { storyInputSchema, storyInputShape, withRangeRule, type StoryInput } from '@pathwise/core';
import type { ImpactDetailsText } from '@/components/impact-details';
import { detailsOf } from '@/components/impact-details';
import type { FieldErrors, Validate } from '@/lib/form';
import type { ShareImpactFields } from './share-impact-values';

/*
 * The rules of the feed's impact-share form, loaded when the form first checks (the schema
 * library is not part of /home's first download): share-impact-form.tsx.
 */

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

/** The checked fields with the optional figures: the whole story by core's rule, or its first problem. */
export function completeStory(
  checked: ShareImpactValues,
  details: ImpactDetailsText,
): { ok: true; story: StoryInput } | { ok: false; message?: string } {
  const parsed = storyInputSchema.safeParse({ ...checked, ...detailsOf(checked.timeSaved, details) });
  return parsed.success ? { ok: true, story: parsed.data } : { ok: false, message: parsed.error.issues[0]?.message };
}
