import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiUrls } from '@/api/urls';
import { api } from '@/lib/api-client';

export interface DigestSettingsData {
  timeZone: string;
  nextSendAt: string;
  /** The next send's local date in the workspace's zone ('2026-12-14'). */
  nextSendDate: string;
  subscribed: boolean;
  canManage: boolean;
}

export const digestKeys = { settings: ['digest', 'settings'] as const, preview: ['digest', 'preview'] as const };

export const digestSettingsQueryOptions = () =>
  queryOptions({ queryKey: digestKeys.settings, queryFn: ({ signal }) => api<DigestSettingsData>(apiUrls.digestSettings, { signal }) });

export const useDigestSettings = () => useQuery(digestSettingsQueryOptions());

export function useDigestPreview(enabled: boolean) {
  return useQuery({
    queryKey: digestKeys.preview,
    queryFn: ({ signal }) => api<{ subject: string; html: string; text: string; weekKey: string }>('/api/digest/preview', { signal }),
    enabled,
  });
}

export function useSetTimeZone() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (timeZone: string) => api<{ timeZone: string }>('/api/digest/time-zone', { method: 'PUT', body: { timeZone } }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['digest'] }),
  });
}
