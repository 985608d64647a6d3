import { createHash } from 'node:crypto';
import { and, eq, sql } from 'drizzle-orm';
import { can, type WorkspaceRole } from '@pathwise/core';
import { queryRows, type Db } from '../db/client';
import { groupMembers, groups } from '../db/schema';
import type { CatalogueService } from '../catalogue/catalogue';
import type { TeamEntry, TeamCatalogue, WorkspaceContent } from './workspace-catalogue';

/** Who reads the catalogue: the server decides what of the workspace's own content they see. */
export interface Reader {
  userId: string;
  workspaceId: string | null;
  role: WorkspaceRole | null;
}

/** The names of the reader's groups in their own workspace. */
export async function readerGroups(db: Db, reader: Reader): Promise<Set<string>> {
  if (!reader.workspaceId) return new Set();
  const rows = await db
    .select({ name: groups.name })
    .from(groupMembers)
    .innerJoin(groups, eq(groups.id, groupMembers.groupId))
    .where(and(eq(groupMembers.userId, reader.userId), eq(groups.workspaceId, reader.workspaceId)));
  return new Set(rows.map((row) => row.name));
}

export interface ReaderView {
  content: WorkspaceContent;
  /** The reader's groups, sorted (part of the list's ETag). */
  groups: string[];
  /** The team use cases the reader may open, with whether each aims at one of their groups. */
  visible: { entry: TeamEntry; targetsViewer: boolean }[];
  /**
   * The workspace's use cases the reader may not read (listed or once listed), sorted: their
   * stories, counts, prompts and events are kept from the reader everywhere.
   */
  hidden: readonly string[];
  /** Names the reader's visibility class ('' when nothing is hidden): part of cache keys. */
  hiddenKey: string;
  /** Names what the reader sees of the content (its version, what is hidden, their groups): part of cache keys and ETags. */
  key: string;
  find(id: string): TeamEntry | undefined;
}

/**
 * A team use case is for the whole workspace, or, when its author says so, only for members of
 * its groups; its authors (admins and authors) always see it. Anything else is not found.
 */
export function mayRead(entry: TeamEntry, groupNames: ReadonlySet<string>, role: WorkspaceRole | null): boolean {
  return mayReadUseCase(entry.useCase, groupNames, role);
}

/** The same rule for a use case's published content alone (the digest reads it from the table). */
export function mayReadUseCase(
  useCase: Pick<TeamEntry['useCase'], 'visibleTo' | 'customForGroups'>,
  groupNames: ReadonlySet<string>,
  role: WorkspaceRole | null,
): boolean {
  if (useCase.visibleTo === 'workspace') return true;
  if (can(role, 'content.author')) return true;
  return useCase.customForGroups.some((name) => groupNames.has(name));
}

/**
 * Readers' views of a workspace's content, by what decides them (may they author, their groups):
 * every request of the library, feed and team screens needs one, and a view of 500 use cases is
 * worth keeping. Dropped with the content they were made from.
 */
const views = new WeakMap<WorkspaceContent, Map<string, ReaderView>>();

/** A reader's groups where no use case names one: they change nothing, and are not read. */
const NO_GROUPS: ReadonlySet<string> = new Set();

export async function readerView(teamCatalogue: TeamCatalogue, reader: Reader): Promise<ReaderView> {
  const content = await teamCatalogue.of(reader.workspaceId);
  const role = can(reader.role, 'content.author') ? 'author' : 'reader';
  if (!content.namesGroups || !reader.workspaceId) return viewOf(content, `${role}|`, NO_GROUPS, reader.role);
  const names = await teamCatalogue.groupsOf({ ...reader, workspaceId: reader.workspaceId });
  return viewOf(content, `${role}|${[...names].sort().join('\n')}`, names, reader.role);
}

/** The view of a class of readers (`key`: may they author, their groups), made on first use. */
function viewOf(content: WorkspaceContent, key: string, names: ReadonlySet<string>, role: WorkspaceRole | null): ReaderView {
  let byClass = views.get(content);
  if (!byClass) views.set(content, (byClass = new Map<string, ReaderView>()));
  let view = byClass.get(key);
  if (!view) {
    view = buildView(content, names, role);
    byClass.set(key, view);
    if (byClass.size > 500) byClass.delete(byClass.keys().next().value ?? '');
  }
  return view;
}

function buildView(content: WorkspaceContent, names: ReadonlySet<string>, role: WorkspaceRole | null): ReaderView {
  const groups = [...names].sort();
  const visible: ReaderView['visible'] = [];
  const hidden: string[] = [];
  for (const entry of content.entries) {
    if (mayRead(entry, names, role)) visible.push({ entry, targetsViewer: entry.useCase.customForGroups.some((name) => names.has(name)) });
    else hidden.push(entry.useCase.id);
  }
  for (const { id, audience } of content.unlisted) if (!mayReadUseCase(audience, names, role)) hidden.push(id);
  hidden.sort();
  const byId = new Map(visible.map(({ entry }) => [entry.useCase.id, entry]));
  const hiddenKey = hidden.length === 0 ? '' : createHash('sha1').update(hidden.join('\n')).digest('base64url').slice(0, 16);
  return {
    content,
    groups,
    visible,
    hidden,
    hiddenKey,
    key: `${content.version}|${hiddenKey}|${groups.join(',')}`,
    find: (id) => byId.get(id),
  };
}

/** The catalogue that names use cases for this reader: the hidden ones are unknown to it. */
export function readerCatalogue(catalogue: CatalogueService, view: Pick<ReaderView, 'hidden'>): CatalogueService {
  if (view.hidden.length === 0) return catalogue;
  const hidden = new Set(view.hidden);
  return {
    ...catalogue,
    all: catalogue.all.filter((useCase) => !hidden.has(useCase.id)),
    get: (id) => (hidden.has(id) ? undefined : catalogue.get(id)),
  };
}

/** The catalogue a reader names use cases with, and the ids kept from them (one call for routes). */
export interface ReaderScope {
  catalogue: CatalogueService;
  hidden: readonly string[];
  hiddenKey: string;
  view: ReaderView;
}

/** Each view's scope, made once: a reader's catalogue with hidden use cases copies the whole list. */
const scopes = new WeakMap<ReaderView, ReaderScope>();

export async function readerScope(teamCatalogue: TeamCatalogue, reader: Reader & { workspaceId: string }): Promise<ReaderScope> {
  const view = await readerView(teamCatalogue, reader);
  let scope = scopes.get(view);
  if (!scope) {
    scope = {
      catalogue: readerCatalogue(teamCatalogue.catalogueOf(view.content), view),
      hidden: view.hidden,
      hiddenKey: view.hiddenKey,
      view,
    };
    scopes.set(view, scope);
  }
  return scope;
}

/**
 * Who of a workspace may hear of one of its use cases (the realtime hub asks, per event): null
 * for everyone, else the ids of its authors and of the members of its groups.
 */
export function useCaseAudience(db: Db, teamCatalogue: TeamCatalogue) {
  return async (workspaceId: string, useCaseId: string): Promise<ReadonlySet<string> | null> => {
    const content = await teamCatalogue.of(workspaceId);
    const audience = content.byId.get(useCaseId)?.useCase ?? content.unlisted.find((u) => u.id === useCaseId)?.audience;
    if (!audience || audience.visibleTo === 'workspace') return null;
    const rows = await queryRows<{ id: string; role: WorkspaceRole; groups: string[] | null }>(
      db,
      sql`SELECT p.id, p.workspace_role AS role, array_remove(array_agg(g.name), NULL) AS groups
          FROM user_profiles p
          LEFT JOIN group_members gm ON gm.user_id = p.id
          LEFT JOIN groups g ON g.id = gm.group_id AND g.workspace_id = p.workspace_id
          WHERE p.workspace_id = ${workspaceId}
          GROUP BY p.id, p.workspace_role`,
    );
    return new Set(rows.filter((row) => mayReadUseCase(audience, new Set(row.groups ?? []), row.role)).map((row) => row.id));
  };
}
