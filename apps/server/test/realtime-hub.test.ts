import { afterEach, describe, expect, it, vi } from 'vitest';
import { createLogger } from '../src/logger';
import { createLocalBus } from '../src/realtime/bus';
import { RealtimeHub } from '../src/realtime/hub';

/*
 * The hello's quietMs: for how long the hub has known of no event in a workspace. A tab loaded
 * since then has missed nothing and does not fetch its first answers twice.
 */
describe('realtime hub quiet time', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it('counts from the last event of that workspace only, and from when the bus listened again', async () => {
    vi.useFakeTimers({ now: 1_000_000 });
    const bus = createLocalBus(createLogger('silent'));
    const hub = new RealtimeHub(bus, createLogger('silent'), () => Promise.resolve(new Set()));
    vi.advanceTimersByTime(60_000);
    expect(hub.quietMs('wayne')).toBe(60_000);

    await bus.publish({ type: 'story.created', storyId: 's1', useCaseId: 'u1', workspaceId: 'wayne' });
    vi.advanceTimersByTime(5_000);
    expect(hub.quietMs('wayne')).toBe(5_000);
    // Another workspace's event, and one to a member of it, count for that workspace alone.
    await bus.publish({ type: 'notification.created', unread: 1, workspaceId: 'stark', userId: 'tony' });
    expect(hub.quietMs('wayne')).toBe(5_000);
    expect(hub.quietMs('stark')).toBe(0);

    // The bus stopped listening for a while: what came meanwhile is unknown, so no workspace is quiet for longer.
    vi.advanceTimersByTime(30_000);
    await bus.publish({ type: 'bus.resumed' });
    vi.advanceTimersByTime(2_000);
    expect(hub.quietMs('wayne')).toBe(2_000);
    expect(hub.quietMs('lexcorp')).toBe(2_000);
    hub.close();
  });
});
