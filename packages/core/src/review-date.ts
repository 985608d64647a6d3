import { CONTENT_REVIEW } from './constants';

/*
 * A guide's lastReviewed date ("YYYY-MM-DD"): validated by the content schema, compared with
 * today by the content check, and shown on the use case page as "Updated <Month YYYY>". No zod
 * here: the use case page imports it.
 */

export interface CalendarDate {
  year: number;
  /** 1 to 12. */
  month: number;
  day: number;
}

const MONTH_NAMES = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
] as const;

const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

function daysInMonth(year: number, month: number): number {
  return new Date(Date.UTC(year, month, 0)).getUTCDate();
}

/** The date of a "YYYY-MM-DD" string, or null when it is not one (or not a real day, like 2026-02-30). */
export function parseCalendarDate(value: string): CalendarDate | null {
  const match = ISO_DATE.exec(value);
  if (!match) return null;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  if (month < 1 || month > 12 || day < 1 || day > daysInMonth(year, month)) return null;
  return { year, month, day };
}

const pad = (n: number, width = 2) => String(n).padStart(width, '0');
const formatDate = ({ year, month, day }: CalendarDate) => `${pad(year, 4)}-${pad(month)}-${pad(day)}`;

/** Today's date in UTC as "YYYY-MM-DD" (the dates of guides carry no time zone). */
export function isoDay(now: Date | number = Date.now()): string {
  const date = new Date(now);
  return formatDate({ year: date.getUTCFullYear(), month: date.getUTCMonth() + 1, day: date.getUTCDate() });
}

/** The same day `months` months earlier, clamped to the month's last day (31 August − 6 → 28/29 February). */
export function monthsBefore(date: string, months: number): string {
  const parsed = parseCalendarDate(date);
  if (!parsed) throw new RangeError(`not a calendar date: ${date}`);
  const index = parsed.year * 12 + (parsed.month - 1) - months;
  const year = Math.floor(index / 12);
  const month = index - year * 12 + 1;
  return formatDate({ year, month, day: Math.min(parsed.day, daysInMonth(year, month)) });
}

/**
 * True when a guide reviewed on `lastReviewed` is more than `months` months old on `today`
 * (both "YYYY-MM-DD"; ISO dates compare as strings).
 */
export function isReviewStale(lastReviewed: string, today: string, months: number = CONTENT_REVIEW.staleAfterMonths): boolean {
  return lastReviewed < monthsBefore(today, months);
}

/** "Updated November 2026" from "2026-11-25"; null when the date is not one. */
export function updatedLine(lastReviewed: string): string | null {
  const parsed = parseCalendarDate(lastReviewed);
  return parsed ? `Updated ${MONTH_NAMES[parsed.month - 1]} ${parsed.year}` : null;
}
