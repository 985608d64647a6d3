/*
 * The feed's impact-share form as typed, and what it shows, without its rules (those are in
 * share-impact-schema.ts, loaded on first use).
 */

/** The form's fields as typed: text, the minutes too, until they are checked. */
export interface ShareImpactFields {
  useCaseId: string;
  timeSaved: string;
  prompts: string;
  feedback: string;
}

/** Example prompts shown one at a time as the prompts field's placeholder. */
export const PROMPT_EXAMPLES = [
  '/explain What does this retry loop do when the API times out?',
  '/tests Write Vitest cases for parseDuration, including invalid input',
  '/refactor Split this 200-line request handler into small functions',
  '/optimize This query runs on every page load. Which index would help?',
  'Compare this failing CI log with the workflow file and list likely causes',
] as const;
