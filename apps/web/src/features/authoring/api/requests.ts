import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { UseCaseRequest, UseCaseRequestInput } from '@pathwise/core';
import { apiUrls } from '@/api/urls';
import { api } from '@/lib/api-client';
import type { RequestStatus } from '../requests-address';

export type { RequestStatus };

export const requestKeys = {
  all: ['use-case-requests'] as const,
  list: (status: RequestStatus, q: string) => [...requestKeys.all, status, q] as const,
};

export function requestsQueryOptions(status: RequestStatus, q: string) {
  return queryOptions({
    queryKey: requestKeys.list(status, q),
    queryFn: ({ signal }): Promise<UseCaseRequest[]> =>
      api<{ requests: UseCaseRequest[] }>(apiUrls.requests(status, q), { signal }).then((r) => r.requests),
    staleTime: 10_000,
    placeholderData: keepPreviousData,
  });
}

export function useRequests(status: RequestStatus, q: string) {
  return useQuery(requestsQueryOptions(status, q));
}

function useRequestMutation<T, R>(run: (input: T) => Promise<R>) {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: run, onSuccess: () => void queryClient.invalidateQueries({ queryKey: requestKeys.all }) });
}

export const useAskForUseCase = () =>
  useRequestMutation((input: UseCaseRequestInput) => api<{ request: { id: string } }>('/api/use-case-requests', { body: input }));
export const useToggleVote = () =>
  useRequestMutation((id: string) =>
    api<{ voted: boolean; votes: number }>(`/api/use-case-requests/${encodeURIComponent(id)}/vote`, { method: 'POST' }),
  );
export const useFulfilRequest = () =>
  useRequestMutation(({ id, useCaseId }: { id: string; useCaseId: string }) =>
    api<{ fulfilled: true; notified: number }>(`/api/use-case-requests/${encodeURIComponent(id)}/fulfil`, { body: { useCaseId } }),
  );
