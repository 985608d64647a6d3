import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { TeamImpact } from '@pathwise/core';
import { api } from '@/lib/api-client';
import { teamUrls } from './team-urls';
import type { DateRange } from '../range';
import { teamKeys } from './team-stats';

export type { TeamImpact };

export function teamImpactQueryOptions(range: DateRange) {
  return queryOptions({
    queryKey: [...teamKeys.all, 'impact', range.from, range.to] as const,
    queryFn: ({ signal }) => api<TeamImpact>(teamUrls.impact(range), { signal }),
    staleTime: 15_000,
    placeholderData: keepPreviousData,
  });
}

export function useTeamImpact(range: DateRange) {
  return useQuery(teamImpactQueryOptions(range));
}

/** The CSV of the same figures (a plain download link). */
export function impactCsvUrl(range: DateRange): string {
  return teamUrls.impactCsv(range);
}
