import type { SessionUser } from '@pathwise/core';
import { api } from '@/lib/api-client';

export interface SignUpInput {
  email: string;
  password: string;
  acceptTerms: boolean;
}

/** POST /api/auth/signup: 201 `{ user }`, signed in but not yet verified. */
export function signUp(input: SignUpInput): Promise<{ user: SessionUser }> {
  return api('/api/auth/signup', { method: 'POST', body: input });
}
