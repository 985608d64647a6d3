import type { TeamImpact } from '@pathwise/core';
import { EncodedJson } from '../http/compress';
import type { EventBus, RealtimeEvent } from '../realtime/bus';

/**
 * Events that change a workspace's figures: stories (created, edited, confirmed, followed up,
 * deleted), completions and ratings; and the workspace's catalogue, whose titles the per-use-case
 * rollup shows. Likes are not among them: no figure counts them.
 */
const CHANGES = new Set(['story.created', 'story.updated', 'story.deleted', 'completion.created', 'rating.changed', 'catalogue.changed']);

/** Figures with their JSON answer, serialised (and compressed) once per computation, and the CSV when asked. */
export interface ServedFigures {
  figures: TeamImpact;
  json: EncodedJson;
  csv?: string;
}

interface Entry {
  at: number;
  readAt: number;
  value: Promise<ServedFigures>;
  load: () => Promise<TeamImpact>;
}

/**
 * The team figures of a workspace and range, kept in memory: the team screen is read far more
 * often than stories change, and at 100,000 stories the SQL takes tens of milliseconds. Any
 * change in the workspace drops its entries — here at once, on other instances through the event
 * bus — and entries expire after `ttlMs` (the funnel's "last 7 days" moves with the clock, and an
 * event may be missed while a listener reconnects). An entry read in the last `ttlMs` is computed
 * again right after the change (teammates' team screens refetch on the same event), so the next
 * reader waits for a computation already under way, or for none.
 */
export class ImpactCache {
  private readonly entries = new Map<string, Entry>();
  private readonly refreshing = new Set<string>();
  /** Changes made here, whose events will come back from the bus: not a second change. */
  private readonly echoes = new Map<string, number>();

  constructor(
    bus: EventBus,
    private readonly ttlMs = 60_000,
    private readonly maxEntries = 1_000,
  ) {
    bus.subscribe((event) => {
      if (!CHANGES.has(event.type) || !('workspaceId' in event)) return;
      if (this.echoes.delete(JSON.stringify(event))) return;
      this.invalidate(event.workspaceId);
    });
  }

  /**
   * A change made by this instance, before its event is published: the workspace's figures are
   * dropped at once (on PostgreSQL the bus brings the event back only after a round trip, and
   * the author's next read must see the change).
   */
  changed(event: RealtimeEvent): void {
    const now = Date.now();
    for (const [key, at] of this.echoes) if (now - at > this.ttlMs) this.echoes.delete(key);
    this.echoes.set(JSON.stringify(event), now);
    this.invalidate(event.workspaceId);
  }

  invalidate(workspaceId: string): void {
    const now = Date.now();
    for (const [key, entry] of this.entries) {
      if (!key.startsWith(`${workspaceId}|`)) continue;
      this.entries.delete(key);
      if (now - entry.readAt < this.ttlMs) this.refreshSoon(key, entry.load);
    }
  }

  /** `visibility`: the reader's visibility class (readers who may not read the same use cases see other figures). */
  get(workspaceId: string, range: { from: Date; to: Date }, visibility: string, load: () => Promise<TeamImpact>): Promise<ServedFigures> {
    const key = `${workspaceId}|${range.from.toISOString()}|${range.to.toISOString()}|${visibility}`;
    const now = Date.now();
    const cached = this.entries.get(key);
    if (cached && now - cached.at < this.ttlMs) {
      cached.readAt = now;
      return cached.value;
    }
    return this.start(key, load, now).value;
  }

  /**
   * After the other listeners of the same event have run (the team catalogue drops its entry on
   * 'catalogue.changed'), unless a reader started it first.
   */
  private refreshSoon(key: string, load: () => Promise<TeamImpact>): void {
    if (this.refreshing.has(key)) return;
    this.refreshing.add(key);
    setImmediate(() => {
      this.refreshing.delete(key);
      if (!this.entries.has(key)) this.start(key, load, Date.now()).value.catch(() => undefined);
    });
  }

  private start(key: string, load: () => Promise<TeamImpact>, now: number): Entry {
    const value = load().then((figures) => ({ figures, json: new EncodedJson(figures) }));
    const entry: Entry = { at: now, readAt: now, value, load };
    this.entries.set(key, entry);
    // A failed computation is not kept: the next request tries again.
    value.catch(() => {
      if (this.entries.get(key) === entry) this.entries.delete(key);
    });
    if (this.entries.size > this.maxEntries) this.entries.delete(this.entries.keys().next().value ?? '');
    return entry;
  }
}
