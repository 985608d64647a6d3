/**
 * A date format in a time zone given at each call (the workspace's), one kept per zone and made
 * on first use: making one starts the browser's date library (a long pause on a slow phone), and
 * made when a module loads it delayed every screen that imports it until then, even where no date
 * is shown yet. Dates that need no zone or locale rule are written without it (lib/short-date.ts).
 */
export function zonedDateFormat(
  locale: string,
  options: Omit<Intl.DateTimeFormatOptions, 'timeZone'>,
): { format: (date: Date, timeZone: string) => string } {
  const made = new Map<string, Intl.DateTimeFormat>();
  return {
    format: (date, timeZone) => {
      let format = made.get(timeZone);
      if (!format) {
        format = new Intl.DateTimeFormat(locale, { ...options, timeZone });
        made.set(timeZone, format);
      }
      return format.format(date);
    },
  };
}
