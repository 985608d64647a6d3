import { createHash } from 'node:crypto';
import {
  HELPFUL_SEED_RANGE,
  listFieldsOf,
  resolveThumbnail,
  type Catalogue,
  type CustomUseCaseContent,
  type UseCaseContent,
  type UseCaseListFields,
} from '@pathwise/core';

/** A use case as listed (core's listFieldsOf): the rest is served by the detail route only. */
export type UseCaseSummary = UseCaseListFields<UseCaseContent>;

/** A use case a workspace can name: bundled, or one of its own published ones (issue 16). */
export type CatalogueUseCase = UseCaseContent | CustomUseCaseContent;

/** A team use case's list JSON without its closing brace, and whether it aims at the reader. */
export interface TeamListItem {
  id: string;
  openJson: string;
  targetsViewer: boolean;
}

/**
 * The catalogue a workspace's members see (bundled and the workspace's published use cases):
 * what jobs that run outside a request (mail, chat, digest) name use cases with.
 */
export type CatalogueOf = (workspaceId: string) => Promise<CatalogueService>;

export interface CatalogueService {
  readonly all: readonly CatalogueUseCase[];
  readonly summaries: readonly UseCaseSummary[];
  readonly teammates: Catalogue['teammates'];
  readonly storySets: Catalogue['storySets'];
  get(id: string): CatalogueUseCase | undefined;
  /** Changes whenever the bundled content changes (part of the list's ETag). */
  readonly version: string;
  /**
   * The list's JSON for a workspace's readers: the summaries are serialised once, at start, and
   * each answer only adds the helpful counts. The workspace's own use cases the reader may see
   * come first (the spec's relevance order starts with them). Nothing in it is the reader's own:
   * which use cases they completed is in their session (completedUseCases), so readers who see
   * the same use cases share one answer.
   */
  listJson(helpfulCount: (id: string) => number, team?: readonly TeamListItem[]): string;
}

/**
 * The starting helpful count of a bundled use case: deterministic in the spec's 1–150 range
 * (FNV-1a of the id), so badges show on day one and never change between reloads.
 */
export function seededHelpfulCount(id: string): number {
  let hash = 0x811c9dc5;
  for (let i = 0; i < id.length; i += 1) {
    hash ^= id.charCodeAt(i);
    hash = Math.imul(hash, 0x01000193) >>> 0;
  }
  const span = HELPFUL_SEED_RANGE.max - HELPFUL_SEED_RANGE.min + 1;
  return HELPFUL_SEED_RANGE.min + (hash % span);
}

export function createCatalogueService(catalogue: Catalogue): CatalogueService {
  const all = catalogue.useCases.map((useCase) => ({ ...useCase, thumbnail: resolveThumbnail(useCase.thumbnail) }));
  const byId = new Map(all.map((useCase) => [useCase.id, useCase]));
  const summaries = all.map(listFieldsOf);
  const version = createHash('sha256').update(JSON.stringify(all)).digest('base64url').slice(0, 16);
  // Each summary's JSON without its closing brace, to append the workspace's counts to.
  const openSummaries = summaries.map((summary) => ({ id: summary.id, json: JSON.stringify(summary).slice(0, -1) }));
  const listJson = (helpfulCount: (id: string) => number, team: readonly TeamListItem[] = []) => {
    const own = team.map(
      ({ id, openJson, targetsViewer }) => `${openJson},"helpfulCount":${helpfulCount(id)},"targetsViewer":${targetsViewer}}`,
    );
    const bundled = openSummaries.map(({ id, json }) => `${json},"helpfulCount":${helpfulCount(id)}}`);
    return `{"useCases":[${[...own, ...bundled].join(',')}]}`;
  };
  return {
    all,
    summaries,
    teammates: catalogue.teammates,
    storySets: catalogue.storySets,
    get: (id) => byId.get(id),
    version,
    listJson,
  };
}
