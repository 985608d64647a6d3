import { and, eq, sql } from 'drizzle-orm';
import type { CustomUseCaseContent, UseCaseDraft } from '@pathwise/core';
import type { Db } from '../db/client';
import { workspaceUseCaseRevisions, workspaceUseCases } from '../db/schema';

type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

/** What a group's rename or deletion does to a list of group names (null: the group is gone). */
const renamed = (names: readonly string[], from: string, to: string | null): string[] =>
  to === null ? names.filter((name) => name !== from) : names.map((name) => (name === from ? to : name));

function retarget<T extends Pick<UseCaseDraft, 'customForGroups'>>(value: T, from: string, to: string | null): T {
  return { ...value, customForGroups: renamed(value.customForGroups, from, to) };
}

/**
 * Use cases name their groups (`customForGroups` holds names, as the content files do), so a
 * group's rename or deletion is carried into every use case of the workspace that names it — the
 * draft, the published version and the revisions — in the caller's transaction (decision 016).
 * A rename keeps the audience as it was. A deletion removes the name; a use case shown to groups
 * only that loses its last group stays groups-only, so no member sees it until an author picks
 * groups again or shows it to the whole workspace (its authors and admins still see it).
 * Returns how many use cases changed; the caller drops the catalogue's cache after commit.
 */
export async function carryGroupChange(tx: Tx, workspaceId: string, from: string, to: string | null): Promise<number> {
  const names = (column: typeof workspaceUseCases.draft | typeof workspaceUseCases.published) =>
    sql`coalesce(${column}->'customForGroups', '[]'::jsonb) @> ${JSON.stringify([from])}::jsonb`;
  const rows = await tx
    .select({ pk: workspaceUseCases.pk, draft: workspaceUseCases.draft, published: workspaceUseCases.published })
    .from(workspaceUseCases)
    .where(
      and(
        eq(workspaceUseCases.workspaceId, workspaceId),
        sql`(${names(workspaceUseCases.draft)} OR ${names(workspaceUseCases.published)})`,
      ),
    )
    .for('update');
  const now = new Date();
  for (const row of rows) {
    await tx
      .update(workspaceUseCases)
      .set({
        draft: retarget(row.draft, from, to),
        published: row.published ? retarget<CustomUseCaseContent>(row.published, from, to) : null,
        // An author's editor open on the old names gets the conflict message, not a silent overwrite.
        version: sql`${workspaceUseCases.version} + 1`,
        listedChangedAt: now,
      })
      .where(eq(workspaceUseCases.pk, row.pk));
  }
  const revisions = await tx
    .select({ id: workspaceUseCaseRevisions.id, data: workspaceUseCaseRevisions.data })
    .from(workspaceUseCaseRevisions)
    .where(
      and(
        eq(workspaceUseCaseRevisions.workspaceId, workspaceId),
        sql`${workspaceUseCaseRevisions.data}->'customForGroups' @> ${JSON.stringify([from])}::jsonb`,
      ),
    );
  for (const revision of revisions)
    await tx
      .update(workspaceUseCaseRevisions)
      .set({ data: retarget(revision.data, from, to) })
      .where(eq(workspaceUseCaseRevisions.id, revision.id));
  return rows.length;
}
