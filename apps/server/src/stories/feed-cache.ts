import { and, eq, inArray } from 'drizzle-orm';
import type { ConfirmationVerdict, FeedFilter } from '@pathwise/core';
import type { Db } from '../db/client';
import type { EncodedJson } from '../http/compress';
import { completions, storyConfirmations, storyLikes } from '../db/schema';
import type { EventBus } from '../realtime/bus';
import { storyRows, type FeedSource, type StoryRow } from './feed';

interface Entry {
  at: number;
  recent?: Promise<StoryRow[]>;
  top?: Promise<StoryRow[]>;
  likers?: Promise<Map<string, Set<string>>>;
  authors?: Promise<Map<string, number>>;
  completed?: Promise<Map<string, Set<string>>>;
  confirmations?: Promise<Map<string, Map<string, ConfirmationVerdict>>>;
  /** Finished feed answers per viewer and filter (likes and ranking differ per viewer), with their compressed forms. */
  views?: Map<string, Promise<EncodedJson>>;
}

/**
 * The feed's reads, kept in memory per workspace: the feed is read far more often than it
 * changes. Any story, like or completion in a workspace drops its entry — on this instance at
 * once, on the others through the event bus (LISTEN/NOTIFY) — and entries expire after `ttlMs`
 * in case an event was missed while the listener reconnected.
 */
export class FeedCache implements FeedSource {
  private readonly entries = new Map<string, Entry>();

  constructor(
    private readonly db: Db,
    bus: EventBus,
    private readonly ttlMs = 30_000,
    private readonly maxWorkspaces = 2_000,
  ) {
    bus.subscribe((event) => {
      if (
        event.type === 'story.created' ||
        event.type === 'story.liked' ||
        event.type === 'story.updated' ||
        event.type === 'story.deleted' ||
        event.type === 'follow-ups.asked' ||
        event.type === 'completion.created'
      )
        this.invalidate(event.workspaceId);
    });
  }

  invalidate(workspaceId: string): void {
    this.entries.delete(workspaceId);
  }

  private entry(workspaceId: string): Entry {
    const now = Date.now();
    const cached = this.entries.get(workspaceId);
    if (cached && now - cached.at < this.ttlMs) return cached;
    const fresh: Entry = { at: now };
    this.entries.delete(workspaceId);
    this.entries.set(workspaceId, fresh);
    if (this.entries.size > this.maxWorkspaces) this.entries.delete(this.entries.keys().next().value ?? '');
    return fresh;
  }

  /** A failed read is not cached: the next request tries again. */
  private remember<T>(
    workspaceId: string,
    key: 'recent' | 'top' | 'likers' | 'authors' | 'completed' | 'confirmations',
    load: () => Promise<T>,
  ): Promise<T> {
    const entry = this.entry(workspaceId);
    const existing = entry[key] as Promise<T> | undefined;
    if (existing) return existing;
    const promise = load();
    (entry as unknown as Record<string, unknown>)[key] = promise;
    promise.catch(() => {
      if (this.entries.get(workspaceId) === entry) delete entry[key];
    });
    return promise;
  }

  rows(workspaceId: string, filter: FeedFilter): Promise<StoryRow[]> {
    return filter === 'highest'
      ? this.remember(workspaceId, 'top', () => storyRows(this.db, workspaceId, 'highest'))
      : this.remember(workspaceId, 'recent', () => storyRows(this.db, workspaceId, 'relevant'));
  }

  likers(workspaceId: string): Promise<Map<string, Set<string>>> {
    return this.remember(workspaceId, 'likers', async () => {
      const ids = [
        ...new Set([...(await this.rows(workspaceId, 'relevant')), ...(await this.rows(workspaceId, 'highest'))].map((r) => r.id)),
      ];
      const map = new Map<string, Set<string>>();
      if (ids.length === 0) return map;
      const rows = await this.db
        .select({ storyId: storyLikes.storyId, userId: storyLikes.userId })
        .from(storyLikes)
        .where(inArray(storyLikes.storyId, ids));
      for (const row of rows) {
        const set = map.get(row.storyId) ?? new Set<string>();
        set.add(row.userId);
        map.set(row.storyId, set);
      }
      return map;
    });
  }

  authorCompletions(workspaceId: string): Promise<Map<string, number>> {
    return this.remember(workspaceId, 'authors', async () => {
      const counts = new Map<string, number>();
      for (const [userId, useCases] of await this.completedBy(workspaceId)) counts.set(userId, useCases.size);
      return counts;
    });
  }

  completedBy(workspaceId: string): Promise<Map<string, Set<string>>> {
    return this.remember(workspaceId, 'completed', async () => {
      const rows = await this.db
        .select({ userId: completions.userId, useCaseId: completions.useCaseId })
        .from(completions)
        .where(and(eq(completions.workspaceId, workspaceId)));
      const map = new Map<string, Set<string>>();
      for (const row of rows) map.set(row.userId, (map.get(row.userId) ?? new Set()).add(row.useCaseId));
      return map;
    });
  }

  confirmations(workspaceId: string): Promise<Map<string, Map<string, ConfirmationVerdict>>> {
    return this.remember(workspaceId, 'confirmations', async () => {
      const rows = await this.db
        .select({ storyId: storyConfirmations.storyId, userId: storyConfirmations.userId, verdict: storyConfirmations.verdict })
        .from(storyConfirmations)
        .where(eq(storyConfirmations.workspaceId, workspaceId));
      const map = new Map<string, Map<string, ConfirmationVerdict>>();
      for (const row of rows)
        map.set(row.storyId, (map.get(row.storyId) ?? new Map<string, ConfirmationVerdict>()).set(row.userId, row.verdict));
      return map;
    });
  }

  /** One viewer's finished feed answer, built (and compressed) once per change of the workspace. */
  view(workspaceId: string, key: string, build: () => Promise<EncodedJson>): Promise<EncodedJson> {
    const entry = this.entry(workspaceId);
    entry.views ??= new Map();
    const existing = entry.views.get(key);
    if (existing) return existing;
    const promise = build();
    entry.views.set(key, promise);
    promise.catch(() => entry.views?.delete(key));
    if (entry.views.size > 500) entry.views.delete(entry.views.keys().next().value ?? '');
    return promise;
  }

  /** Whether the team has stories of its own (otherwise the feed shows the examples). */
  async hasStories(workspaceId: string): Promise<boolean> {
    return (await this.rows(workspaceId, 'relevant')).length > 0;
  }
}
