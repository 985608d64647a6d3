import { rangeOfAddress } from '@pathwise/core';
import { teamUrls } from './api/team-urls';

/**
 * The figures /team reads first, for the range its address shows: the screen's queries ask for
 * the same addresses, so the boot script can ask for them before the screen's code has arrived.
 */
export function teamFigureUrls(search: URLSearchParams): string[] {
  const range = rangeOfAddress(search.get('from'), search.get('to'));
  return [teamUrls.stats(range), teamUrls.impact(range)];
}
