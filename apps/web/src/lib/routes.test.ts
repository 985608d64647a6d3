import { describe, expect, it } from 'vitest';
import { hasVerificationParams, isOnboardingExempt, isPublicRoute, protectedRedirect, signedInHome, type GuardState } from './routes';

const state = (overrides: Partial<GuardState> = {}): GuardState => ({
  isLoading: false,
  isAuthenticated: true,
  emailVerified: true,
  isOnboarded: true,
  ...overrides,
});

describe('route table rules', () => {
  it('knows the public routes and the onboarding exemptions of the spec', () => {
    for (const path of ['/', '/auth', '/login', '/index.html', '/onboarding']) expect(isPublicRoute(path)).toBe(true);
    for (const path of ['/home', '/studio', '/team', '/library', '/use-case/x', '/verify-email']) expect(isPublicRoute(path)).toBe(false);
    expect(isOnboardingExempt('/home')).toBe(true);
    expect(isOnboardingExempt('/library')).toBe(true);
    expect(isOnboardingExempt('/studio')).toBe(false);
  });

  it('guards protected routes: loading waits, signed out → /login, unverified → /verify-email, not onboarded → /onboarding', () => {
    expect(protectedRedirect('/studio', state({ isLoading: true, isAuthenticated: false }))).toBeNull();
    expect(protectedRedirect('/studio', state({ isAuthenticated: false }))).toBe('/login');
    expect(protectedRedirect('/studio', state({ emailVerified: false }))).toBe('/verify-email');
    expect(protectedRedirect('/studio', state({ isOnboarded: false }))).toBe('/onboarding');
    expect(protectedRedirect('/library', state({ isOnboarded: false }))).toBeNull();
    expect(protectedRedirect('/studio', state())).toBeNull();
  });

  it('sends a signed-in user from /auth to where they belong', () => {
    expect(signedInHome(state({ emailVerified: false }))).toBe('/verify-email');
    expect(signedInHome(state({ isOnboarded: false }))).toBe('/onboarding');
    expect(signedInHome(state())).toBe('/home');
  });
});

describe('hasVerificationParams', () => {
  it.each([
    ['/home', '?token=abc', ''],
    ['/home', '?token_hash=abc&type=signup', ''],
    ['/studio', '', '#access_token=a&refresh_token=b'],
    ['/x', '?type=signup', ''],
    ['/verify/access_token=abc', '', ''],
    ['/verify/access_token%3Dabc', '', ''],
  ])('detects %s%s%s', (path, search, hash) => {
    expect(hasVerificationParams(path, search, hash)).toBe(true);
  });

  it.each([
    ['/library', '?q=token', ''],
    ['/library', '?type=coding', ''],
    ['/use-case/tokens-explained', '', ''],
    ['/home', '?mytoken=1', ''],
  ])('ignores %s%s%s', (path, search, hash) => {
    expect(hasVerificationParams(path, search, hash)).toBe(false);
  });
});
