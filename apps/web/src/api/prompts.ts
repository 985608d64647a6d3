import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { PromptPage, PromptSort } from '@pathwise/core';
import { api } from '@/lib/api-client';

/** The prompt library's query (every field optional; the server validates them again). */
export interface PromptParams {
  q?: string;
  useCase?: string;
  type?: string;
  role?: string;
  author?: string;
  saved?: '1';
  sort?: PromptSort;
  page?: number;
}

export const promptKeys = {
  all: ['prompts'] as const,
  list: (params: PromptParams) => [...promptKeys.all, 'list', params] as const,
  filters: () => [...promptKeys.all, 'filters'] as const,
};

export function promptsUrl(params: PromptParams): string {
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(params)) if (value !== undefined && value !== '') search.set(key, String(value));
  const query = search.toString();
  return `/api/prompts${query ? `?${query}` : ''}`;
}

export function promptsQueryOptions(params: PromptParams) {
  return queryOptions({
    queryKey: promptKeys.list(params),
    queryFn: ({ signal }) => api<PromptPage>(promptsUrl(params), { signal }),
    staleTime: 15_000,
    // The list stays while the next search loads (no flash of an empty list per keystroke).
    placeholderData: keepPreviousData,
  });
}

export function usePrompts(params: PromptParams) {
  return useQuery(promptsQueryOptions(params));
}

export interface PromptFilters {
  authors: { id: string; name: string }[];
  useCases: { id: string; title: string }[];
}

export function usePromptFilters() {
  return useQuery({
    queryKey: promptKeys.filters(),
    queryFn: ({ signal }) => api<PromptFilters>('/api/prompts/filters', { signal }),
    staleTime: 60_000,
  });
}

/** Saves a prompt to "my prompts" (or removes it); every cached list refreshes. */
export function useSavePrompt() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, save }: { id: string; save: boolean }) =>
      api<{ saves: number; saved: boolean }>(`/api/prompts/${encodeURIComponent(id)}/save`, { method: save ? 'POST' : 'DELETE' }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: promptKeys.all }),
  });
}
