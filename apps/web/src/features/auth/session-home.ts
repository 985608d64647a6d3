import type { SessionUser } from '@pathwise/core';
import { signedInHome } from '@/lib/routes';

/** Where this signed-in user belongs: unverified → /verify-email, not onboarded → /onboarding, else /home. */
export function sessionHome(user: SessionUser): string {
  return signedInHome({ isLoading: false, isAuthenticated: true, emailVerified: user.emailVerified, isOnboarded: user.isOnboarded });
}
