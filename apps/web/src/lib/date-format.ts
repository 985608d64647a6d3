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
