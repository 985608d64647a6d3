import { queryOptions, useQuery } from '@tanstack/react-query';
import { useCallback } from 'react';
import type { UseCaseContent, UseCaseListFields } from '@pathwise/core';
import { api } from '@/lib/api-client';
import { useAuth } from '@/lib/auth';
import { apiUrls } from './urls';

/**
 * A use case as the list returns it (core's list fields: no guide, no overview). Nothing in it
 * is the reader's own, so the workspace's readers share one answer on the server.
 */
export type UseCaseListItem = Omit<UseCaseListFields<UseCaseContent>, 'customForGroups'> & {
  customForGroups: string[];
  helpfulCount: number;
  /** One of the workspace's own use cases (issue 16), not a bundled one. */
  fromTeam?: boolean;
  /** A team use case aimed at one of the reader's groups (a recommendation bonus). */
  targetsViewer?: boolean;
};
/** A listed use case as its reader sees it: completed when their session says so. */
export type UseCaseSummary = UseCaseListItem & { completed: boolean };
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
    queryFn: ({ signal }) => api<{ useCases: UseCaseListItem[] }>(apiUrls.useCases, { signal }).then((r) => r.useCases),
    staleTime: 30_000,
  });
}

/** The list with each use case marked completed from the session (completedUseCases). */
export function withCompletions(items: readonly UseCaseListItem[], completedUseCases: readonly string[]): UseCaseSummary[] {
  const completed = new Set(completedUseCases);
  return items.map((item) => ({ ...item, completed: completed.has(item.id) }));
}

/**
 * The catalogue as the signed-in user sees it: marked again only when the list or their
 * completions change. `enabled: false` holds the request back.
 */
export function useUseCases({ enabled = true }: { enabled?: boolean } = {}) {
  const { completedUseCases } = useAuth();
  const select = useCallback((items: UseCaseListItem[]) => withCompletions(items, completedUseCases), [completedUseCases]);
  return useQuery({ ...useCasesQueryOptions(), select, enabled });
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
