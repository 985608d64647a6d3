import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { AccountSession, ProfileUpdate, SessionUser } from '@pathwise/core';
import { apiUrls } from '@/api/urls';
import { api } from '@/lib/api-client';

const sessionsKey = ['account', 'sessions'] as const;

export const accountSessionsQueryOptions = () =>
  queryOptions({
    queryKey: sessionsKey,
    queryFn: ({ signal }) => api<{ sessions: AccountSession[] }>(apiUrls.accountSessions, { signal }),
  });

export const useAccountSessions = () => useQuery(accountSessionsQueryOptions());

export function useSaveProfile() {
  return useMutation({
    mutationFn: (input: ProfileUpdate) => api<{ user: SessionUser }>('/api/account/profile', { method: 'PUT', body: input }),
  });
}

export function useChangePassword() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: { currentPassword: string; newPassword: string }) => api('/api/account/password', { method: 'PUT', body }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: sessionsKey }),
  });
}

export function useSignOutOthers() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => api<{ ended: number }>('/api/account/sessions', { method: 'DELETE' }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: sessionsKey }),
  });
}

export function exportMyData(): Promise<unknown> {
  return api('/api/account/export');
}

export function useDeleteAccount() {
  return useMutation({
    mutationFn: (body: { password: string; stories: 'delete' | 'anonymise' }) => api('/api/account', { method: 'DELETE', body }),
  });
}
