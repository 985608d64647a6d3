import { queryOptions, useQuery } from '@tanstack/react-query';
import type { UseCaseContent, UseCaseListFields } from '@pathwise/core';
import { api } from '@/lib/api-client';
import { apiUrls } from './urls';

/** A use case as the list returns it (core's list fields: no guide, no overview). */
export type UseCaseSummary = Omit<UseCaseListFields<UseCaseContent>, 'customForGroups'> & {
  customForGroups: string[];
  helpfulCount: number;
  completed: boolean;
  /** One of the workspace's own use cases (issue 16), not a bundled one. */
  fromTeam?: boolean;
  /** A team use case aimed at one of the reader's groups (a recommendation bonus). */
  targetsViewer?: boolean;
};
/** One use case with its guide, its review record and the caller's rating. */
export type UseCaseDetail = Omit<UseCaseContent, 'lastReviewed' | 'checkedAgainst' | 'customForGroups'> & {
  customForGroups: string[];
  lastReviewed?: string;
  checkedAgainst?: string[];
  helpfulCount: number;
  completed: boolean;
  rating: boolean | null;
  fromTeam?: boolean;
};

export const useCaseKeys = {
  all: ['use-cases'] as const,
  list: () => [...useCaseKeys.all, 'list'] as const,
  detail: (id: string) => [...useCaseKeys.all, 'detail', id] as const,
};

export function useCasesQueryOptions() {
  return queryOptions({
    queryKey: useCaseKeys.list(),
    queryFn: ({ signal }) => api<{ useCases: UseCaseSummary[] }>(apiUrls.useCases, { signal }).then((r) => r.useCases),
    staleTime: 30_000,
  });
}

export function useUseCases() {
  return useQuery(useCasesQueryOptions());
}

export function useCaseQueryOptions(id: string) {
  return queryOptions({
    queryKey: useCaseKeys.detail(id),
    queryFn: ({ signal }) => api<{ useCase: UseCaseDetail }>(apiUrls.useCase(id), { signal }).then((r) => r.useCase),
    staleTime: 30_000,
  });
}

export function useUseCase(id: string) {
  return useQuery(useCaseQueryOptions(id));
}
