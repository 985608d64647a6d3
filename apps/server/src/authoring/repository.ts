import { and, desc, eq, max, sql } from 'drizzle-orm';
import {
  checkDraft,
  draftOf,
  slugFromTitle,
  type AuthoredUseCase,
  type CustomUseCaseContent,
  type UseCaseDraft,
  type UseCaseRevision,
} from '@pathwise/core';
import type { Db } from '../db/client';
import { users, workspaceUseCaseRevisions, workspaceUseCases } from '../db/schema';
import { ApiError } from '../http/errors';

/*
 * A workspace's own use cases, as their authors edit them. Every function takes the caller's
 * workspace and finds rows only inside it: another workspace's id is simply not found.
 */

export interface Author {
  workspaceId: string;
  userId: string;
}

type Row = typeof workspaceUseCases.$inferSelect;
type Extra = Pick<CustomUseCaseContent, 'lastReviewed' | 'checkedAgainst'>;

export const notFound = () => new ApiError(404, 'use_case_not_found', 'Use case not found');

/** Someone saved since the caller loaded: never overwrite, say what happened. */
export const conflict = (current: number) =>
  new ApiError(
    409,
    'edit_conflict',
    'Someone else saved this use case after you opened it. Your text is kept here: copy what you need, then reload to see their version.',
    undefined,
    { currentVersion: current },
  );

async function emailOf(db: Db, userId: string | null): Promise<string | null> {
  if (!userId) return null;
  const [row] = await db.select({ email: users.email }).from(users).where(eq(users.id, userId));
  return row?.email ?? null;
}

/** Field by field: a draft read back from jsonb has its keys in jsonb's order, not the editor's. */
function sameDraft(a: UseCaseDraft, b: UseCaseDraft): boolean {
  const keys = [...new Set([...Object.keys(a), ...Object.keys(b)])] as (keyof UseCaseDraft)[];
  return keys.every((key) => JSON.stringify(a[key]) === JSON.stringify(b[key]));
}

export async function toAuthored(db: Db, row: Row): Promise<AuthoredUseCase> {
  return {
    id: row.useCaseId,
    status: row.status,
    version: row.version,
    draft: row.draft,
    unpublishedChanges: row.published === null || !sameDraft(draftOf(row.published), row.draft),
    updatedAt: row.updatedAt.toISOString(),
    updatedBy: await emailOf(db, row.updatedBy),
    publishedAt: row.publishedAt?.toISOString() ?? null,
  };
}

export async function findRow(db: Db, workspaceId: string, useCaseId: string): Promise<Row> {
  const [row] = await db
    .select()
    .from(workspaceUseCases)
    .where(and(eq(workspaceUseCases.workspaceId, workspaceId), eq(workspaceUseCases.useCaseId, useCaseId)));
  if (!row) throw notFound();
  return row;
}

export async function listAuthored(db: Db, workspaceId: string): Promise<AuthoredUseCase[]> {
  const rows = await db
    .select()
    .from(workspaceUseCases)
    .where(eq(workspaceUseCases.workspaceId, workspaceId))
    .orderBy(desc(workspaceUseCases.updatedAt));
  return Promise.all(rows.map((row) => toAuthored(db, row)));
}

async function idTaken(db: Db, workspaceId: string, id: string, isBundled: (id: string) => boolean): Promise<boolean> {
  if (isBundled(id)) return true;
  const [row] = await db
    .select({ pk: workspaceUseCases.pk })
    .from(workspaceUseCases)
    .where(and(eq(workspaceUseCases.workspaceId, workspaceId), eq(workspaceUseCases.useCaseId, id)));
  return row !== undefined;
}

/**
 * A new draft. Its id comes from the title (made unique) or, for an import, from the file:
 * an id already used by a bundled or a team use case is refused at its field.
 */
export async function createUseCase(
  db: Db,
  author: Author,
  draft: UseCaseDraft,
  options: { isBundled: (id: string) => boolean; id?: string; extra?: Extra },
): Promise<AuthoredUseCase> {
  let id = options.id;
  if (id !== undefined) {
    if (await idTaken(db, author.workspaceId, id, options.isBundled)) {
      throw new ApiError(409, 'use_case_id_taken', `id: "${id}" is already the id of another use case. Change the id in the file.`, [
        { field: 'id', message: 'is already the id of another use case' },
      ]);
    }
  } else {
    const base = `team-${slugFromTitle(draft.title)}`.slice(0, 70);
    id = base;
    for (let n = 2; await idTaken(db, author.workspaceId, id, options.isBundled); n += 1) id = `${base}-${n}`;
  }
  const [row] = await db
    .insert(workspaceUseCases)
    .values({
      workspaceId: author.workspaceId,
      useCaseId: id,
      draft,
      extra: options.extra ?? {},
      createdBy: author.userId,
      updatedBy: author.userId,
    })
    .returning();
  if (!row) throw new Error('insert returned no row');
  return toAuthored(db, row);
}

/** Autosave: only over the version the author loaded; a stale one is a 409, never an overwrite. */
export async function saveDraft(db: Db, author: Author, id: string, version: number, draft: UseCaseDraft): Promise<AuthoredUseCase> {
  const [row] = await db
    .update(workspaceUseCases)
    .set({ draft, version: sql`${workspaceUseCases.version} + 1`, updatedBy: author.userId, updatedAt: new Date() })
    .where(
      and(
        eq(workspaceUseCases.workspaceId, author.workspaceId),
        eq(workspaceUseCases.useCaseId, id),
        eq(workspaceUseCases.version, version),
      ),
    )
    .returning();
  if (row) return toAuthored(db, row);
  const current = await findRow(db, author.workspaceId, id);
  throw conflict(current.version);
}

/** Publishing checks the draft with core's schema and keeps it as the next revision. */
export async function publish(
  db: Db,
  author: Author,
  id: string,
  version: number,
): Promise<{ useCase: AuthoredUseCase; revision: number }> {
  return db.transaction(async (tx) => {
    const [row] = await tx
      .select()
      .from(workspaceUseCases)
      .where(and(eq(workspaceUseCases.workspaceId, author.workspaceId), eq(workspaceUseCases.useCaseId, id)))
      .for('update');
    if (!row) throw notFound();
    if (row.version !== version) throw conflict(row.version);
    const checked = checkDraft(row.useCaseId, row.draft, row.extra);
    if (!checked.ok) {
      const details = checked.issues.map((issue) => ({ field: issue.field, message: issue.message }));
      throw new ApiError(
        400,
        'use_case_invalid',
        `The use case cannot be published yet: ${details.map((d) => `${d.field}: ${d.message}`).join('; ')}`,
        details,
      );
    }
    const [last] = await tx
      .select({ n: max(workspaceUseCaseRevisions.number) })
      .from(workspaceUseCaseRevisions)
      .where(eq(workspaceUseCaseRevisions.useCasePk, row.pk));
    const number = (last?.n ?? 0) + 1;
    await tx
      .insert(workspaceUseCaseRevisions)
      .values({ useCasePk: row.pk, workspaceId: author.workspaceId, number, data: checked.value, publishedBy: author.userId });
    const now = new Date();
    const [updated] = await tx
      .update(workspaceUseCases)
      .set({
        status: 'published',
        published: checked.value,
        publishedAt: now,
        listedChangedAt: now,
        version: sql`${workspaceUseCases.version} + 1`,
        updatedBy: author.userId,
        updatedAt: now,
      })
      .where(eq(workspaceUseCases.pk, row.pk))
      .returning();
    if (!updated) throw notFound();
    return { useCase: await toAuthored(tx, updated), revision: number };
  });
}

/** Unpublish (back to a draft) or archive: the library stops listing it; the text stays. */
export async function setStatus(db: Db, author: Author, id: string, status: 'draft' | 'archived'): Promise<AuthoredUseCase> {
  const now = new Date();
  const [row] = await db
    .update(workspaceUseCases)
    .set({ status, listedChangedAt: now, updatedBy: author.userId, updatedAt: now })
    .where(and(eq(workspaceUseCases.workspaceId, author.workspaceId), eq(workspaceUseCases.useCaseId, id)))
    .returning();
  if (!row) throw notFound();
  return toAuthored(db, row);
}

export async function listRevisions(db: Db, workspaceId: string, id: string): Promise<UseCaseRevision[]> {
  const row = await findRow(db, workspaceId, id);
  const rows = await db
    .select({
      number: workspaceUseCaseRevisions.number,
      data: workspaceUseCaseRevisions.data,
      email: users.email,
      createdAt: workspaceUseCaseRevisions.createdAt,
    })
    .from(workspaceUseCaseRevisions)
    .leftJoin(users, eq(users.id, workspaceUseCaseRevisions.publishedBy))
    .where(eq(workspaceUseCaseRevisions.useCasePk, row.pk))
    .orderBy(desc(workspaceUseCaseRevisions.number));
  return rows.map((r) => ({ number: r.number, title: r.data.title, publishedBy: r.email, createdAt: r.createdAt.toISOString() }));
}

/** Restoring a revision makes it the draft again (publish to show it); a stale version is a 409. */
export async function restoreRevision(db: Db, author: Author, id: string, number: number, version: number): Promise<AuthoredUseCase> {
  const row = await findRow(db, author.workspaceId, id);
  const [revision] = await db
    .select({ data: workspaceUseCaseRevisions.data })
    .from(workspaceUseCaseRevisions)
    .where(and(eq(workspaceUseCaseRevisions.useCasePk, row.pk), eq(workspaceUseCaseRevisions.number, number)));
  if (!revision) throw new ApiError(404, 'revision_not_found', 'This revision does not exist.');
  const { lastReviewed, checkedAgainst } = revision.data;
  const extra: Extra = {};
  if (lastReviewed !== undefined) extra.lastReviewed = lastReviewed;
  if (checkedAgainst !== undefined) extra.checkedAgainst = checkedAgainst;
  const [updated] = await db
    .update(workspaceUseCases)
    .set({
      draft: draftOf(revision.data),
      extra,
      version: sql`${workspaceUseCases.version} + 1`,
      updatedBy: author.userId,
      updatedAt: new Date(),
    })
    .where(and(eq(workspaceUseCases.pk, row.pk), eq(workspaceUseCases.version, version)))
    .returning();
  if (!updated) throw conflict(row.version);
  return toAuthored(db, updated);
}
