import type { RouteObject } from 'react-router';
import { describe, expect, it } from 'vitest';
import { apiUrls } from '@/api/urls';
import { teamUrls } from '@/features/team/api/team-urls';
import { makeNewUser, makeUser } from '@/test/fixtures';
import { routes } from './router';
import { matchPath } from '@/lib/route-match';
import { findScreenRoute, isMember, SCREEN_ROUTES } from './screens';

describe('matching an address to a screen', () => {
  it.each([
    ['/library', '/library', {}],
    ['/library', '/Library/', {}],
    ['/use-case/:useCaseId', '/use-case/code-review', { useCaseId: 'code-review' }],
    ['/use-case/:useCaseId', '/use-case/a%20b', { useCaseId: 'a b' }],
  ])('%s matches %s', (pattern, pathname, params) => {
    expect(matchPath(pattern, pathname)).toEqual(params);
  });

  it.each([
    ['/library', '/libraries'],
    ['/library', '/library/extra'],
    ['/use-case/:useCaseId', '/use-case'],
    ['/use-case/:useCaseId', '/use-case/%E0%A4%A'],
  ])('%s does not match %s', (pattern, pathname) => {
    expect(matchPath(pattern, pathname)).toBeNull();
  });

  it('finds the screen and the data it reads first, with the same addresses as its queries', async () => {
    const none = new URLSearchParams();
    expect(findScreenRoute('/library')?.route.data?.({}, none, makeUser())).toEqual([apiUrls.useCases]);
    const useCase = findScreenRoute('/use-case/debug-flaky-test');
    expect(useCase?.route.screen).toBe('useCase');
    expect(useCase?.route.data?.(useCase.params, none, makeUser())).toEqual(['/api/use-cases/debug-flaky-test']);
    const range = { from: '2026-01-01', to: '2026-01-31' };
    expect(await findScreenRoute('/team')?.route.data?.({}, new URLSearchParams(range), makeUser())).toEqual([
      teamUrls.stats(range),
      teamUrls.impact(range),
    ]);
    expect(findScreenRoute('/login')?.route.screen).toBe('auth');
    expect(findScreenRoute('/nowhere')).toBeNull();
    expect(findScreenRoute('/')).toBeNull();
  });

  it('is the table the router is built from', () => {
    const paths = (list: RouteObject[]): (string | undefined)[] => list.flatMap((route) => [route.path, ...paths(route.children ?? [])]);
    for (const route of SCREEN_ROUTES) expect(paths(routes)).toContain(route.path);
  });

  it('asks for member data only for a verified member of a workspace', () => {
    expect(isMember(makeUser())).toBe(true);
    expect(isMember(makeUser({ workspace: null }))).toBe(false);
    expect(isMember(makeNewUser({ emailVerified: false }))).toBe(false);
    expect(isMember(null)).toBe(false);
  });
});
