import type { FeedStory } from '@pathwise/core';
import type { ImpactDetailsText } from '@/components/impact-details';

/**
 * The author's own story as the edit form holds it: the share form's fields (minutes saved per
 * task with "it didn't save me time", feedback, prompts) and the optional details (range, time
 * before AI, frequency, evidence, where the time went, sharing level), all text until checked.
 */
export interface EditStoryFields extends ImpactDetailsText {
  timeSaved: string;
  feedback: string;
  prompts: string;
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
