import { useMutation } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

export interface ConfirmPasswordResetInput {
  token: string;
  password: string;
}

/** POST /api/auth/password-reset/confirm: ends every session of the user; no automatic log-in. */
export function confirmPasswordReset(input: ConfirmPasswordResetInput): Promise<{ ok: true }> {
  return api('/api/auth/password-reset/confirm', { method: 'POST', body: input });
}

export function useConfirmPasswordReset() {
  return useMutation({ mutationFn: confirmPasswordReset });
}
