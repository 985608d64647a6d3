import { act, fireEvent, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { INACTIVITY, MESSAGES, SESSION_REFRESH } from '@pathwise/core';
import { fakeServer, json } from '@/test/fake-server';
import { makeUser } from '@/test/fixtures';
import { renderApp } from '@/test/render-app';

beforeEach(() => {
  vi.useFakeTimers({ shouldAdvanceTime: true });
});
afterEach(() => {
  vi.useRealTimers();
});

const advance = (ms: number) => act(() => vi.advanceTimersByTimeAsync(ms));
const later = (ms: number) => new Date(Date.now() + ms).toISOString();

describe('session keeper', () => {
  it('renews the session when it ends within 3 ticks, and not before', async () => {
    const server = fakeServer({
      'GET /api/session': () => json(200, { user: makeUser({ expiresAt: later(SESSION_REFRESH.tickMs * 5) }) }),
      'POST /api/auth/refresh': () => json(200, { expiresAt: later(60 * 60_000) }),
    });
    renderApp('/studio');
    await screen.findByRole('heading', { name: 'My Studio' });

    // Tick 1: 4 ticks left, no renewal.
    await advance(SESSION_REFRESH.tickMs);
    expect(server.calls('POST /api/auth/refresh')).toHaveLength(0);
    // Tick 2: 3 ticks left, renewal.
    await advance(SESSION_REFRESH.tickMs);
    expect(server.calls('POST /api/auth/refresh')).toHaveLength(1);
    // The new end is an hour away: the next ticks leave it alone.
    await advance(SESSION_REFRESH.tickMs * 3);
    expect(server.calls('POST /api/auth/refresh')).toHaveLength(1);
  });

  it('signs an idle user out after 30 minutes with the spec toast; activity resets the clock', async () => {
    let signedIn = true;
    const server = fakeServer({
      'GET /api/session': () =>
        signedIn ? json(200, { user: makeUser() }) : json(401, { error: { code: 'unauthenticated', message: 'Please log in.' } }),
      'POST /api/auth/refresh': () => json(200, { expiresAt: later(60 * 60_000) }),
      'POST /api/auth/logout': () => {
        signedIn = false;
        return json(204);
      },
    });
    const app = renderApp('/studio');
    await screen.findByRole('heading', { name: 'My Studio' });

    await advance(20 * 60_000);
    fireEvent.keyDown(window, { key: 'a' });
    await advance(20 * 60_000);
    fireEvent.scroll(window);
    await advance(INACTIVITY.timeoutMs - INACTIVITY.checkEveryMs);
    expect(server.calls('POST /api/auth/logout')).toHaveLength(0);
    expect(app.location().pathname).toBe('/studio');

    await advance(2 * INACTIVITY.checkEveryMs);
    expect(await screen.findByText(MESSAGES.idleTimeout)).toBeInTheDocument();
    expect(server.calls('POST /api/auth/logout')).toHaveLength(1);
    expect(app.location().pathname).toBe('/auth');
  });

  it('does nothing for a signed-out visitor', async () => {
    const server = fakeServer();
    renderApp('/auth');
    await screen.findByRole('heading', { name: 'Create an account' });
    await advance(INACTIVITY.timeoutMs * 2);
    expect(server.calls('POST /api/auth/refresh')).toHaveLength(0);
    expect(server.calls('POST /api/auth/logout')).toHaveLength(0);
  });
});
