import { describe, expect, it } from 'vitest';
import type { TeamImpact } from '@pathwise/core';
import { ImpactCache } from '../src/impact/figures-cache';
import { createLocalBus } from '../src/realtime/bus';
import { testLogger } from './harness';

const RANGE = { from: new Date('2026-09-01T00:00:00Z'), to: new Date('2026-11-24T00:00:00Z') };
const tick = () => new Promise((resolve) => setImmediate(resolve));

/** A computation that counts itself: the figures it returns carry the count. */
function counter() {
  let runs = 0;
  const load = () => Promise.resolve({ minimumGroupSize: ++runs } as unknown as TeamImpact);
  return { load, runs: () => runs };
}

describe('the team figures kept per workspace and range', () => {
  it('serves kept figures until a change of the workspace, then has the new ones computing already', async () => {
    const bus = createLocalBus(testLogger().logger);
    const cache = new ImpactCache(bus);
    const figures = counter();
    expect((await cache.get('ws-1', RANGE, '', figures.load)).figures.minimumGroupSize).toBe(1);
    expect((await cache.get('ws-1', RANGE, '', figures.load)).json.bytes.toString()).toBe('{"minimumGroupSize":1}');
    expect(figures.runs()).toBe(1);

    // The change made here: a new computation starts at once. Its event, back from the bus after
    // a round trip (PostgreSQL's NOTIFY), is not a second change.
    const event = { type: 'story.updated', workspaceId: 'ws-1', storyId: 's-1', useCaseId: 'u-1' } as const;
    cache.changed(event);
    await tick();
    expect(figures.runs()).toBe(2);
    await bus.publish(event);
    await tick();
    expect(figures.runs()).toBe(2);
    expect((await cache.get('ws-1', RANGE, '', figures.load)).figures.minimumGroupSize).toBe(2);
    expect(figures.runs()).toBe(2);

    // Another workspace's change and a like leave them kept.
    await bus.publish({ type: 'story.created', workspaceId: 'ws-2', storyId: 's-2', useCaseId: 'u-1' });
    await bus.publish({ type: 'story.liked', workspaceId: 'ws-1', storyId: 's-1', likes: 3 });
    await tick();
    expect((await cache.get('ws-1', RANGE, '', figures.load)).figures.minimumGroupSize).toBe(2);
    // A change heard from another instance drops them too; the workspace's catalogue (titles) as well.
    await bus.publish({ type: 'catalogue.changed', workspaceId: 'ws-1' });
    await tick();
    expect((await cache.get('ws-1', RANGE, '', figures.load)).figures.minimumGroupSize).toBe(3);
  });

  it('does not compute again figures nobody read lately, and expires kept ones', async () => {
    const bus = createLocalBus(testLogger().logger);
    const cache = new ImpactCache(bus, 50);
    const figures = counter();
    await cache.get('ws-1', RANGE, '', figures.load);
    await new Promise((resolve) => setTimeout(resolve, 80));
    await bus.publish({ type: 'rating.changed', workspaceId: 'ws-1', useCaseId: 'u-1', helpfulCount: 2 });
    await tick();
    expect(figures.runs()).toBe(1);
    expect((await cache.get('ws-1', RANGE, '', figures.load)).figures.minimumGroupSize).toBe(2);
    await new Promise((resolve) => setTimeout(resolve, 80));
    expect((await cache.get('ws-1', RANGE, '', figures.load)).figures.minimumGroupSize).toBe(3);
  });

  it('a failed computation is not kept', async () => {
    const cache = new ImpactCache(createLocalBus(testLogger().logger));
    await expect(cache.get('ws-1', RANGE, '', () => Promise.reject(new Error('database gone')))).rejects.toThrow('database gone');
    const figures = counter();
    expect((await cache.get('ws-1', RANGE, '', figures.load)).figures.minimumGroupSize).toBe(1);
  });
});
