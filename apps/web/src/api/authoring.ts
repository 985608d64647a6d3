import { queryOptions, useQuery } from '@tanstack/react-query';
import type { AuthoredUseCase, UseCaseDraft, UseCaseRevision } from '@pathwise/core';
import { api } from '@/lib/api-client';
import { apiUrls } from './urls';

/** The workspace's own use cases, as their authors edit them (issue 16). */
export const authoringKeys = {
  all: ['authoring'] as const,
  list: () => [...authoringKeys.all, 'list'] as const,
  one: (id: string) => [...authoringKeys.all, 'one', id] as const,
};

const base = apiUrls.authored;

export interface AuthoredList {
  useCases: AuthoredUseCase[];
  groups: string[];
}

export interface AuthoredOne {
  useCase: AuthoredUseCase;
  revisions: UseCaseRevision[];
}

export function authoredListQueryOptions() {
  return queryOptions({
    queryKey: authoringKeys.list(),
    queryFn: ({ signal }) => api<AuthoredList>(apiUrls.authoredList, { signal }),
    staleTime: 10_000,
  });
}

export function useAuthoredList() {
  return useQuery(authoredListQueryOptions());
}

export function authoredQueryOptions(id: string) {
  return queryOptions({
    queryKey: authoringKeys.one(id),
    queryFn: ({ signal }) => api<AuthoredOne>(base(id), { signal }),
    // The editor owns the text once loaded: no refetch under the author's hands.
    staleTime: Infinity,
    refetchOnWindowFocus: false,
  });
}

export function useAuthored(id: string) {
  return useQuery(authoredQueryOptions(id));
}

export const createUseCase = (draft: UseCaseDraft) => api<{ useCase: AuthoredUseCase }>(apiUrls.authoredList, { body: { draft } });
export const saveDraft = (id: string, version: number, draft: UseCaseDraft) =>
  api<{ useCase: AuthoredUseCase }>(`${base(id)}/draft`, { method: 'PUT', body: { version, draft } });
export const publishUseCase = (id: string, version: number) =>
  api<{ useCase: AuthoredUseCase; revision: number }>(`${base(id)}/publish`, { body: { version } });
export const unpublishUseCase = (id: string) => api<{ useCase: AuthoredUseCase }>(`${base(id)}/unpublish`, { method: 'POST' });
export const archiveUseCase = (id: string) => api<{ useCase: AuthoredUseCase }>(`${base(id)}/archive`, { method: 'POST' });
export const restoreRevision = (id: string, number: number, version: number) =>
  api<{ useCase: AuthoredUseCase }>(`${base(id)}/revisions/${number}/restore`, { body: { version } });
export const importFile = (file: string) => api<{ useCase: AuthoredUseCase }>('/api/authoring/import', { body: { file } });
export const exportUrl = (id: string) => `/api/authoring/export/${encodeURIComponent(id)}`;
