import { DIGEST, MONTH_NAMES, parseCalendarDate, WEEKDAY_NAMES, weekdayOf } from '@pathwise/core';

/*
 * When the next digest goes out, in the workspace's time zone: 'Monday 14 December at 08:00', as
 * `Intl` writes it in 'en-GB' (`send-time.test.ts` compares the two). Written from the send's local
 * date, which the server gives with the settings, so the two settings screens never start the
 * browser's date library (decision 020): a long task on a slow phone, for one line of text.
 */

/** The send on `localDate` ('2026-12-14'), at the digest's hour. */
export function sendTimeText(localDate: string): string {
  const date = parseCalendarDate(localDate);
  if (!date) return localDate;
  return `${WEEKDAY_NAMES[weekdayOf(date)]} ${date.day} ${MONTH_NAMES[date.month - 1]} at ${String(DIGEST.sendHour).padStart(2, '0')}:00`;
}
