import type { SessionUser } from '@pathwise/core';
import { api } from '@/lib/api-client';

/**
 * POST /api/auth/verify. In the browser that signed up: 200 `{ user }` (signed in, verified,
 * workspace resolved). Anywhere else: 200 `{ passwordRequired, email }` until it is sent again
 * with the password the mailbox owner chooses. 409 `signed_in_as_other_account` while another
 * account is signed in here: nothing changed.
 */
export type VerifyAnswer = { user: SessionUser } | { passwordRequired: true; email: string };

export function verifyEmail(tokenHash: string, password?: string): Promise<VerifyAnswer> {
  return api('/api/auth/verify', { method: 'POST', body: { tokenHash, type: 'signup', ...(password === undefined ? {} : { password }) } });
}
