import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { TeamImpact } from '@pathwise/core';
import { api } from '@/lib/api-client';
import type { DateRange } from '../range';
import { teamKeys } from './team-stats';

export type { TeamImpact };

const rangeQuery = (range: DateRange) => new URLSearchParams({ from: range.from, to: range.to }).toString();

export function teamImpactQueryOptions(range: DateRange) {
  return queryOptions({
    queryKey: [...teamKeys.all, 'impact', range.from, range.to] as const,
    queryFn: ({ signal }) => api<TeamImpact>(`/api/team/impact?${rangeQuery(range)}`, { signal }),
    staleTime: 15_000,
    placeholderData: keepPreviousData,
  });
}

export function useTeamImpact(range: DateRange) {
  return useQuery(teamImpactQueryOptions(range));
}

/** The CSV of the same figures (a plain download link). */
export function impactCsvUrl(range: DateRange): string {
  return `/api/team/impact.csv?${rangeQuery(range)}`;
}
