import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiUrls } from '@/api/urls';
import { api } from '@/lib/api-client';

export type ChatProvider = 'slack' | 'teams';

export interface WebhookView {
  provider: ChatProvider;
  hint: string;
  createdAt: string;
}

const key = ['integrations', 'chat'] as const;

export const webhooksQueryOptions = () =>
  queryOptions({ queryKey: key, queryFn: ({ signal }) => api<{ webhooks: WebhookView[] }>(apiUrls.webhooks, { signal }) });

export const useWebhooks = () => useQuery(webhooksQueryOptions());

export function useSaveWebhook() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ provider, url }: { provider: ChatProvider; url: string }) =>
      api<{ webhook: WebhookView }>(`/api/integrations/chat/${provider}`, { method: 'PUT', body: { url } }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: key }),
  });
}

export function useRemoveWebhook() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (provider: ChatProvider) => api<undefined>(`/api/integrations/chat/${provider}`, { method: 'DELETE' }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: key }),
  });
}

export function useTestWebhook() {
  return useMutation({
    mutationFn: (provider: ChatProvider) => api<{ queued: true }>(`/api/integrations/chat/${provider}/test`, { method: 'POST' }),
  });
}
