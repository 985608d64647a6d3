/** The spec's route table rules (section 2), as data the guards and layout read. */

export const PUBLIC_ROUTES = ['/', '/auth', '/login', '/index.html', '/onboarding'] as const;
/** Routes where a signed-in user who has not finished onboarding may stay. */
export const ONBOARDING_EXEMPT_ROUTES = ['/home', '/library'] as const;

export function isPublicRoute(pathname: string): boolean {
  return (PUBLIC_ROUTES as readonly string[]).includes(pathname);
}

export function isOnboardingExempt(pathname: string): boolean {
  return (ONBOARDING_EXEMPT_ROUTES as readonly string[]).includes(pathname);
}

/** Parameters that mark a verification link (spec: token, access token, refresh token, signup type). */
const VERIFICATION_MARKERS = /(?:^|[?&#/;])(?:token|token_hash|access_token|refresh_token)=|(?:^|[?&#/;])type=signup(?:$|[&#/;])/i;

/** True when the path, query or hash holds a verification token or the signup type. */
export function hasVerificationParams(pathname: string, search: string, hash: string): boolean {
  let decodedPath = pathname;
  try {
    decodedPath = decodeURIComponent(pathname);
  } catch {
    // keep the raw path
  }
  return [decodedPath, search, hash].some((part) => VERIFICATION_MARKERS.test(part));
}

export interface GuardState {
  isLoading: boolean;
  isAuthenticated: boolean;
  emailVerified: boolean;
  isOnboarded: boolean;
}

/**
 * Where a signed-in or signed-out visitor of a protected route must go instead, or null to
 * stay. Unauthenticated → /login; unverified → /verify-email; not onboarded → /onboarding
 * except on the exempt routes. Nothing happens while auth is loading.
 */
export function protectedRedirect(pathname: string, state: GuardState): string | null {
  if (state.isLoading) return null;
  if (!state.isAuthenticated) return '/login';
  if (!state.emailVerified) return '/verify-email';
  if (!state.isOnboarded && !isOnboardingExempt(pathname)) return '/onboarding';
  return null;
}

/** Where a signed-in user on /auth or /login belongs (spec /auth). */
export function signedInHome(state: GuardState): string {
  if (!state.emailVerified) return '/verify-email';
  if (!state.isOnboarded) return '/onboarding';
  return '/home';
}
