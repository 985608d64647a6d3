import { afterEach, describe, expect, it, vi } from 'vitest';
import { fakeServer, json, unauthenticated } from '@/test/fake-server';
import { makeNewUser, makeUser } from '@/test/fixtures';
import { presetRange } from '@/features/team/range';

async function boot(path: string) {
  window.history.replaceState(null, '', path);
  vi.resetModules();
  await import('./boot');
  // Let the session answer arrive and the follow-up requests start.
  await vi.waitFor(() => expect(vi.mocked(fetch)).toHaveBeenCalled());
  await new Promise((resolve) => setTimeout(resolve, 10));
}

const paths = (server: ReturnType<typeof fakeServer>) => server.requests.map((request) => request.path + request.search);

describe('the boot script', () => {
  afterEach(() => {
    window.history.replaceState(null, '', '/');
  });

  it("asks for the session and, for a member, the library's use cases", async () => {
    const server = fakeServer({
      'GET /api/session': () => json(200, { user: makeUser() }),
      'GET /api/use-cases': () => json(200, { useCases: [] }),
    });
    await boot('/library');
    expect(paths(server)).toEqual(['/api/session', '/api/use-cases']);
  });

  it('asks for the home feed and the use cases on /home, the use case on its page', async () => {
    const server = fakeServer({ 'GET /api/session': () => json(200, { user: makeUser() }) });
    await boot('/home');
    expect(paths(server)).toEqual(['/api/session', '/api/feed?filter=relevant', '/api/use-cases']);
    const again = fakeServer({ 'GET /api/session': () => json(200, { user: makeUser() }) });
    await boot('/use-case/debug-flaky-test');
    expect(paths(again)).toEqual(['/api/session', '/api/use-cases/debug-flaky-test']);
  });

  it("asks for the team's figures of the address's range on /team, and of the default 12 weeks without one", async () => {
    const server = fakeServer({ 'GET /api/session': () => json(200, { user: makeUser() }) });
    // The team's range rule comes in a chunk of its own: wait for it.
    await boot('/team?from=2026-01-01&to=2026-01-31');
    await vi.waitFor(() => expect(paths(server)).toHaveLength(3));
    expect(paths(server)).toEqual([
      '/api/session',
      '/api/team/stats?from=2026-01-01&to=2026-01-31',
      '/api/team/impact?from=2026-01-01&to=2026-01-31',
    ]);
    const fallback = fakeServer({ 'GET /api/session': () => json(200, { user: makeUser() }) });
    await boot('/team');
    await vi.waitFor(() => expect(paths(fallback)).toHaveLength(3));
    const { from, to } = presetRange('12w');
    expect(paths(fallback)).toEqual(['/api/session', `/api/team/stats?from=${from}&to=${to}`, `/api/team/impact?from=${from}&to=${to}`]);
  });

  it('asks for nothing more for a visitor who is signed out or not yet a member', async () => {
    const signedOut = fakeServer({ 'GET /api/session': () => unauthenticated() });
    await boot('/library');
    expect(paths(signedOut)).toEqual(['/api/session']);
    const unverified = fakeServer({ 'GET /api/session': () => json(200, { user: makeNewUser({ emailVerified: false }) }) });
    await boot('/library');
    expect(paths(unverified)).toEqual(['/api/session']);
  });

  it("asks for what the user's role shows: the admin's panels of /settings/workspace, the author's use cases on /requests", async () => {
    const admin = makeUser();
    const member = makeUser({ workspace: { ...admin.workspace!, role: 'member' } });
    const asAdmin = fakeServer({ 'GET /api/session': () => json(200, { user: admin }) });
    await boot('/settings/workspace');
    expect(paths(asAdmin)).toEqual([
      '/api/session',
      '/api/workspace',
      '/api/invitations',
      '/api/workspace/members?page=1',
      '/api/groups',
      '/api/workspace/audit',
    ]);
    const asMember = fakeServer({ 'GET /api/session': () => json(200, { user: member }) });
    await boot('/settings/workspace');
    // Everyone may invite a teammate; only admins read the audit log.
    expect(paths(asMember)).toEqual(['/api/session', '/api/workspace', '/api/invitations', '/api/workspace/members?page=1', '/api/groups']);
    const author = fakeServer({ 'GET /api/session': () => json(200, { user: admin }) });
    await boot('/requests?status=fulfilled');
    expect(paths(author)).toEqual(['/api/session', '/api/use-case-requests?status=fulfilled', '/api/use-cases']);
    const reader = fakeServer({ 'GET /api/session': () => json(200, { user: member }) });
    await boot('/requests');
    expect(paths(reader)).toEqual(['/api/session', '/api/use-case-requests?status=open']);
  });

  it('asks only for the session on pages without data of their own', async () => {
    const server = fakeServer({ 'GET /api/session': () => json(200, { user: makeUser() }) });
    await boot('/auth');
    expect(paths(server)).toEqual(['/api/session']);
  });

  it('starts no date library, whatever the screen', async () => {
    // Each use of a format reads its `format` getter (Intl.DateTimeFormat is a class a spy cannot stand in for).
    const made = vi.spyOn(Intl.DateTimeFormat.prototype as unknown as { format: unknown }, 'format', 'get');
    try {
      // Short dates, the team's week labels and the digest's next send are written without it
      // (lib/short-date.ts, features/team/chart-scale.ts, features/digest/send-time.ts).
      for (const path of ['/library', '/settings/workspace', '/team', '/settings/notifications', '/settings/integrations']) {
        fakeServer({ 'GET /api/session': () => json(200, { user: makeUser() }) });
        await boot(path);
        expect(made, path).not.toHaveBeenCalled();
      }
    } finally {
      made.mockRestore();
    }
  });
});
