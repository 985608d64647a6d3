/**
 * A date format made on first use, then kept. Making one starts the browser's date library (a
 * long pause on a slow phone): made when a module loads, it delayed every screen that imports it
 * until then, even where no date is shown yet.
 */
export function dateFormat(locale: string, options: Intl.DateTimeFormatOptions): { format: (date: Date) => string } {
  let made: Intl.DateTimeFormat | undefined;
  return {
    format: (date) => {
      made ??= new Intl.DateTimeFormat(locale, options);
      return made.format(date);
    },
  };
}

/** The same, in a time zone given at each call (the workspace's): one format kept per zone. */
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
