let started = false;

/**
 * Starts the browser's date library (its first format costs about 20 ms on a desktop, 80 ms on a
 * slow phone) in a task of its own, now, rather than inside the render that first shows a date.
 * The boot script calls it for a screen that shows dates as soon as its data arrives: the task
 * then runs while the main bundle and the data are still downloading, when the page has nothing
 * else to do.
 */
export function startDateLibrary(): void {
  if (started) return;
  started = true;
  setTimeout(() => new Intl.DateTimeFormat('en-GB', { dateStyle: 'medium', timeStyle: 'short' }).format(0), 0);
}
