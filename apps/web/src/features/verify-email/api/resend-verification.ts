import { useMutation } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

/** POST /api/auth/resend-verification: 200 `{ sent: true }`; 429 resend_throttled. */
export function resendVerification(email: string): Promise<{ sent: true }> {
  return api('/api/auth/resend-verification', { method: 'POST', body: { email } });
}

export function useResendVerification() {
  return useMutation({ mutationFn: resendVerification });
}
