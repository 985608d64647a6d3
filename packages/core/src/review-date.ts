import { daysInMonth, formatDate, MONTH_NAMES, parseCalendarDate } from './calendar-day';
import { CONTENT_REVIEW } from './constants';

/*
 * A guide's lastReviewed date ("YYYY-MM-DD"): validated by the content schema, compared with
 * today by the content check, and shown on the use case page as "Updated <Month YYYY>". No zod
 * here: the use case page imports it.
 */

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
