import type { SessionUser } from '@pathwise/core';
import { api } from '@/lib/api-client';

export interface LogInInput {
  email: string;
  password: string;
}

/** POST /api/auth/login: 200 `{ user }`; 401 invalid_credentials; 429 account_locked. */
export function logIn(input: LogInInput): Promise<{ user: SessionUser }> {
  // A wrong password is not the end of a session: no sign-out broadcast for its 401.
  return api('/api/auth/login', { method: 'POST', body: input, quiet401: true });
}
