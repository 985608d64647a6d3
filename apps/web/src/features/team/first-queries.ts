import { teamImpactQueryOptions } from './api/team-impact';
import { teamStatsQueryOptions } from './api/team-stats';
import { rangeOfAddress } from './range';

/** The queries /team renders first, for the range its address shows (app/first-data). */
export function teamFirstQueries(search: URLSearchParams) {
  const range = rangeOfAddress(search.get('from'), search.get('to'));
  return [teamStatsQueryOptions(range), teamImpactQueryOptions(range)] as const;
}
