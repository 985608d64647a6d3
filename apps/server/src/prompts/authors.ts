import { displayName } from '@pathwise/core';
import { sql, type SQL } from 'drizzle-orm';
import { queryRows, type Db } from '../db/client';
import { notHidden } from '../authoring/hidden-sql';

/*
 * Who shared a prompt, in ONE place. Every author the prompt library shows or filters by comes
 * through these functions, so a rule about which authors may be shown lives here alone. Today a
 * story is visible to its whole workspace and so is its author. Issue 18's anonymous stories hook
 * in here: join `impact_stories` on `prompt_uses.story_id` and keep only named stories in
 * `VISIBLE_USES` (an anonymous story's prompt stays in the library, its author never shows and
 * is never matched by the author filter).
 */

/**
 * The uses whose author may be shown (alias `u` on prompt_uses): those of named stories only,
 * about a use case the reader may read (`hidden`: the ones shown to other groups only).
 */
const visibleUses = (hidden: readonly string[]) =>
  sql`EXISTS (SELECT 1 FROM impact_stories vs WHERE vs.id = u.story_id AND vs.sharing = 'named') AND ${notHidden(sql`u.use_case_id`, hidden)}`;

/** A condition on entry alias `e`: shared by `authorId` in a use whose author may be shown. */
export function sharedByAuthor(authorId: string, hidden: readonly string[] = []): SQL {
  return sql`EXISTS (SELECT 1 FROM prompt_uses u WHERE u.entry_id = e.id AND u.user_id = ${authorId} AND ${visibleUses(hidden)})`;
}

/**
 * A JSON column of up to `perEntry` visible authors ({ id, email }, earliest first) of the entry
 * `entryId` (a column reference), for the library's page query (one round trip).
 */
export function authorsJson(entryId: SQL, hidden: readonly string[] = [], perEntry = 5): SQL {
  return sql`(SELECT coalesce(json_agg(json_build_object('id', a.user_id, 'email', us.email) ORDER BY a.first_at, a.user_id), '[]'::json)
      FROM (SELECT u.user_id, min(u.created_at) AS first_at FROM prompt_uses u WHERE u.entry_id = ${entryId} AND ${visibleUses(hidden)}
            GROUP BY u.user_id ORDER BY first_at, u.user_id LIMIT ${perEntry}) a
      JOIN users us ON us.id = a.user_id)`;
}

export interface PromptAuthor {
  id: string;
  name: string;
}

/** The authors the library's author filter offers: teammates with a visible shared prompt. */
export async function promptAuthorChoices(
  db: Db,
  workspaceId: string,
  hidden: readonly string[] = [],
  limit = 500,
): Promise<PromptAuthor[]> {
  const rows = await queryRows<{ user_id: string; email: string }>(
    db,
    sql`SELECT a.user_id, us.email FROM (SELECT DISTINCT u.user_id FROM prompt_uses u WHERE u.workspace_id = ${workspaceId} AND ${visibleUses(hidden)}) a
        JOIN users us ON us.id = a.user_id ORDER BY us.email LIMIT ${limit}`,
  );
  return rows.map((r) => ({ id: r.user_id, name: displayName(r.email) }));
}
