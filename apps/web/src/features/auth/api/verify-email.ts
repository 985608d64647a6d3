import { useMutation } from '@tanstack/react-query';
import type { SessionUser } from '@pathwise/core';
import { api } from '@/lib/api-client';

/** POST /api/auth/verify: 200 `{ user }` (signed in, verified, workspace resolved). */
export function verifyEmail(tokenHash: string): Promise<{ user: SessionUser }> {
  return api('/api/auth/verify', { method: 'POST', body: { tokenHash, type: 'signup' } });
}

export function useVerifyEmail() {
  return useMutation({ mutationFn: verifyEmail });
}
