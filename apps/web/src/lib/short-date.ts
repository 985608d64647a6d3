/**
 * British short dates in the reader's own time zone, '7 Mar 2026' or '7 Mar', made without the
 * browser's date library. The first `Intl.DateTimeFormat` of a page starts that library: about
 * 40 ms on a desktop and four times that on a slow phone, one long task in the middle of loading
 * (decision 020). Screens that show only these dates (the member directory, the invitations)
 * never start it. The months are CLDR's English (British) abbreviations, as `Intl` writes them
 * for 'en-GB' (`short-date.test.ts` compares the two for every month).
 */
const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sept', 'Oct', 'Nov', 'Dec'] as const;

export function shortDate(date: Date, { year = true }: { year?: boolean } = {}): string {
  const dayMonth = `${date.getDate()} ${MONTHS[date.getMonth()]}`;
  return year ? `${dayMonth} ${date.getFullYear()}` : dayMonth;
}
