import { storyEditSchema, type StoryEdit } from '@pathwise/core';
import { detailsOf, type ImpactDetailsText } from '@/components/impact-details';
import type { FieldErrors, Validate } from '@/lib/form';
import type { EditStoryFields } from './edit-story-values';

/*
 * The edit form's rules, loaded when the form first checks (the schema library is not part of
 * /home's first download): edit-story-dialog.tsx.
 */

/** Which field of the form shows a problem core found with a story field. */
function fieldOf(path: PropertyKey | undefined, costTime: boolean): keyof EditStoryFields | undefined {
  switch (path) {
    case 'timeSaved':
    case 'feedback':
    case 'prompts':
    case 'evidenceUrl':
    case 'timeWent':
    case 'sharing':
      return path;
    // Minutes lost are stored negative, so the range's ends swap.
    case 'timeSavedLow':
      return costTime ? 'high' : 'low';
    case 'timeSavedHigh':
      return costTime ? 'low' : 'high';
    case 'baselineMinutes':
      return 'baseline';
    case 'frequencyPerWeek':
      return 'frequency';
    default:
      return undefined;
  }
}

/** Core's story rules (a working day, ranges, evidence links, sharing levels), each message at its field. */
export const validateEditStory: Validate<EditStoryFields, StoryEdit> = (fields) => {
  const minutes = fields.timeSaved.trim();
  if (minutes !== '' && Number(minutes) < 0)
    return { ok: false, errors: { timeSaved: 'Enter the minutes as a positive number; tick the box if it cost you time' } };
  const details: ImpactDetailsText = { ...fields };
  const parsed = storyEditSchema.safeParse({
    feedback: fields.feedback,
    prompts: fields.prompts,
    ...detailsOf(minutes === '' ? Number.NaN : Number(minutes), details),
  });
  if (parsed.success) return { ok: true, values: parsed.data };
  const errors: FieldErrors<EditStoryFields> = {};
  for (const issue of parsed.error.issues) {
    const field = fieldOf(issue.path[0], fields.costTime);
    if (field) errors[field] ??= issue.message;
  }
  return { ok: false, errors };
};
