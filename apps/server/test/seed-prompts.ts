import { sql } from 'drizzle-orm';
import type { Db } from '../src/db/client';

/**
 * Fills a workspace's prompt library with `count` distinct prompts, each used by one of the
 * workspace's stories (benchmarks and plan tests at scale). Words repeat across prompts the way
 * real prompts do ('/explain', 'tests', 'refactor'), with a unique tail.
 */
export async function seedPromptLibrary(db: Db, workspaceId: string, count: number): Promise<void> {
  await db.execute(sql`
    INSERT INTO prompt_entries (workspace_id, key, text, search_text, used_by, saves, created_at, last_used_at)
    SELECT ${workspaceId}::uuid, md5(${workspaceId} || g::text),
           w.word || ' ' || md5(g::text) || ' step ' || g, lower(w.word || ' ' || md5(g::text) || ' step ' || g),
           1 + g % 40, g % 7, now() - g * interval '1 minute', now() - g * interval '30 seconds'
    FROM generate_series(1, ${count}) AS g
    CROSS JOIN LATERAL (SELECT (ARRAY['/explain', '/tests for', '/refactor', '/optimize', '/fix', 'Write a regex for'])[1 + g % 6] AS word) w`);
  await db.execute(sql`
    WITH s AS (
      SELECT id, user_id, use_case_id, (row_number() OVER (ORDER BY id)) - 1 AS rn
      FROM (SELECT id, user_id, use_case_id FROM impact_stories WHERE workspace_id = ${workspaceId} ORDER BY id LIMIT 50) first50
    )
    INSERT INTO prompt_uses (entry_id, story_id, workspace_id, user_id, use_case_id)
    SELECT e.id, s.id, e.workspace_id, s.user_id, s.use_case_id
    FROM (SELECT id, workspace_id, row_number() OVER (ORDER BY id) AS rn FROM prompt_entries WHERE workspace_id = ${workspaceId}) e
    JOIN s ON s.rn = e.rn % 50
    ON CONFLICT DO NOTHING`);
  await db.execute(sql`ANALYZE prompt_entries`);
  await db.execute(sql`ANALYZE prompt_uses`);
}
