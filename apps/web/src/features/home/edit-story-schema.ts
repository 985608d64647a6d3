import { storyEditSchema, type FeedStory, type SharingLevel, type StoryEdit, type TimeWent } from '@pathwise/core';
import { detailsOf, type ImpactDetailsText } from '@/components/impact-details';
import type { FieldErrors, Validate } from '@/lib/form';

/**
 * The author's own story as the edit form holds it: the share form's fields (minutes saved per
 * task with "it didn't save me time", feedback, prompts) and the optional details (range, time
 * before AI, frequency, evidence, where the time went, sharing level), all text until checked.
 */
export interface EditStoryFields {
  timeSaved: string;
  costTime: boolean;
  feedback: string;
  prompts: string;
  low: string;
  high: string;
  baseline: string;
  frequency: string;
  evidenceUrl: string;
  timeWent: TimeWent | '';
  sharing: SharingLevel;
}

const text = (value: number | null) => (value === null ? '' : String(value));

/** The form prefilled from the story: minutes lost are shown as minutes with the box ticked. */
export function editFieldsOf(story: FeedStory): EditStoryFields {
  const costTime = story.timeSaved < 0;
  const flip = (value: number | null) => (value === null ? null : -value);
  const [low, high] = costTime ? [flip(story.timeSavedHigh), flip(story.timeSavedLow)] : [story.timeSavedLow, story.timeSavedHigh];
  return {
    timeSaved: String(Math.abs(story.timeSaved)),
    costTime,
    feedback: story.feedback,
    prompts: story.prompts.join('\n'),
    low: text(low),
    high: text(high),
    baseline: text(story.baselineMinutes),
    frequency: text(story.frequencyPerWeek),
    evidenceUrl: story.evidenceUrl ?? '',
    timeWent: story.timeWent ?? '',
    sharing: story.sharing,
  };
}

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
