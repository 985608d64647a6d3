import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { NotificationPreferences, NotificationPreferencesInput } from '@pathwise/core';
import { api } from '@/lib/api-client';
import { apiUrls } from './urls';

/** A member's notification choices (per kind) and the weekly digest switch: one resource. */
export const preferencesKey = ['notification-preferences'] as const;

export const preferencesQueryOptions = () =>
  queryOptions({
    queryKey: preferencesKey,
    queryFn: ({ signal }) => api<NotificationPreferences>(apiUrls.notificationPreferences, { signal }),
  });

export const useNotificationPreferences = () => useQuery(preferencesQueryOptions());

export function useSavePreferences() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: NotificationPreferencesInput) =>
      api<NotificationPreferences>(apiUrls.notificationPreferences, { method: 'PUT', body: input }),
    onSuccess: (data) => queryClient.setQueryData(preferencesKey, data),
  });
}
