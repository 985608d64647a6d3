import { useMutation } from '@tanstack/react-query';
import type { SessionUser } from '@pathwise/core';
import { api } from '@/lib/api-client';

/** PUT /api/workspace/name `{ name }` (3–50 characters): 200 `{ user }`. */
export function setWorkspaceName(name: string): Promise<{ user: SessionUser }> {
  return api('/api/workspace/name', { method: 'PUT', body: { name } });
}

export function useSetWorkspaceName() {
  return useMutation({ mutationFn: setWorkspaceName });
}
