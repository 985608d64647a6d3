import { isoDay } from './calendar-day';

/**
 * The team page's date range, one rule for the web form and the server: inclusive UTC calendar
 * days (YYYY-MM-DD), the start on or before the end, at most two years, and within years the
 * product can hold (a date like 0000-01-01 or 9999-12-31 is refused rather than sent to SQL).
 */
export interface DateRange {
  from: string;
  to: string;
}

const DAY_MS = 24 * 60 * 60_000;
/** Longer ranges are refused. */
export const MAX_RANGE_DAYS = 731;
export const RANGE_BOUNDS = { earliest: '2000-01-01', latest: '2099-12-31' } as const;
/** The range when none is asked for: the 12 weeks (84 days) ending today. */
export const DEFAULT_RANGE_DAYS = 84;
const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;

export const RANGE_MESSAGES = {
  incomplete: 'Enter both dates.',
  reversed: 'The start date must be on or before the end date.',
  tooLong: 'Choose a range of at most two years.',
  outOfBounds: `Choose dates between ${RANGE_BOUNDS.earliest} and ${RANGE_BOUNDS.latest}.`,
  notADate: 'Enter dates like 2026-01-31.',
} as const;

/** A real calendar day (2026-02-30 is not), or null. */
export function parseDay(value: string): Date | null {
  if (!ISO_DATE.test(value)) return null;
  const date = new Date(`${value}T00:00:00Z`);
  return Number.isNaN(date.getTime()) || isoDay(date) !== value ? null : date;
}

/** Why a range cannot be asked for, or null when it is fine. */
export function rangeProblem(range: DateRange): string | null {
  const from = parseDay(range.from);
  const to = parseDay(range.to);
  if (!from || !to) return RANGE_MESSAGES.incomplete;
  if (range.from < RANGE_BOUNDS.earliest || range.to > RANGE_BOUNDS.latest) return RANGE_MESSAGES.outOfBounds;
  if (from > to) return RANGE_MESSAGES.reversed;
  if ((to.getTime() - from.getTime()) / DAY_MS > MAX_RANGE_DAYS) return RANGE_MESSAGES.tooLong;
  return null;
}

/** The default range's first day: the 12 weeks (DEFAULT_RANGE_DAYS days) ending `to`, a real day. */
function defaultFrom(to: string): string {
  return isoDay((parseDay(to) as Date).getTime() - (DEFAULT_RANGE_DAYS - 1) * DAY_MS);
}

/**
 * The range a request asks for (either end may be missing: the default is the 12 weeks ending
 * `to`, or today), as instants with `to` exclusive; or why it cannot be used.
 */
export function readTeamRange(
  query: { from?: string | undefined; to?: string | undefined },
  now: Date = new Date(),
): { ok: true; from: Date; to: Date } | { ok: false; message: string } {
  for (const value of [query.from, query.to]) {
    if (value !== undefined && !parseDay(value)) return { ok: false, message: RANGE_MESSAGES.notADate };
  }
  const to = query.to ?? isoDay(now);
  const from = query.from ?? defaultFrom(to);
  const problem = rangeProblem({ from, to });
  if (problem) return { ok: false, message: problem };
  return { ok: true, from: parseDay(from) as Date, to: new Date((parseDay(to) as Date).getTime() + DAY_MS) };
}

/**
 * The range a screen's address shows (?from&to): the one it asks for, or the default 12 weeks
 * ending today when it asks for none or for one that cannot be used. The web's boot script asks
 * for the team's figures of this range before the screen's code has arrived.
 */
export function rangeOfAddress(from: string | null, to: string | null, now: Date = new Date()): DateRange {
  const asked = { from: from ?? '', to: to ?? '' };
  if (!rangeProblem(asked)) return asked;
  const today = isoDay(now);
  return { from: defaultFrom(today), to: today };
}
