import { createHash } from 'node:crypto';
import { and, count, eq, isNotNull, max } from 'drizzle-orm';
import { listFieldsOf, resolveThumbnail, type CustomUseCaseContent } from '@pathwise/core';
import type { CatalogueService, CatalogueUseCase } from '../catalogue/catalogue';
import type { Db } from '../db/client';
import { workspaceUseCases } from '../db/schema';
import type { EventBus } from '../realtime/bus';
import { readerGroups, type Reader } from './visibility';

/** A published team use case as the catalogue holds it, with its list JSON prepared once. */
export interface TeamEntry {
  useCase: CustomUseCaseContent;
  /** The list summary's JSON without its closing brace (per-reader fields are appended). */
  openJson: string;
}

/** Who may read a use case: the fields the visibility rule looks at. */
export type Audience = Pick<CustomUseCaseContent, 'visibleTo' | 'customForGroups'>;

export interface WorkspaceContent {
  /** Changes whenever the workspace's published use cases change (part of the list's ETag). */
  version: string;
  entries: readonly TeamEntry[];
  byId: ReadonlyMap<string, TeamEntry>;
  /**
   * Once-published use cases no longer listed (unpublished, archived) that were shown to groups
   * only: their stories stay hidden from everyone outside those groups.
   */
  unlisted: readonly { id: string; audience: Audience }[];
  /** Whether any use case names a group (otherwise no reader's groups need reading). */
  namesGroups: boolean;
}

interface Cached {
  at: number;
  stamp: string;
  content: Promise<WorkspaceContent>;
}

const EMPTY: WorkspaceContent = { version: 'none', entries: [], byId: new Map(), unlisted: [], namesGroups: false };

function summaryJson(useCase: CustomUseCaseContent): string {
  return JSON.stringify({ ...listFieldsOf(useCase), fromTeam: true }).slice(0, -1);
}

/**
 * The published team use cases of each workspace, kept in memory: the library reads them on
 * every visit and they change rarely. An entry is checked against a one-row stamp (how many are
 * published and when the list last changed) at most every `recheckMs`, so a publish on another
 * instance shows within that time; on this instance, and through the event bus on the others,
 * a publish drops the entry at once.
 */
export class TeamCatalogue {
  private readonly cache = new Map<string, Cached>();
  /** Each reader's group names (what they may see depends on them), by user id. */
  private readonly groups = new Map<string, { at: number; workspaceId: string; names: Promise<Set<string>> }>();
  /** Each content's catalogue with the bundled one (catalogueOf), dropped with the content. */
  private readonly combined = new WeakMap<WorkspaceContent, CatalogueService>();

  constructor(
    private readonly db: Db,
    private readonly bundled: CatalogueService,
    private readonly bus: EventBus,
    private readonly recheckMs = 5_000,
    private readonly maxWorkspaces = 2_000,
    private readonly groupsTtlMs = 30_000,
    private readonly maxReaders = 20_000,
  ) {
    bus.subscribe((event) => {
      if (event.type === 'catalogue.changed') this.drop(event.workspaceId);
    });
  }

  private drop(workspaceId: string): void {
    this.cache.delete(workspaceId);
    for (const [userId, entry] of this.groups) if (entry.workspaceId === workspaceId) this.groups.delete(userId);
  }

  /**
   * Drops the workspace's entry here and on every other instance: after a publish, unpublish or
   * archive, and after any change of its groups or their members (readers' groups are kept too).
   */
  async changed(workspaceId: string): Promise<void> {
    this.drop(workspaceId);
    await this.bus.publish({ type: 'catalogue.changed', workspaceId });
  }

  /**
   * The names of the reader's groups, kept for `groupsTtlMs` (every read of the catalogue, feed
   * and team figures needs them); a group change anywhere drops them through `changed`.
   */
  groupsOf(reader: Reader & { workspaceId: string }): Promise<Set<string>> {
    const now = Date.now();
    const cached = this.groups.get(reader.userId);
    if (cached && cached.workspaceId === reader.workspaceId && now - cached.at < this.groupsTtlMs) return cached.names;
    const names = readerGroups(this.db, reader);
    const entry = { at: now, workspaceId: reader.workspaceId, names };
    this.groups.set(reader.userId, entry);
    names.catch(() => {
      if (this.groups.get(reader.userId) === entry) this.groups.delete(reader.userId);
    });
    if (this.groups.size > this.maxReaders) this.groups.delete(this.groups.keys().next().value ?? '');
    return names;
  }

  private async stamp(workspaceId: string): Promise<string> {
    const [row] = await this.db
      .select({ n: count(), last: max(workspaceUseCases.listedChangedAt) })
      .from(workspaceUseCases)
      .where(eq(workspaceUseCases.workspaceId, workspaceId));
    return `${row?.n ?? 0}:${row?.last?.getTime() ?? 0}`;
  }

  private async load(workspaceId: string, stamp: string): Promise<WorkspaceContent> {
    const rows = await this.db
      .select({ id: workspaceUseCases.useCaseId, status: workspaceUseCases.status, published: workspaceUseCases.published })
      .from(workspaceUseCases)
      .where(and(eq(workspaceUseCases.workspaceId, workspaceId), isNotNull(workspaceUseCases.published)))
      .orderBy(workspaceUseCases.useCaseId);
    const entries: TeamEntry[] = [];
    const unlisted: WorkspaceContent['unlisted'][number][] = [];
    for (const { id, status, published } of rows) {
      if (!published) continue;
      if (status === 'published') {
        const useCase = { ...published, thumbnail: resolveThumbnail(published.thumbnail) };
        entries.push({ useCase, openJson: summaryJson(useCase) });
      } else if (published.visibleTo === 'groups') {
        unlisted.push({ id, audience: { visibleTo: published.visibleTo, customForGroups: published.customForGroups } });
      }
    }
    const version = createHash('sha256').update(workspaceId).update(stamp).digest('base64url').slice(0, 16);
    const namesGroups = unlisted.length > 0 || entries.some((entry) => entry.useCase.customForGroups.length > 0);
    return { version, entries, byId: new Map(entries.map((entry) => [entry.useCase.id, entry])), unlisted, namesGroups };
  }

  /**
   * The workspace's published team use cases (all of them: visibility is the reader's view). The
   * kept content is given as it is until it is due to be checked again (no async step of its own:
   * every library, feed and team request asks).
   */
  of(workspaceId: string | null): Promise<WorkspaceContent> {
    if (!workspaceId) return Promise.resolve(EMPTY);
    const cached = this.cache.get(workspaceId);
    if (cached && Date.now() - cached.at < this.recheckMs) return cached.content;
    return this.recheck(workspaceId, cached);
  }

  private async recheck(workspaceId: string, cached: Cached | undefined): Promise<WorkspaceContent> {
    const now = Date.now();
    const stamp = await this.stamp(workspaceId);
    if (cached && cached.stamp === stamp) {
      cached.at = now;
      return cached.content;
    }
    const content = this.load(workspaceId, stamp);
    this.cache.set(workspaceId, { at: now, stamp, content });
    content.catch(() => this.cache.delete(workspaceId));
    if (this.cache.size > this.maxWorkspaces) this.cache.delete(this.cache.keys().next().value ?? '');
    return content;
  }

  /**
   * The bundled catalogue plus the workspace's published team use cases, for what names a use
   * case by its id (feed, team dashboard, notifications, prompts): never another workspace's.
   */
  async catalogueFor(workspaceId: string | null): Promise<CatalogueService> {
    return this.catalogueOf(await this.of(workspaceId));
  }

  /** The same for content already read: made once per content, not per request (500 use cases and the bundled ones). */
  catalogueOf(team: WorkspaceContent): CatalogueService {
    if (team.entries.length === 0) return this.bundled;
    let combined = this.combined.get(team);
    if (!combined) {
      const bundled = this.bundled;
      const all: CatalogueUseCase[] = [...team.entries.map((entry) => entry.useCase), ...bundled.all];
      combined = { ...bundled, all, get: (id) => bundled.get(id) ?? team.byId.get(id)?.useCase };
      this.combined.set(team, combined);
    }
    return combined;
  }
}
