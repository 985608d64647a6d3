/**
 * Rules of an impact story's figures (issue 18), shared by the web forms and the server: the
 * bounds of the minutes, the optional baseline, frequency and range, evidence, where the time
 * went, the sharing level, peer confirmations and the 14-day follow-up. Their schemas are in
 * impact-schemas.ts: a screen that needs a label or a bound does not load the schema library.
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

/** The follow-up state of a story: not yet due, asked and waiting, or answered. */
export const FOLLOW_UP_STATES = ['pending', 'asked', 'answered'] as const;
export type FollowUpState = (typeof FOLLOW_UP_STATES)[number];
