import { followUpInputSchema, type FollowUpInput, type FollowUpOutcome } from '@pathwise/core';

/*
 * The 14-day question's rule (core's), loaded when an author first answers it: the schema
 * library is not part of /home's first download (story-impact.tsx).
 */

/** The answer to send, or the first thing wrong with it. */
export function checkFollowUp(
  outcome: FollowUpOutcome,
  reworkText: string,
): { ok: true; answer: FollowUpInput } | { ok: false; message?: string } {
  const parsed = followUpInputSchema.safeParse({ outcome, reworkMinutes: reworkText.trim() === '' ? null : Number(reworkText) });
  return parsed.success ? { ok: true, answer: parsed.data } : { ok: false, message: parsed.error.issues[0]?.message };
}
