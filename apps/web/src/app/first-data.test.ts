import { afterEach, describe, expect, it, vi } from 'vitest';
import { apiError, deferred, fakeServer, json, type FakeResponse } from '@/test/fake-server';
import type { SessionUser } from '@pathwise/core';
import { makeNewUser, makeUser } from '@/test/fixtures';
import { createQueryClient } from './providers';
import { FIRST_DATA_WAIT_MS, readFirstData } from './first-data';
import { findScreenRoute, SCREEN_ROUTES } from './screens';

const at = (address: string) => new URL(address, 'http://localhost');
const paths = (server: ReturnType<typeof fakeServer>) => server.requests.map((request) => request.path + request.search);

/** A member's server where every early address answers (any data is enough for the cache). */
function memberServer(user: SessionUser) {
  const empty = () => json(200, {});
  return fakeServer({
    'GET /api/session': () => json(200, { user }),
    'GET /api/feed': () => json(200, { stories: [], examples: false }),
    'GET /api/use-cases': () => json(200, { useCases: [] }),
    'GET /api/use-cases/debug-flaky-test': () => json(200, { useCase: {} }),
    'GET /api/authoring/use-cases/team-guide': empty,
    'GET /api/authoring/use-cases': empty,
    'GET /api/team/stats': empty,
    'GET /api/team/impact': empty,
    'GET /api/workspace': empty,
    'GET /api/workspace/members': empty,
    'GET /api/workspace/audit': empty,
    'GET /api/groups': empty,
    'GET /api/invitations': empty,
    'GET /api/use-case-requests': () => json(200, { requests: [] }),
    'GET /api/account/sessions': empty,
    'GET /api/notifications/preferences': empty,
    'GET /api/digest/settings': empty,
    'GET /api/integrations/chat': empty,
  });
}

describe("the first screen's data before the first render", () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  const samples = [
    '/home',
    '/library',
    '/studio',
    '/authoring/team-guide',
    '/use-case/debug-flaky-test',
    '/team?from=2026-01-01&to=2026-01-31',
    '/team',
    '/settings/workspace',
    '/requests',
    '/requests?status=fulfilled&q=review',
    '/settings/account',
    '/settings/notifications',
    '/settings/integrations',
  ];
  const admin = makeUser();
  const member = makeUser({ workspace: { ...admin.workspace!, role: 'member' } });

  it('covers every screen the boot script asks data for', () => {
    const sampled = new Set(samples.map((address) => findScreenRoute(at(address).pathname)?.route.path));
    for (const route of SCREEN_ROUTES.filter((screen) => screen.data)) expect(sampled).toContain(route.path);
  });

  it.each(samples.flatMap((address) => [[address, admin] as const, [address, member] as const]))(
    "reads exactly the boot script's early addresses on %s, into the cache (%o)",
    async (address, user) => {
      const server = memberServer(user);
      const { pathname, searchParams } = at(address);
      const first = findScreenRoute(pathname);
      const early = (await first?.route.data?.(first.params, searchParams, user)) ?? [];
      const client = createQueryClient();
      await readFirstData(client, at(address));
      expect(paths(server)).toEqual(['/api/session', ...early]);
      const queries = client.getQueryCache().getAll();
      expect(queries).toHaveLength(1 + early.length);
      for (const query of queries) expect(query.state.status).toBe('success');
    },
  );

  it('reads only the session for a visitor, someone not yet a member, and a screen without early data', async () => {
    for (const [user, address] of [
      [null, '/library'],
      [makeNewUser({ emailVerified: false }), '/home'],
      [makeUser({ workspace: null }), '/home'],
      [makeUser(), '/prompts'],
      [makeUser(), '/auth'],
    ] as const) {
      const server = fakeServer({ 'GET /api/session': () => json(200, { user }) });
      await readFirstData(createQueryClient(), at(address));
      expect(paths(server)).toEqual(['/api/session']);
    }
  });

  it('lets the screen show its error when a read fails', async () => {
    fakeServer({
      'GET /api/session': () => json(200, { user: makeUser() }),
      'GET /api/use-cases': () => apiError(500, 'internal', 'Something went wrong.'),
    });
    const client = createQueryClient();
    await expect(readFirstData(client, at('/library'))).resolves.toBeUndefined();
    expect(
      client
        .getQueryCache()
        .getAll()
        .map((query) => query.state.status),
    ).toEqual(['success', 'error']);
  });

  it(`renders without the data after ${FIRST_DATA_WAIT_MS} ms`, async () => {
    vi.useFakeTimers();
    const session = deferred<FakeResponse>();
    fakeServer({ 'GET /api/session': () => session.promise });
    let done = false;
    void readFirstData(createQueryClient(), at('/home')).then(() => {
      done = true;
    });
    await vi.advanceTimersByTimeAsync(FIRST_DATA_WAIT_MS - 1);
    expect(done).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    expect(done).toBe(true);
    session.resolve(json(200, { user: null }));
  });
});
