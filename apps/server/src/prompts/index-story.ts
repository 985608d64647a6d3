import { createHash } from 'node:crypto';
import { and, inArray, sql } from 'drizzle-orm';
import { normalizePrompt, PROMPT_LIBRARY } from '@pathwise/core';
import type { Db } from '../db/client';
import { promptEntries, promptUses } from '../db/schema';

type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

export interface StoryPrompts {
  storyId: string;
  workspaceId: string;
  userId: string;
  useCaseId: string;
  prompts: string[];
  createdAt?: Date;
}

/** The identity of a prompt in its workspace: the SHA-256 of its normal form. */
export function promptKey(normalized: string): string {
  return createHash('sha256').update(normalized).digest('base64url');
}

/**
 * Files a story's prompts into the workspace's prompt library (filing.ts decides when): each
 * distinct normal form is one entry (the first wording is kept), each story one use of it, and
 * `used_by` (distinct teammates) counts the author in on their first use.
 */
export async function indexStoryPrompts(tx: Tx | Db, story: StoryPrompts): Promise<string[]> {
  const byKey = new Map<string, { text: string; searchText: string }>();
  for (const raw of story.prompts) {
    const text = raw.trim().slice(0, PROMPT_LIBRARY.promptMax);
    const searchText = normalizePrompt(text);
    if (searchText.length === 0) continue;
    const key = promptKey(searchText);
    if (!byKey.has(key)) byKey.set(key, { text, searchText });
  }
  if (byKey.size === 0) return [];
  const at = story.createdAt ?? new Date();
  const entries = await tx
    .insert(promptEntries)
    .values([...byKey].map(([key, value]) => ({ workspaceId: story.workspaceId, key, ...value, createdAt: at, lastUsedAt: at })))
    .onConflictDoUpdate({
      target: [promptEntries.workspaceId, promptEntries.key],
      set: { lastUsedAt: sql`greatest(${promptEntries.lastUsedAt}, excluded.last_used_at)` },
    })
    .returning({ id: promptEntries.id });
  const ids = entries.map((e) => e.id);
  const added = await tx
    .insert(promptUses)
    .values(
      ids.map((entryId) => ({
        entryId,
        storyId: story.storyId,
        workspaceId: story.workspaceId,
        userId: story.userId,
        useCaseId: story.useCaseId,
        createdAt: at,
      })),
    )
    .onConflictDoNothing()
    .returning({ entryId: promptUses.entryId });
  if (added.length === 0) return ids; // filed already (a second call changes nothing)
  // One more teammate for each entry this author had not used before. Exact under concurrency: the
  // upsert above holds the entry's row lock until commit, so a concurrent story of the same entry
  // runs this after ours committed and sees our use. (Recounting every use instead made each story
  // slower than the last, with the lock held.)
  await tx
    .update(promptEntries)
    .set({ usedBy: sql`${promptEntries.usedBy} + 1` })
    .where(
      and(
        inArray(
          promptEntries.id,
          added.map((a) => a.entryId),
        ),
        sql`NOT EXISTS (SELECT 1 FROM ${promptUses} WHERE ${promptUses.entryId} = ${promptEntries.id}
          AND ${promptUses.userId} = ${story.userId} AND ${promptUses.storyId} <> ${story.storyId})`,
      ),
    );
  return ids;
}

/** `used_by` of these entries from their uses (also the hook after a story is edited or deleted). */
export async function recountUsedBy(tx: Tx | Db, entryIds: string[]): Promise<void> {
  if (entryIds.length === 0) return;
  await tx
    .update(promptEntries)
    .set({
      usedBy: sql`(SELECT count(DISTINCT ${promptUses.userId})::int FROM ${promptUses} WHERE ${promptUses.entryId} = ${promptEntries.id})`,
    })
    .where(inArray(promptEntries.id, entryIds));
}
