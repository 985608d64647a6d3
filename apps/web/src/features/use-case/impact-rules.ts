import { impactMinutesSchema, storyInputSchema, type StoryInput } from '@pathwise/core';

/*
 * The impact wizard's rules (core's schemas, the ones the server reads), loaded when the dialog
 * opens: the schema library is not part of the dialog's code, which the Share Impact click waits for.
 */

/** Step 1's minutes by core's rule (negative when the story cost time): null, or what is wrong. */
export function minutesProblem(minutes: number): string | null {
  const checked = impactMinutesSchema.safeParse(minutes);
  return checked.success ? null : (checked.error.issues[0]?.message ?? null);
}

/** The whole story by core's rule, or its first problem. */
export function checkStory(story: unknown): { ok: true; story: StoryInput } | { ok: false; message?: string } {
  const parsed = storyInputSchema.safeParse(story);
  return parsed.success ? { ok: true, story: parsed.data } : { ok: false, message: parsed.error.issues[0]?.message };
}
