import { z } from './zod';
import {
  CONFIRMATION_VERDICTS,
  DEFAULT_SHARING,
  FOLLOW_UP_OUTCOMES,
  IMPACT_BOUNDS,
  IMPACT_MESSAGES,
  isEvidenceUrl,
  SHARING_LEVELS,
  TIME_WENT,
} from './impact';

/** The schemas of an impact story's figures (issue 18); the bounds, labels and messages are in impact.ts. */

/** Minutes of a story, saved per day or task: negative means it cost time, 0 made no difference. */
export const impactMinutesSchema = z
  .number({ error: IMPACT_MESSAGES.notANumber })
  .finite(IMPACT_MESSAGES.notANumber)
  .min(IMPACT_BOUNDS.minutesMin, IMPACT_MESSAGES.underWorkingDay)
  .max(IMPACT_BOUNDS.minutesMax, IMPACT_MESSAGES.overWorkingDay);

export const evidenceUrlSchema = z.string().trim().refine(isEvidenceUrl, IMPACT_MESSAGES.evidenceUrl);

const optionalNumber = <T extends z.ZodType>(schema: T) => schema.nullish().transform((v) => v ?? null);

/** The optional figures a story may carry besides its minutes. */
export const impactDetailsShape = {
  timeSavedLow: optionalNumber(impactMinutesSchema),
  timeSavedHigh: optionalNumber(impactMinutesSchema),
  baselineMinutes: optionalNumber(
    z
      .number({ error: IMPACT_MESSAGES.notANumber })
      .finite(IMPACT_MESSAGES.notANumber)
      .gt(0, IMPACT_MESSAGES.baselineNegative)
      .max(IMPACT_BOUNDS.baselineMax, IMPACT_MESSAGES.baselineTooLong),
  ),
  frequencyPerWeek: optionalNumber(
    z
      .number({ error: IMPACT_MESSAGES.frequency })
      .finite(IMPACT_MESSAGES.frequency)
      .gt(0, IMPACT_MESSAGES.frequency)
      .max(IMPACT_BOUNDS.frequencyMax, IMPACT_MESSAGES.frequency),
  ),
  evidenceUrl: z
    .union([z.literal(''), evidenceUrlSchema])
    .nullish()
    .transform((v) => (v ? v : null)),
  timeWent: z
    .enum(TIME_WENT)
    .nullish()
    .transform((v) => v ?? null),
  sharing: z.enum(SHARING_LEVELS).default(DEFAULT_SHARING),
};

export const confirmationInputSchema = z
  .object({
    verdict: z.enum(CONFIRMATION_VERDICTS),
    minutes: optionalNumber(impactMinutesSchema),
  })
  .strict()
  .transform((v) => ({ verdict: v.verdict, minutes: v.verdict === 'worked' && v.minutes !== null ? Math.round(v.minutes) : null }));
export type ConfirmationInput = z.output<typeof confirmationInputSchema>;

export const followUpInputSchema = z
  .object({
    outcome: z.enum(FOLLOW_UP_OUTCOMES),
    reworkMinutes: optionalNumber(
      z
        .number({ error: IMPACT_MESSAGES.reworkMinutes })
        .finite(IMPACT_MESSAGES.reworkMinutes)
        .min(1, IMPACT_MESSAGES.reworkMinutes)
        .max(IMPACT_BOUNDS.reworkMax, IMPACT_MESSAGES.reworkMinutes),
    ),
  })
  .strict()
  .refine((v) => v.outcome !== 'rework' || v.reworkMinutes !== null, { message: IMPACT_MESSAGES.reworkMinutes, path: ['reworkMinutes'] })
  .transform((v) => ({ outcome: v.outcome, reworkMinutes: v.outcome === 'kept' ? 0 : Math.round(v.reworkMinutes ?? 0) }));
export type FollowUpInput = z.output<typeof followUpInputSchema>;
