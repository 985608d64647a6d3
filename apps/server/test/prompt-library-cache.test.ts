import { describe, expect, it } from 'vitest';
import { promptQuerySchema, type PromptEntry, type PromptPage } from '@pathwise/core';
import { PromptLibraryCache, promptPageKey, type PromptLoaders } from '../src/prompts/library-cache';
import { createLocalBus } from '../src/realtime/bus';
import { testLogger } from './harness';

const entry = (id: string): PromptEntry => ({
  id,
  text: `prompt ${id}`,
  usedBy: 1,
  saves: 0,
  savedByMe: false,
  useCases: [],
  authors: [],
  createdAt: '2026-01-01T00:00:00.000Z',
  lastUsedAt: '2026-01-01T00:00:00.000Z',
});

/** Loaders that count their reads: the page holds `ids`, the reader saved `saved`, `filing` stories wait. */
function loaders(ids: string[], saved: string[] = [], filing = 0) {
  const reads = { page: 0, saved: 0 };
  let waiting = filing;
  const load: PromptLoaders = {
    file: () => {
      const filed = waiting;
      waiting = 0;
      return Promise.resolve(filed);
    },
    page: () => {
      reads.page += 1;
      // The computing reader's own marks must never reach another reader.
      return Promise.resolve({ prompts: ids.map((id) => ({ ...entry(id), savedByMe: true })), page: 1, pageSize: 20, hasMore: false });
    },
    saved: () => {
      reads.saved += 1;
      return Promise.resolve(new Set(saved));
    },
  };
  return { load, reads };
}

const parse = (json: { bytes: Buffer }) => JSON.parse(json.bytes.toString()) as PromptPage;
const marks = (page: PromptPage) => page.prompts.map((p) => p.savedByMe);
const tick = () => new Promise((resolve) => setImmediate(resolve));

describe('the prompt library answers kept per workspace', () => {
  it('names equivalent queries alike, and readers of other classes, or with their own saved filter, apart', () => {
    const key = (raw: Record<string, string>, readerClass = 'v1|', userId = 'u-1') =>
      promptPageKey(readerClass, userId, promptQuerySchema.parse(raw));
    expect(key({ q: '  /EXPLAIN\tThis ' })).toBe(key({ q: '/explain this', sort: 'used', page: '1' }));
    expect(key({ q: ' ' })).toBe(key({}));
    expect(key({ author: 'A0B1C2D3-0000-4000-8000-000000000000' })).toBe(key({ author: 'a0b1c2d3-0000-4000-8000-000000000000' }));
    expect(key({ q: 'explain' })).not.toBe(key({ q: 'explain' }, 'v1|hidden-x'));
    expect(key({ q: 'explain' })).not.toBe(key({ q: 'explain' }, 'v2|'));
    expect(key({ q: 'explain' }, 'v1|', 'u-1')).toBe(key({ q: 'explain' }, 'v1|', 'u-2'));
    expect(key({ saved: '1' }, 'v1|', 'u-1')).not.toBe(key({ saved: '1' }, 'v1|', 'u-2'));
    expect(key({ page: '2' })).not.toBe(key({}));
  });

  it('reads a page once for every reader of its key and lays each reader’s saved marks over it', async () => {
    const cache = new PromptLibraryCache(createLocalBus(testLogger().logger));
    const ana = loaders(['a', 'b']);
    const first = await cache.answer('ws-1', 'k', 'ana', ana.load);
    expect(await cache.answer('ws-1', 'k', 'ana', ana.load)).toBe(first);
    expect(ana.reads).toEqual({ page: 1, saved: 1 });
    expect(marks(parse(first))).toEqual([false, false]);

    // Ben saved b: the same page, his marks, his own answer; Cid saved nothing and shares Ana's.
    const ben = loaders(['x'], ['b']);
    const bens = await cache.answer('ws-1', 'k', 'ben', ben.load);
    expect(ben.reads).toEqual({ page: 0, saved: 1 });
    expect(marks(parse(bens))).toEqual([false, true]);
    expect(await cache.answer('ws-1', 'k', 'cid', loaders(['x']).load)).toBe(first);
  });

  it('drops a workspace’s answers on the events that change them, and only that workspace’s', async () => {
    const bus = createLocalBus(testLogger().logger);
    const cache = new PromptLibraryCache(bus);
    const one = loaders(['a']);
    const two = loaders(['z']);
    await cache.answer('ws-1', 'k', 'ana', one.load);
    await cache.answer('ws-2', 'k', 'eve', two.load);
    await bus.publish({ type: 'story.liked', workspaceId: 'ws-1', storyId: 's', likes: 1 });
    await bus.publish({ type: 'rating.changed', workspaceId: 'ws-1', useCaseId: 'u', helpfulCount: 1 });
    await cache.answer('ws-1', 'k', 'ana', one.load);
    expect(one.reads.page).toBe(1);
    let reads = 1;
    for (const event of [
      { type: 'story.created', workspaceId: 'ws-1', storyId: 's', useCaseId: 'u' },
      { type: 'story.updated', workspaceId: 'ws-1', storyId: 's', useCaseId: 'u' },
      { type: 'story.deleted', workspaceId: 'ws-1', storyId: 's', useCaseId: 'u' },
      { type: 'catalogue.changed', workspaceId: 'ws-1' },
      { type: 'prompts.changed', workspaceId: 'ws-1' },
    ] as const) {
      await bus.publish(event);
      await cache.answer('ws-1', 'k', 'ana', one.load);
      expect(one.reads.page, event.type).toBe(++reads);
    }
    await cache.answer('ws-2', 'k', 'eve', two.load);
    expect(two.reads.page).toBe(1);
    // A change made here is dropped at once, before its event comes back.
    cache.invalidate('ws-2');
    await cache.answer('ws-2', 'k', 'eve', two.load);
    expect(two.reads.page).toBe(2);
  });

  it('after a read that filed stories, keeps its page and drops the others, here and on other instances', async () => {
    const bus = createLocalBus(testLogger().logger);
    const cache = new PromptLibraryCache(bus);
    const other = new PromptLibraryCache(bus); // another instance, on the same bus
    const kept = loaders(['a']);
    await cache.answer('ws-1', 'k1', 'ana', kept.load);
    await other.answer('ws-1', 'k1', 'ana', kept.load);
    const filing = loaders(['a'], [], 2);
    await cache.answer('ws-1', 'k2', 'ana', filing.load);
    await cache.answer('ws-1', 'k2', 'ana', filing.load);
    expect(filing.reads.page).toBe(1);
    await cache.answer('ws-1', 'k1', 'ana', kept.load);
    expect(kept.reads.page).toBe(3);
    // The other instance heard it; this one does not take its own event back for a second change.
    await other.answer('ws-1', 'k1', 'ana', kept.load);
    expect(kept.reads.page).toBe(4);
  });

  it('expires kept answers, and keeps no failed read', async () => {
    const cache = new PromptLibraryCache(createLocalBus(testLogger().logger), { ttlMs: 40 });
    const one = loaders(['a']);
    await cache.answer('ws-1', 'k', 'ana', one.load);
    await new Promise((resolve) => setTimeout(resolve, 60));
    await cache.answer('ws-1', 'k', 'ana', one.load);
    expect(one.reads.page).toBe(2);
    const failing: PromptLoaders = { ...one.load, page: () => Promise.reject(new Error('database gone')) };
    await expect(cache.answer('ws-1', 'broken', 'ana', failing)).rejects.toThrow('database gone');
    await tick();
    await cache.answer('ws-1', 'broken', 'ana', one.load);
    expect(one.reads.page).toBe(3);
  });

  it('bounds its memory per workspace and overall, dropping the least recently read first', async () => {
    const cache = new PromptLibraryCache(createLocalBus(testLogger().logger), {
      maxPagesPerWorkspace: 3,
      maxPages: 5,
      maxReadersPerWorkspace: 2,
    });
    const one = loaders(['a']);
    for (const key of ['k1', 'k2', 'k3', 'k4']) await cache.answer('ws-1', key, 'ana', one.load);
    expect(one.reads.page).toBe(4);
    await cache.answer('ws-1', 'k4', 'ana', one.load);
    await cache.answer('ws-1', 'k2', 'ana', one.load);
    expect(one.reads.page).toBe(4);
    await cache.answer('ws-1', 'k1', 'ana', one.load); // the oldest went past three
    expect(one.reads.page).toBe(5);

    // Readers: two per workspace.
    for (const reader of ['ben', 'cid']) await cache.answer('ws-1', 'k1', reader, one.load);
    expect(one.reads.saved).toBe(3);
    await cache.answer('ws-1', 'k1', 'ana', one.load);
    expect(one.reads.saved).toBe(4);

    // Overall: ws-2's pages push the pages of the least recently read workspace out.
    const two = loaders(['z']);
    for (const key of ['k1', 'k2', 'k3']) await cache.answer('ws-2', key, 'eve', two.load);
    await cache.answer('ws-1', 'k1', 'ana', one.load);
    expect(one.reads.page).toBe(6);
    await cache.answer('ws-2', 'k3', 'eve', two.load);
    expect(two.reads.page).toBe(3);
  });
});
