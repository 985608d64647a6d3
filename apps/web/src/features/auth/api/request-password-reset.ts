import { useMutation } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

/** POST /api/auth/password-reset: always the same answer, whether or not the account exists. */
export function requestPasswordReset(email: string): Promise<{ message: string }> {
  return api('/api/auth/password-reset', { method: 'POST', body: { email } });
}

export function useRequestPasswordReset() {
  return useMutation({ mutationFn: requestPasswordReset });
}
