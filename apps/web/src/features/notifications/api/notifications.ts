import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { NotificationList } from '@pathwise/core';
import { api } from '@/lib/api-client';

/** The bell's list; realtime events on the member's own topic make it stale (lib/realtime). */
export const notificationsKey = ['notifications'] as const;

/** `enabled: false` holds the request back (the bell's, until the screen is shown). */
export function useNotifications({ enabled = true }: { enabled?: boolean } = {}) {
  return useQuery({
    enabled,
    queryKey: notificationsKey,
    queryFn: ({ signal }) => api<NotificationList>('/api/notifications', { signal }),
    staleTime: 30_000,
  });
}

/** Marks one notification (or, without an id, all of them) read, at once in the list. */
export function useMarkRead() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id?: string) =>
      api<{ unread: number }>(id ? `/api/notifications/read/${encodeURIComponent(id)}` : '/api/notifications/read-all', { method: 'POST' }),
    onMutate: (id?: string) => {
      queryClient.setQueryData<NotificationList>(notificationsKey, (list) => {
        if (!list) return list;
        const notifications = list.notifications.map((n) => (id === undefined || n.id === id ? { ...n, read: true } : n));
        return { notifications, unread: notifications.filter((n) => !n.read).length };
      });
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: notificationsKey }),
  });
}
