import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { NotificationPreferences, NotificationPreferencesInput } from '@pathwise/core';
import { api } from '@/lib/api-client';

/** A member's notification choices (per kind) and the weekly digest switch: one resource. */
export const preferencesKey = ['notification-preferences'] as const;

export function useNotificationPreferences() {
  return useQuery({
    queryKey: preferencesKey,
    queryFn: ({ signal }) => api<NotificationPreferences>('/api/notifications/preferences', { signal }),
  });
}

export function useSavePreferences() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: NotificationPreferencesInput) =>
      api<NotificationPreferences>('/api/notifications/preferences', { method: 'PUT', body: input }),
    onSuccess: (data) => queryClient.setQueryData(preferencesKey, data),
  });
}
