import { randomUUID } from 'node:crypto';
import { normalizePrompt, type PromptPage, type PromptQuery } from '@pathwise/core';
import { EncodedJson } from '../http/compress';
import type { EventBus } from '../realtime/bus';

/**
 * Events that can change a workspace's prompt library answers: a story shared, edited (its
 * prompts and sharing level) or deleted; a publish, visibility or group change (which use cases
 * a reader may see, and their titles); and prompts.changed — prompts filed, saved or unsaved, a
 * member's account deleted (their uses go, or their name), a member deactivated.
 */
const CHANGES = new Set(['story.created', 'story.updated', 'story.deleted', 'catalogue.changed', 'prompts.changed']);

export interface PromptCacheLimits {
  /** An entry is read again after this long, in case an event was missed while a listener reconnected. */
  ttlMs: number;
  maxWorkspaces: number;
  /** Pages kept over all workspaces, and in one workspace. */
  maxPages: number;
  maxPagesPerWorkspace: number;
  /** Readers' saved marks kept over all workspaces, and in one workspace. */
  maxReaders: number;
  maxReadersPerWorkspace: number;
  /** Finished answers of one page (one per set of saved marks on it). */
  maxAnswersPerPage: number;
}

/** A page's answer is about 10 KB (20 entries; about 30 KB with every prompt at 1,000 characters). */
const DEFAULTS: PromptCacheLimits = {
  ttlMs: 30_000,
  maxWorkspaces: 2_000,
  maxPages: 1_000,
  maxPagesPerWorkspace: 100,
  maxReaders: 20_000,
  maxReadersPerWorkspace: 2_000,
  maxAnswersPerPage: 4,
};

interface CachedPage {
  page: Promise<PromptPage>;
  /** Finished answers by the ids on the page the reader saved ('' for none: most readers share it). */
  answers: Map<string, EncodedJson>;
}

interface WorkspaceEntry {
  at: number;
  pages: Map<string, CachedPage>;
  /** Each reader's saved entries in the workspace, by user id. */
  saved: Map<string, Promise<ReadonlySet<string>>>;
}

export interface PromptLoaders {
  /** Files the workspace's new stories into its library (before a page is read); how many. */
  file: () => Promise<number>;
  /** The page as every reader of the key sees it (its savedByMe marks are replaced). */
  page: () => Promise<PromptPage>;
  /** The entries of the workspace the reader saved. */
  saved: () => Promise<ReadonlySet<string>>;
}

/**
 * What names a page of the library: the reader's visibility class (the workspace's content
 * version and the use cases kept from them — `mayReadUseCase`), the query as validated, in the
 * form the search reads it (the normal form of `q`; a uuid in either case is one author), so
 * equivalent queries share a page, and the reader only for "my saved prompts".
 */
export function promptPageKey(readerClass: string, userId: string, query: PromptQuery): string {
  const { useCase, type, role, author, saved, sort, page } = query;
  const search = query.q ? normalizePrompt(query.q) : '';
  return JSON.stringify([
    readerClass,
    saved ? userId : '',
    search,
    useCase ?? '',
    type ?? '',
    role ?? '',
    author?.toLowerCase() ?? '',
    sort,
    page,
  ]);
}

/** Moves `key` to the most recent end of a map kept in least-recently-used order. */
function touch<K, V>(map: Map<K, V>, key: K, value: V): void {
  map.delete(key);
  map.set(key, value);
}

/**
 * The prompt library's finished answers, kept in memory per workspace: the library is read far
 * more often than prompts change, and at 50 connections building each answer (query, JSON) cost
 * more CPU than the server had. A page is shared by the readers of one visibility class who ask
 * the same query; each reader's saved marks are laid over it from their saved entries (read once
 * per change), and the answer with them is serialised and compressed once. Any change in the
 * workspace drops its entry — on this instance at once, on the others through the event bus
 * (LISTEN/NOTIFY) — and entries expire after `ttlMs`. Memory is bounded per workspace and overall
 * (least recently used go first). A failed read is not kept.
 */
export class PromptLibraryCache {
  private readonly workspaces = new Map<string, WorkspaceEntry>();
  private readonly limits: PromptCacheLimits;
  /** Pages and saved-mark sets kept over all workspaces. */
  private pages = 0;
  private readers = 0;
  /** Names this instance's prompts.changed events: its own come back from the bus, not a second change. */
  private readonly origin = randomUUID();

  constructor(
    private readonly bus: EventBus,
    limits: Partial<PromptCacheLimits> = {},
  ) {
    this.limits = { ...DEFAULTS, ...limits };
    bus.subscribe((event) => {
      if (event.type === 'prompts.changed' && event.origin === this.origin) return;
      if (CHANGES.has(event.type) && 'workspaceId' in event) this.invalidate(event.workspaceId);
    });
  }

  /** Drops the workspace's answers on this instance (a change made here; its event tells the others). */
  invalidate(workspaceId: string): void {
    const entry = this.workspaces.get(workspaceId);
    if (entry) this.forget(workspaceId, entry);
  }

  /** A change with no event of its own (filing, saves, members): dropped here and on every instance. */
  async changed(workspaceId: string): Promise<void> {
    this.invalidate(workspaceId);
    await this.bus.publish({ type: 'prompts.changed', workspaceId, origin: this.origin });
  }

  /**
   * A read filed new stories: the workspace's other pages go, here and on every instance (a
   * reader at the same moment skipped the stories it was filing: SKIP LOCKED); its own page,
   * read after the filing, stays.
   */
  private async filed(workspaceId: string, entry: WorkspaceEntry, own: CachedPage): Promise<void> {
    if (this.workspaces.get(workspaceId) === entry)
      for (const [key, cached] of entry.pages) {
        if (cached === own) continue;
        entry.pages.delete(key);
        this.pages -= 1;
      }
    await this.bus.publish({ type: 'prompts.changed', workspaceId, origin: this.origin });
  }

  /** The reader's answer for `key` (see promptPageKey), read and built only when not kept. */
  async answer(workspaceId: string, key: string, readerId: string, load: PromptLoaders): Promise<EncodedJson> {
    const entry = this.entry(workspaceId);
    const cached = this.page(workspaceId, entry, key, load);
    const [page, saved] = await Promise.all([cached.page, this.saved(workspaceId, entry, readerId, load.saved)]);
    const mine = page.prompts.filter((p) => saved.has(p.id)).map((p) => p.id);
    const marks = mine.join(',');
    const kept = cached.answers.get(marks);
    if (kept) return kept;
    const answer = new EncodedJson({ ...page, prompts: page.prompts.map((p) => ({ ...p, savedByMe: saved.has(p.id) })) });
    cached.answers.set(marks, answer);
    if (cached.answers.size > this.limits.maxAnswersPerPage) cached.answers.delete(cached.answers.keys().next().value ?? '');
    return answer;
  }

  private forget(workspaceId: string, entry: WorkspaceEntry): void {
    this.workspaces.delete(workspaceId);
    this.pages -= entry.pages.size;
    this.readers -= entry.saved.size;
  }

  private entry(workspaceId: string): WorkspaceEntry {
    const now = Date.now();
    const cached = this.workspaces.get(workspaceId);
    if (cached && now - cached.at < this.limits.ttlMs) {
      touch(this.workspaces, workspaceId, cached);
      return cached;
    }
    if (cached) this.forget(workspaceId, cached);
    const fresh: WorkspaceEntry = { at: now, pages: new Map(), saved: new Map() };
    this.workspaces.set(workspaceId, fresh);
    this.trim(workspaceId);
    return fresh;
  }

  private page(workspaceId: string, entry: WorkspaceEntry, key: string, load: PromptLoaders): CachedPage {
    const kept = entry.pages.get(key);
    if (kept) {
      touch(entry.pages, key, kept);
      return kept;
    }
    const cached = { answers: new Map() } as CachedPage;
    cached.page = (async () => {
      if ((await load.file()) > 0) await this.filed(workspaceId, entry, cached);
      return load.page();
    })();
    entry.pages.set(key, cached);
    this.pages += 1;
    cached.page.catch(() => {
      if (entry.pages.get(key) !== cached) return;
      entry.pages.delete(key);
      if (this.workspaces.get(workspaceId) === entry) this.pages -= 1;
    });
    if (entry.pages.size > this.limits.maxPagesPerWorkspace) {
      entry.pages.delete(entry.pages.keys().next().value ?? '');
      this.pages -= 1;
    }
    this.trim(workspaceId);
    return cached;
  }

  private saved(workspaceId: string, entry: WorkspaceEntry, readerId: string, load: () => Promise<ReadonlySet<string>>) {
    const kept = entry.saved.get(readerId);
    if (kept) {
      touch(entry.saved, readerId, kept);
      return kept;
    }
    const saved = load();
    entry.saved.set(readerId, saved);
    this.readers += 1;
    saved.catch(() => {
      if (entry.saved.get(readerId) !== saved) return;
      entry.saved.delete(readerId);
      if (this.workspaces.get(workspaceId) === entry) this.readers -= 1;
    });
    if (entry.saved.size > this.limits.maxReadersPerWorkspace) {
      entry.saved.delete(entry.saved.keys().next().value ?? '');
      this.readers -= 1;
    }
    this.trim(workspaceId);
    return saved;
  }

  /** Drops the least recently read workspaces (never `current`) until every overall bound holds. */
  private trim(current: string): void {
    const { maxWorkspaces, maxPages, maxReaders } = this.limits;
    for (const [workspaceId, entry] of this.workspaces) {
      if (this.workspaces.size <= maxWorkspaces && this.pages <= maxPages && this.readers <= maxReaders) return;
      if (workspaceId !== current) this.forget(workspaceId, entry);
    }
  }
}
