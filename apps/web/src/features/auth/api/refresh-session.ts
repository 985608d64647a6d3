import { api } from '@/lib/api-client';

/** POST /api/auth/refresh: renews the session cookie; 401 once it has ended (expired or idle). */
export function refreshSession(): Promise<{ expiresAt: string }> {
  return api('/api/auth/refresh', { method: 'POST' });
}
