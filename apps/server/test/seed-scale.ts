import { sql } from 'drizzle-orm';
import { FOLLOW_UP_DAYS } from '@pathwise/core';
import type { Db } from '../src/db/client';
import { queryRows } from '../src/db/client';

/**
 * Seeds `workspaces` workspaces with one onboarded member each and `stories` impact stories
 * spread evenly over them (tests and benchmarks at scale), their prompts marked filed (the prompt
 * library at scale is seed-prompts.ts's). As on a running server, a story older than the
 * follow-up delay was asked already: the follow-up sweep finds none to work through. Returns the
 * first workspace's ids.
 */
export async function seedAtScale(
  db: Db,
  useCaseIds: string[],
  options: { workspaces: number; stories: number },
): Promise<{ workspaceId: string; userId: string }> {
  await db.execute(sql`
    INSERT INTO users (email, domain, password_hash, email_verified_at)
    SELECT 'user' || i || '@ws' || i || '.example', 'ws' || i || '.example', 'x', now() FROM generate_series(1, ${options.workspaces}) AS i`);
  await db.execute(sql`
    INSERT INTO workspaces (domain, name, created_by, first_admin_id)
    SELECT u.domain, 'Workspace ' || u.domain, u.id, u.id FROM users u WHERE u.domain LIKE 'ws%.example'`);
  await db.execute(sql`
    INSERT INTO user_profiles (id, workspace_id, workspace_role, specialty, responsibilities, email_verified, onboarded_at)
    SELECT u.id, w.id, 'admin', 'backend', '{development}', true, now() FROM users u JOIN workspaces w ON w.domain = u.domain`);
  await db.execute(sql`
    WITH p AS (SELECT id, workspace_id, (row_number() OVER (ORDER BY id)) - 1 AS rn FROM user_profiles WHERE workspace_id IN (SELECT id FROM workspaces WHERE domain LIKE 'ws%.example')),
         u AS (SELECT string_to_array(${useCaseIds.join(',')}, ',') AS ids)
    INSERT INTO impact_stories (workspace_id, user_id, use_case_id, kind, title, feedback, prompts, prompts_filed, time_saved, likes, created_at, follow_up_state)
    SELECT p.workspace_id, p.id, u.ids[1 + (g % ${useCaseIds.length})], 'story', 'Impact story', 'Saved time on a routine task with a clear prompt.', ARRAY['/explain #file', '/tests'], true, 1 + g % 90, g % 40, now() - (g % 5000) * interval '17 minutes',
           CASE WHEN (g % 5000) * interval '17 minutes' >= ${FOLLOW_UP_DAYS}::int * interval '1 day' THEN 'asked' ELSE 'pending' END
    FROM generate_series(1, ${options.stories}) AS g JOIN p ON p.rn = g % ${options.workspaces} CROSS JOIN u`);
  await db.execute(sql`ANALYZE`);
  const [row] = await queryRows<{ workspace_id: string; id: string }>(
    db,
    sql`SELECT workspace_id, id FROM user_profiles WHERE workspace_id IS NOT NULL ORDER BY id LIMIT 1`,
  );
  return { workspaceId: row?.workspace_id ?? '', userId: row?.id ?? '' };
}
