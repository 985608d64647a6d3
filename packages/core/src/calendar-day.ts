/*
 * Calendar days as "YYYY-MM-DD" (UTC, no time zone): parsed, checked and written. A leaf module
 * with no imports, so the small chunk in which the web's boot script reads /team's range
 * (team-range.ts) waits for no other code.
 */

export interface CalendarDate {
  year: number;
  /** 1 to 12. */
  month: number;
  day: number;
}

const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

export function daysInMonth(year: number, month: number): number {
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

/** English month names, January first, as `Intl` writes them with `month: 'long'`. */
export const MONTH_NAMES = [
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

/** English weekday names, Sunday first, as `getUTCDay` counts. */
export const WEEKDAY_NAMES = ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'] as const;

/** The weekday of a calendar date: 0 for Sunday to 6 for Saturday. */
export const weekdayOf = ({ year, month, day }: CalendarDate): number => new Date(Date.UTC(year, month - 1, day)).getUTCDay();

const pad = (n: number, width = 2) => String(n).padStart(width, '0');
export const formatDate = ({ year, month, day }: CalendarDate) => `${pad(year, 4)}-${pad(month)}-${pad(day)}`;

/** Today's date in UTC as "YYYY-MM-DD" (the dates of guides carry no time zone). */
export function isoDay(now: Date | number = Date.now()): string {
  const date = new Date(now);
  return formatDate({ year: date.getUTCFullYear(), month: date.getUTCMonth() + 1, day: date.getUTCDate() });
}
