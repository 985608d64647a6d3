import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { TeamStats } from '@pathwise/core';
import { api } from '@/lib/api-client';
import { teamUrls } from './team-urls';
import type { DateRange } from '../range';

export type { TeamStats };

/** Under 'team', which realtime events invalidate. */
export const teamKeys = {
  all: ['team'] as const,
  stats: (range: DateRange) => [...teamKeys.all, 'stats', range.from, range.to] as const,
};

export function teamStatsQueryOptions(range: DateRange) {
  return queryOptions({
    queryKey: teamKeys.stats(range),
    queryFn: ({ signal }) => api<TeamStats>(teamUrls.stats(range), { signal }),
    staleTime: 15_000,
    // A new range keeps the old charts on screen until its numbers arrive.
    placeholderData: keepPreviousData,
  });
}

export function useTeamStats(range: DateRange) {
  return useQuery(teamStatsQueryOptions(range));
}

/** The CSV export of the same range (a plain download link). */
export function storiesCsvUrl(range: DateRange): string {
  return teamUrls.storiesCsv(range);
}
