import { z } from '@pathwise/core/zod';
import { storyInputSchema } from '@pathwise/core';

/**
 * The feed's impact-share form: core's story input, with a message a person can act on when
 * no use case is picked (the server still checks the id itself).
 */
export const shareImpactSchema = storyInputSchema.extend({
  useCaseId: z.string().min(1, 'Choose the use case you worked on'),
});
export type ShareImpactInput = z.input<typeof shareImpactSchema>;
export type ShareImpactValues = z.output<typeof shareImpactSchema>;

/** Example prompts shown one at a time as the prompts field's placeholder. */
export const PROMPT_EXAMPLES = [
  '/explain What does this retry loop do when the API times out?',
  '/tests Write Vitest cases for parseDuration, including invalid input',
  '/refactor Split this 200-line request handler into small functions',
  '/optimize This query runs on every page load. Which index would help?',
  'Compare this failing CI log with the workflow file and list likely causes',
] as const;
