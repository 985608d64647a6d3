import { z } from './zod';

/**
 * Rules of an impact story's figures (issue 18), shared by the web forms and the server: the
 * bounds of the minutes, the optional baseline, frequency and range, evidence, where the time
 * went, the sharing level, peer confirmations and the 14-day follow-up.
 */

/** A working day: minutes saved (or lost) per day beyond it are refused. */
export const WORKING_DAY_MINUTES = 480;

export const IMPACT_BOUNDS = {
  /** Minutes saved per day or per task: at most a working day. */
  minutesMax: WORKING_DAY_MINUTES,
  /** "It cost me time": down to a working day lost. */
  minutesMin: -WORKING_DAY_MINUTES,
  /** How long the task took before AI: up to a working week. */
  baselineMax: 5 * WORKING_DAY_MINUTES,
  /** How often the task comes up per week (fractions: 0.25 is about once a month). */
  frequencyMax: 100,
  evidenceUrlMax: 2_000,
  /** Rework after a follow-up or "saved about N" of a confirmation: a working day. */
  reworkMax: WORKING_DAY_MINUTES,
} as const;

export const IMPACT_MESSAGES = {
  overWorkingDay: `A working day has ${WORKING_DAY_MINUTES} minutes: enter at most ${WORKING_DAY_MINUTES} minutes.`,
  underWorkingDay: `Enter at most ${WORKING_DAY_MINUTES} minutes of time lost.`,
  notANumber: 'Enter the minutes as a number',
  rangeReversed: 'The low end of the range must not be above the high end.',
  rangeHalf: 'Enter both ends of the range, or neither.',
  rangeOutside: 'The minutes must lie within the range you gave.',
  baselineTooLong: `Enter at most ${5 * WORKING_DAY_MINUTES} minutes (a working week) for the time before AI.`,
  baselineNegative: 'The time before AI must be more than 0 minutes.',
  frequency: 'Enter how often per week, between 0 and 100.',
  evidenceUrl: 'Enter a link starting with http:// or https://',
  reworkMinutes: `Enter the rework in minutes, from 1 to ${WORKING_DAY_MINUTES}.`,
} as const;

/** Minutes of a story, saved per day or task: negative means it cost time, 0 made no difference. */
export const impactMinutesSchema = z
  .number({ error: IMPACT_MESSAGES.notANumber })
  .finite(IMPACT_MESSAGES.notANumber)
  .min(IMPACT_BOUNDS.minutesMin, IMPACT_MESSAGES.underWorkingDay)
  .max(IMPACT_BOUNDS.minutesMax, IMPACT_MESSAGES.overWorkingDay);

/** Where the saved time went. */
export const TIME_WENT = ['more_tests', 'shipped_sooner', 'paid_down_debt', 'learning', 'other'] as const;
export type TimeWent = (typeof TIME_WENT)[number];
export const TIME_WENT_LABELS: Record<TimeWent, string> = {
  more_tests: 'More tests',
  shipped_sooner: 'Shipped sooner',
  paid_down_debt: 'Paid down debt',
  learning: 'Learning',
  other: 'Other',
};

/**
 * Who may see a story as theirs: named (the default) shows the author to the team; anonymous
 * shows the story as "A teammate"; aggregate only counts it in the team figures and shows it to
 * nobody but the author.
 */
export const SHARING_LEVELS = ['named', 'anonymous', 'aggregate'] as const;
export type SharingLevel = (typeof SHARING_LEVELS)[number];
export const DEFAULT_SHARING: SharingLevel = 'named';
export const SHARING_LABELS: Record<SharingLevel, string> = {
  named: 'Named: teammates see it is mine',
  anonymous: 'Anonymous: teammates see "A teammate"',
  aggregate: 'Team figures only: no one sees the story',
};
/** How a story's author reads to anyone but the author when the story is not named. */
export const ANONYMOUS_AUTHOR = 'A teammate';

/** True for an http(s) address with a host (no javascript:, data:, mailto: …). */
export function isEvidenceUrl(value: string): boolean {
  if (value.length > IMPACT_BOUNDS.evidenceUrlMax || /\s/.test(value)) return false;
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    return false;
  }
  return (url.protocol === 'http:' || url.protocol === 'https:') && url.hostname.length > 0;
}

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

/** Why the minutes and their range do not fit together, with the field to blame; or null. */
export function rangeIssue(input: {
  timeSaved: number;
  timeSavedLow: number | null;
  timeSavedHigh: number | null;
}): { field: 'timeSavedLow' | 'timeSavedHigh'; message: string } | null {
  const { timeSaved, timeSavedLow: low, timeSavedHigh: high } = input;
  if (low === null && high === null) return null;
  if (low === null) return { field: 'timeSavedLow', message: IMPACT_MESSAGES.rangeHalf };
  if (high === null) return { field: 'timeSavedHigh', message: IMPACT_MESSAGES.rangeHalf };
  if (low > high) return { field: 'timeSavedLow', message: IMPACT_MESSAGES.rangeReversed };
  if (timeSaved < low || timeSaved > high) return { field: 'timeSavedHigh', message: IMPACT_MESSAGES.rangeOutside };
  return null;
}

/* ------------------------------------------------------------ after the story */

/** A teammate who did the same use case: "worked for me too, saved about N" or "didn't work for me". */
export const CONFIRMATION_VERDICTS = ['worked', 'didnt_work'] as const;
export type ConfirmationVerdict = (typeof CONFIRMATION_VERDICTS)[number];
export const CONFIRMATION_LABELS: Record<ConfirmationVerdict, string> = {
  worked: 'Worked for me too',
  didnt_work: "Didn't work for me",
};

export const confirmationInputSchema = z
  .object({
    verdict: z.enum(CONFIRMATION_VERDICTS),
    minutes: optionalNumber(impactMinutesSchema),
  })
  .strict()
  .transform((v) => ({ verdict: v.verdict, minutes: v.verdict === 'worked' && v.minutes !== null ? Math.round(v.minutes) : null }));
export type ConfirmationInput = z.output<typeof confirmationInputSchema>;

/** Days after a story when its author is asked, once, whether it held up. */
export const FOLLOW_UP_DAYS = 14;
export const FOLLOW_UP_OUTCOMES = ['kept', 'rework', 'reverted'] as const;
export type FollowUpOutcome = (typeof FOLLOW_UP_OUTCOMES)[number];
export const FOLLOW_UP_QUESTION = 'Did it hold up?';
export const FOLLOW_UP_LABELS: Record<FollowUpOutcome, string> = {
  kept: 'Kept',
  rework: 'Needed rework',
  reverted: 'Reverted',
};

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

/** The follow-up state of a story: not yet due, asked and waiting, or answered. */
export const FOLLOW_UP_STATES = ['pending', 'asked', 'answered'] as const;
export type FollowUpState = (typeof FOLLOW_UP_STATES)[number];
