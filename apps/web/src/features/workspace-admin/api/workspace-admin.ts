import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type {
  PendingInvitation,
  AuditPage,
  GroupCreateInput,
  GroupUpdateInput,
  MemberPage,
  WorkspaceGroup,
  WorkspaceOverview,
  WorkspaceRole,
} from '@pathwise/core';
import { apiUrls } from '@/api/urls';
import { api, ApiRequestError } from '@/lib/api-client';

export const adminKeys = {
  all: ['workspace-admin'] as const,
  overview: ['workspace-admin', 'overview'] as const,
  members: (q: string, page: number) => ['workspace-admin', 'members', q, page] as const,
  groups: ['workspace-admin', 'groups'] as const,
  audit: ['workspace-admin', 'audit'] as const,
};

/** The server's message when it sent one (it is written for people), else `fallback`. */
export function errorText(error: unknown, fallback: string): string {
  return error instanceof ApiRequestError && error.status < 500 ? error.message : fallback;
}

export const overviewQueryOptions = () =>
  queryOptions({
    queryKey: adminKeys.overview,
    queryFn: ({ signal }) => api<{ workspace: WorkspaceOverview; role: WorkspaceRole }>(apiUrls.workspace, { signal }),
  });

export const membersQueryOptions = (q: string, page: number) =>
  queryOptions({
    queryKey: adminKeys.members(q, page),
    queryFn: ({ signal }) => api<MemberPage>(apiUrls.members(q, page), { signal }),
    placeholderData: keepPreviousData,
  });

export const auditQueryOptions = () =>
  queryOptions({ queryKey: adminKeys.audit, queryFn: ({ signal }) => api<AuditPage>(apiUrls.audit, { signal }) });

export const groupsQueryOptions = () =>
  queryOptions({
    queryKey: adminKeys.groups,
    queryFn: ({ signal }) => api<{ groups: WorkspaceGroup[]; suggestions: string[] }>(apiUrls.groups, { signal }),
  });

export const invitationsQueryOptions = () =>
  queryOptions({
    queryKey: [...adminKeys.all, 'invitations'],
    queryFn: ({ signal }) => api<{ invitations: PendingInvitation[] }>(apiUrls.invitations, { signal }),
  });

export const useWorkspaceOverview = () => useQuery(overviewQueryOptions());
export const useMembers = (q: string, page: number) => useQuery(membersQueryOptions(q, page));
export const useAudit = (enabled: boolean) => useQuery({ ...auditQueryOptions(), enabled });
export const useGroups = () => useQuery(groupsQueryOptions());
export const useInvitations = () => useQuery(invitationsQueryOptions());

/** Any change of the workspace's settings: everything shown about it is read again. */
function useAdminMutation<V>(run: (value: V) => Promise<unknown>) {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: run, onSettled: () => queryClient.invalidateQueries({ queryKey: adminKeys.all }) });
}

export const useChangeRole = () =>
  useAdminMutation(({ id, role }: { id: string; role: WorkspaceRole }) =>
    api(`/api/workspace/members/${id}/role`, { method: 'PUT', body: { role } }),
  );
export const useSetDeactivated = () =>
  useAdminMutation(({ id, deactivated }: { id: string; deactivated: boolean }) =>
    api(`/api/workspace/members/${id}/deactivation`, { method: deactivated ? 'POST' : 'DELETE' }),
  );
export const useCreateGroup = () => useAdminMutation((input: GroupCreateInput) => api('/api/groups', { method: 'POST', body: input }));
export const useUpdateGroup = () =>
  useAdminMutation(({ id, ...input }: GroupUpdateInput & { id: string }) => api(`/api/groups/${id}`, { method: 'PATCH', body: input }));
export const useDeleteGroup = () => useAdminMutation((id: string) => api(`/api/groups/${id}`, { method: 'DELETE' }));
export const useSetMembership = () =>
  useAdminMutation(({ id, join }: { id: string; join: boolean }) =>
    api(`/api/groups/${id}/membership`, { method: join ? 'POST' : 'DELETE' }),
  );

export const useInvite = () => useAdminMutation((email: string) => api('/api/invitations', { method: 'POST', body: { email } }));
export const useResendInvitation = () => useAdminMutation((id: string) => api(`/api/invitations/${id}/resend`, { method: 'POST' }));
export const useRevokeInvitation = () => useAdminMutation((id: string) => api(`/api/invitations/${id}`, { method: 'DELETE' }));
