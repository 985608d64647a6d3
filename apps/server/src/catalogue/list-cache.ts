import { createHash } from 'node:crypto';
import type { Db } from '../db/client';
import type { EncodedJson } from '../http/compress';
import type { EventBus } from '../realtime/bus';
import { workspaceHelpfulRatings } from '../stories/activity';

const digest = (value: unknown) => createHash('sha1').update(JSON.stringify(value)).digest('base64url').slice(0, 16);

interface WorkspaceEntry {
  at: number;
  ratings?: Promise<Ratings>;
  /** Finished list answers by ETag (an ETag names exactly what the answer is made of). */
  answers: Map<string, Promise<EncodedJson>>;
}

export interface Ratings {
  counts: ReadonlyMap<string, number>;
  /** Names the counts (part of the ETag). */
  digest: string;
}

/**
 * What the library's list is made of, kept in memory per workspace: its Yes counts and the
 * finished answers (serialised once, compressed once per encoding, in EncodedJson), one for each
 * set of use cases its readers see. A rating in a workspace drops its entry (rating.changed), a
 * publish or group change too (catalogue.changed) — here at once, on other instances through the
 * event bus — and entries expire after `ttlMs` in case an event was missed. A revalidation is
 * answered from these alone: no query, nothing built.
 */
export class CatalogueListCache {
  private readonly workspaces = new Map<string, WorkspaceEntry>();

  constructor(
    private readonly db: Db,
    bus: EventBus,
    private readonly ttlMs = 30_000,
    private readonly maxWorkspaces = 2_000,
    private readonly maxAnswers = 20,
  ) {
    bus.subscribe((event) => {
      if (event.type === 'rating.changed' || event.type === 'catalogue.changed') this.workspaces.delete(event.workspaceId);
    });
  }

  /** A rating changed in the workspace: dropped here at once (the bus tells the others). */
  ratingChanged(workspaceId: string): void {
    this.workspaces.delete(workspaceId);
  }

  private entry(workspaceId: string): WorkspaceEntry {
    const now = Date.now();
    const cached = this.workspaces.get(workspaceId);
    if (cached && now - cached.at < this.ttlMs) return cached;
    const fresh: WorkspaceEntry = { at: now, answers: new Map() };
    this.workspaces.delete(workspaceId);
    this.workspaces.set(workspaceId, fresh);
    if (this.workspaces.size > this.maxWorkspaces) this.workspaces.delete(this.workspaces.keys().next().value ?? '');
    return fresh;
  }

  /** The workspace's Yes counts by use case (none without a workspace). A failed read is not kept. */
  ratings(workspaceId: string | null): Promise<Ratings> {
    if (!workspaceId) return Promise.resolve({ counts: new Map(), digest: 'none' });
    const entry = this.entry(workspaceId);
    if (!entry.ratings) {
      const ratings = workspaceHelpfulRatings(this.db, workspaceId).then((counts) => ({
        counts,
        digest: digest([...counts].sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))),
      }));
      entry.ratings = ratings;
      ratings.catch(() => {
        if (entry.ratings === ratings) delete entry.ratings;
      });
    }
    return entry.ratings;
  }

  /**
   * The finished answer with this ETag, built once. Readers of a workspace who see the same use
   * cases (same visibility class and groups) share it.
   */
  answer(workspaceId: string | null, etag: string, build: () => EncodedJson): Promise<EncodedJson> {
    if (!workspaceId) return Promise.resolve(build());
    const { answers } = this.entry(workspaceId);
    let answer = answers.get(etag);
    if (!answer) {
      answer = Promise.resolve().then(build);
      answers.set(etag, answer);
      answer.catch(() => answers.delete(etag));
      if (answers.size > this.maxAnswers) answers.delete(answers.keys().next().value ?? '');
    }
    return answer;
  }
}
