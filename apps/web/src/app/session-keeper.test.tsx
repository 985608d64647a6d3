import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { INACTIVITY, MEMBER_MESSAGES, SESSION_REFRESH } from '@pathwise/core';
import { fakeServer, json } from '@/test/fake-server';
import { makeUser } from '@/test/fixtures';
import { renderApp } from '@/test/render-app';
import { DEFAULT_TIMING } from './session-keeper';

beforeEach(() => {
  vi.useFakeTimers({ shouldAdvanceTime: true });
});
afterEach(() => {
  vi.useRealTimers();
});

const advance = (ms: number) => act(() => vi.advanceTimersByTimeAsync(ms));
const later = (ms: number) => new Date(Date.now() + ms).toISOString();
/** Advances a second at a time until `done` holds (at most `ms`): a toast shown on the way is still up when it stops. */
const advanceUntil = async (done: () => boolean, ms: number) => {
  for (let spent = 0; spent < ms && !done(); spent += 1_000) await advance(1_000);
};

/**
 * The keeper's code loads after the page (the router's lazy import of signed-in.tsx): its ticks
 * count from when it mounts, so a test that counts ticks waits for it first (on a busy machine
 * it mounted during the first tick, and every tick came one late).
 */
async function keeperMounted() {
  await import('./signed-in');
  await advance(0);
  await advance(0);
}

describe('session keeper', () => {
  it('renews the session when it ends within 3 ticks, and not before', async () => {
    const server = fakeServer({
      'GET /api/session': () => json(200, { user: makeUser({ expiresAt: later(SESSION_REFRESH.tickMs * 5) }) }),
      'POST /api/auth/refresh': () => json(200, { expiresAt: later(60 * 60_000) }),
    });
    renderApp('/studio');
    await screen.findByRole('heading', { name: 'My Studio' });
    await keeperMounted();

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

    await advanceUntil(() => server.calls('POST /api/auth/logout').length > 0, 2 * INACTIVITY.checkEveryMs);
    expect(await screen.findByText(MEMBER_MESSAGES.idleTimeout)).toBeInTheDocument();
    expect(server.calls('POST /api/auth/logout')).toHaveLength(1);
    // The router moves once the auth screen's code is here.
    await waitFor(() => expect(app.location().pathname).toBe('/auth'));
  });

  it("keeps an idle tab signed in while another tab of the browser is in use, and signs out 30 minutes after the browser's last activity", async () => {
    const server = fakeServer({
      'GET /api/session': () => json(200, { user: makeUser() }),
      'POST /api/auth/refresh': () => json(200, { expiresAt: later(60 * 60_000) }),
      'POST /api/auth/logout': () => json(204),
    });
    // Another tab of the same browser: it uses the app while this one sits idle.
    const otherTab = new BroadcastChannel('pathwise-activity');
    try {
      renderApp('/studio');
      await screen.findByRole('heading', { name: 'My Studio' });
      for (let minute = 0; minute < 50; minute += 10) {
        await advance(10 * 60_000);
        otherTab.postMessage({ at: Date.now() });
      }
      await advance(INACTIVITY.checkEveryMs);
      expect(server.calls('POST /api/auth/logout')).toHaveLength(0);

      // Then the whole browser idles: the rule holds for it as a whole.
      await advance(INACTIVITY.timeoutMs - 2 * INACTIVITY.checkEveryMs);
      expect(server.calls('POST /api/auth/logout')).toHaveLength(0);
      await advanceUntil(() => server.calls('POST /api/auth/logout').length > 0, 2 * INACTIVITY.checkEveryMs);
      expect(await screen.findByText(MEMBER_MESSAGES.idleTimeout)).toBeInTheDocument();
      expect(server.calls('POST /api/auth/logout')).toHaveLength(1);
    } finally {
      otherTab.close();
    }
  });

  it("tells the browser's other tabs about activity here, at most every few seconds", async () => {
    fakeServer({ 'GET /api/session': () => json(200, { user: makeUser() }) });
    const otherTab = new BroadcastChannel('pathwise-activity');
    const heard: number[] = [];
    otherTab.addEventListener('message', (event: MessageEvent<{ at: number }>) => heard.push(event.data.at));
    try {
      renderApp('/studio');
      await screen.findByRole('heading', { name: 'My Studio' });
      // The keeper's code loads after sign-in; input goes on until it listens (then once per period).
      await waitFor(() => {
        fireEvent.keyDown(window, { key: 'a' });
        fireEvent.mouseMove(window);
        expect(heard).toHaveLength(1);
      });
      await advance(DEFAULT_TIMING.shareActivityEveryMs / 2);
      fireEvent.mouseMove(window);
      await advance(DEFAULT_TIMING.shareActivityEveryMs / 2);
      fireEvent.scroll(window);
      await waitFor(() => expect(heard).toHaveLength(2));
      expect(heard[1]! - heard[0]!).toBeGreaterThanOrEqual(DEFAULT_TIMING.shareActivityEveryMs);
    } finally {
      otherTab.close();
    }
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
