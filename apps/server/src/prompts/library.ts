import { and, eq, sql, type SQL } from 'drizzle-orm';
import { displayName, normalizePrompt, PROMPT_LIBRARY, type PromptEntry, type PromptPage, type PromptQuery } from '@pathwise/core';
import type { CatalogueService } from '../catalogue/catalogue';
import { queryRows, type Db } from '../db/client';
import { promptEntries, savedPrompts } from '../db/schema';
import { authorsJson, sharedByAuthor } from './authors';
import { notHidden } from '../authoring/hidden-sql';

export interface PromptViewer {
  userId: string;
  workspaceId: string;
  /** Use cases the viewer may not read: a prompt shared only about them is not theirs to see. */
  hidden?: readonly string[];
}

const ORDER_OUTER: Record<PromptQuery['sort'], SQL> = {
  used: sql`p.used_by DESC, p.last_used_at DESC, p.id`,
  newest: sql`p.created_at DESC, p.id`,
  saved: sql`p.saves DESC, p.used_by DESC, p.id`,
};

const ORDER: Record<PromptQuery['sort'], SQL> = {
  used: sql`e.used_by DESC, e.last_used_at DESC, e.id`,
  newest: sql`e.created_at DESC, e.id`,
  saved: sql`e.saves DESC, e.used_by DESC, e.id`,
};

/** A LIKE pattern matching `text` anywhere, with LIKE's own characters taken literally. */
function containsPattern(text: string): string {
  return `%${text.replace(/[\\%_]/g, (ch) => `\\${ch}`)}%`;
}

const list = (values: string[]) =>
  sql.join(
    values.map((v) => sql`${v}`),
    sql`, `,
  );

/** The use cases a type or role filter (and a use case filter) leaves, or null for "any". */
function useCaseFilter(catalogue: CatalogueService, query: PromptQuery): string[] | null {
  if (!query.useCase && !query.type && !query.role) return null;
  return catalogue.all
    .filter(
      (u) =>
        (!query.useCase || u.id === query.useCase) &&
        (!query.type || u.type === query.type) &&
        (!query.role || u.roles.includes(query.role)),
    )
    .map((u) => u.id);
}

/**
 * One page of the workspace's prompt library. Always scoped by the viewer's workspace; search
 * goes through the trigram index on the normal form (the same rule that merges duplicates), and
 * every order has its own index (decision 012).
 */
export async function listPrompts(db: Db, catalogue: CatalogueService, viewer: PromptViewer, query: PromptQuery): Promise<PromptPage> {
  const pageSize = PROMPT_LIBRARY.pageSize;
  const listSql = promptListSql(catalogue, viewer, query);
  if (listSql === null) return { prompts: [], page: query.page, pageSize, hasMore: false };
  return pageOf(catalogue, query, await queryRows<ListRow>(db, listSql));
}

/** The page's SQL (EXPLAIN tests read it), or null when the filters leave nothing to find. */
export function promptListSql(catalogue: CatalogueService, viewer: PromptViewer, query: PromptQuery): SQL | null {
  const pageSize = PROMPT_LIBRARY.pageSize;
  const hidden = viewer.hidden ?? [];
  const conditions: SQL[] = [sql`e.workspace_id = ${viewer.workspaceId}`];
  if (hidden.length > 0)
    conditions.push(sql`EXISTS (SELECT 1 FROM prompt_uses u WHERE u.entry_id = e.id AND ${notHidden(sql`u.use_case_id`, hidden)})`);
  const search = query.q ? normalizePrompt(query.q) : '';
  if (search) conditions.push(sql`e.search_text LIKE ${containsPattern(search)}`);
  const useCases = useCaseFilter(catalogue, query);
  if (useCases !== null) {
    if (useCases.length === 0) return null;
    conditions.push(sql`EXISTS (SELECT 1 FROM prompt_uses u WHERE u.entry_id = e.id AND u.use_case_id IN (${list(useCases)}))`);
  }
  if (query.author) conditions.push(sharedByAuthor(query.author, hidden));
  if (query.saved) conditions.push(sql`EXISTS (SELECT 1 FROM saved_prompts s WHERE s.entry_id = e.id AND s.user_id = ${viewer.userId})`);

  // A reader kept from some use cases counts the teammates of the uses they may see (the kept
  // count, which the sort's index reads, includes the others).
  const usedBy =
    hidden.length > 0
      ? sql`(SELECT count(DISTINCT u.user_id)::int FROM prompt_uses u WHERE u.entry_id = e.id AND ${notHidden(sql`u.use_case_id`, hidden)}) AS used_by`
      : sql`e.used_by`;
  // The page first (through the order's index), then each of its 20 entries' authors and use cases.
  return sql`SELECT p.*, ${authorsJson(sql`p.id`, hidden)} AS authors,
        (SELECT coalesce(json_agg(DISTINCT u.use_case_id), '[]'::json) FROM prompt_uses u WHERE u.entry_id = p.id) AS use_case_ids
      FROM (SELECT e.id, e.text, ${usedBy}, e.saves, e.created_at, e.last_used_at,
              EXISTS (SELECT 1 FROM saved_prompts s WHERE s.entry_id = e.id AND s.user_id = ${viewer.userId}) AS saved_by_me
            FROM prompt_entries e
            WHERE ${sql.join(conditions, sql` AND `)}
            ORDER BY ${ORDER[query.sort]}
            LIMIT ${pageSize + 1} OFFSET ${(query.page - 1) * pageSize}) p
      ORDER BY ${ORDER_OUTER[query.sort]}`;
}

type ListRow = {
  id: string;
  text: string;
  used_by: number;
  saves: number;
  created_at: Date | string;
  last_used_at: Date | string;
  saved_by_me: boolean;
  authors: { id: string; email: string }[] | string;
  use_case_ids: string[] | string;
};

/** json columns arrive parsed from pg and as text from some drivers. */
const parsed = <T>(value: T | string): T => (typeof value === 'string' ? (JSON.parse(value) as T) : value);

function pageOf(catalogue: CatalogueService, query: PromptQuery, rows: ListRow[]): PromptPage {
  const pageSize = PROMPT_LIBRARY.pageSize;
  const prompts: PromptEntry[] = rows.slice(0, pageSize).map((r) => ({
    id: r.id,
    text: r.text,
    usedBy: Number(r.used_by),
    saves: Number(r.saves),
    savedByMe: Boolean(r.saved_by_me),
    useCases: parsed(r.use_case_ids)
      .flatMap((id) => {
        const useCase = catalogue.get(id);
        return useCase ? [{ id: useCase.id, title: useCase.title }] : [];
      })
      .sort((a, b) => a.title.localeCompare(b.title)),
    authors: parsed(r.authors).map((a) => ({ id: a.id, name: displayName(a.email) })),
    createdAt: new Date(r.created_at).toISOString(),
    lastUsedAt: new Date(r.last_used_at).toISOString(),
  }));
  return { prompts, page: query.page, pageSize, hasMore: rows.length > pageSize };
}

/** The use cases with prompts in the workspace (the library's use case filter). */
/** (`catalogue`: the reader's, which does not know the use cases kept from them.) */
export async function promptUseCases(db: Db, catalogue: CatalogueService, workspaceId: string): Promise<{ id: string; title: string }[]> {
  const rows = await queryRows<{ use_case_id: string }>(
    db,
    sql`SELECT DISTINCT use_case_id FROM prompt_uses WHERE workspace_id = ${workspaceId}`,
  );
  return rows
    .flatMap((r) => {
      const useCase = catalogue.get(r.use_case_id);
      return useCase ? [{ id: useCase.id, title: useCase.title }] : [];
    })
    .sort((a, b) => a.title.localeCompare(b.title));
}

/** The entries of the viewer's workspace they saved (their saved marks on a shared page). */
export async function savedPromptIds(db: Db, viewer: PromptViewer): Promise<ReadonlySet<string>> {
  const rows = await db
    .select({ id: savedPrompts.entryId })
    .from(savedPrompts)
    .innerJoin(promptEntries, eq(promptEntries.id, savedPrompts.entryId))
    .where(and(eq(savedPrompts.userId, viewer.userId), eq(promptEntries.workspaceId, viewer.workspaceId)));
  return new Set(rows.map((r) => r.id));
}

/**
 * Saves an entry to the viewer's prompts (or removes it); the entry's count moves in the same
 * transaction. null when the entry is not in the viewer's workspace.
 */
export async function setSaved(
  db: Db,
  viewer: PromptViewer,
  entryId: string,
  save: boolean,
): Promise<{ saves: number; saved: boolean } | null> {
  return db.transaction(async (tx) => {
    const [entry] = await tx
      .select({ id: promptEntries.id })
      .from(promptEntries)
      .where(and(eq(promptEntries.id, entryId), eq(promptEntries.workspaceId, viewer.workspaceId)))
      .for('update');
    if (!entry) return null;
    let delta: number;
    if (save) {
      const inserted = await tx
        .insert(savedPrompts)
        .values({ userId: viewer.userId, entryId })
        .onConflictDoNothing()
        .returning({ entryId: savedPrompts.entryId });
      delta = inserted.length;
    } else {
      const removed = await tx
        .delete(savedPrompts)
        .where(and(eq(savedPrompts.userId, viewer.userId), eq(savedPrompts.entryId, entryId)))
        .returning({ entryId: savedPrompts.entryId });
      delta = -removed.length;
    }
    const [updated] = await tx
      .update(promptEntries)
      .set({ saves: sql`${promptEntries.saves} + ${delta}` })
      .where(eq(promptEntries.id, entryId))
      .returning({ saves: promptEntries.saves });
    return { saves: updated?.saves ?? 0, saved: save };
  });
}
