import { eq } from 'drizzle-orm';
import type { ContentIssue } from '@pathwise/core';
import type { Db } from '../db/client';
import { groups } from '../db/schema';

/** The names of the workspace's groups, sorted. */
export async function workspaceGroupNames(db: Db, workspaceId: string): Promise<string[]> {
  const rows = await db.select({ name: groups.name }).from(groups).where(eq(groups.workspaceId, workspaceId)).orderBy(groups.name);
  return rows.map((row) => row.name);
}

/** A use case may only aim at groups its workspace has. */
export function unknownGroupIssues(file: string, named: readonly string[], existing: readonly string[]): ContentIssue[] {
  const known = new Set(existing);
  return named
    .map((name, index) => ({ name, index }))
    .filter(({ name }) => !known.has(name))
    .map(({ name, index }) => ({ file, field: `customForGroups.${index}`, message: `no group of this workspace is named "${name}"` }));
}
