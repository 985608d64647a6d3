import { sql } from 'drizzle-orm';
import { FOLLOW_UP_DAYS } from '@pathwise/core';
import type { Db } from '../src/db/client';

/**
 * Fills one workspace (the first seeded by seedAtScale) for the team figures at scale: `members`
 * onboarded members and `stories` impact stories spread over the last two years, with time lost
 * and 0 among the minutes, rework, evidence, confirmations, sharing levels, completions (a third
 * of members with 3+) and ratings. Half the stories have their follow-up answered; of the rest,
 * those older than the follow-up delay were asked already, as on a running server.
 */
export async function seedImpactWorkspace(
  db: Db,
  workspaceId: string,
  useCaseIds: string[],
  options: { members: number; stories: number },
): Promise<void> {
  const ids = useCaseIds.join(',');
  await db.execute(sql`
    INSERT INTO users (email, domain, password_hash, email_verified_at)
    SELECT 'member' || i || '@impact.example', 'impact.example', 'x', now() FROM generate_series(2, ${options.members}) AS i`);
  await db.execute(sql`
    INSERT INTO user_profiles (id, workspace_id, workspace_role, specialty, responsibilities, email_verified, onboarded_at)
    SELECT u.id, ${workspaceId}, 'member', 'backend', '{development}', true, CASE WHEN random() < 0.9 THEN now() - interval '800 days' END
    FROM users u WHERE u.domain = 'impact.example'`);
  await db.execute(sql`
    WITH m AS (SELECT id, (row_number() OVER (ORDER BY id)) - 1 AS rn FROM user_profiles WHERE workspace_id = ${workspaceId}),
         u AS (SELECT string_to_array(${ids}, ',') AS ids)
    INSERT INTO completions (user_id, workspace_id, use_case_id, completed_at)
    SELECT m.id, ${workspaceId}, u.ids[1 + ((m.rn + k) % cardinality(u.ids))], now() - (m.rn % 700) * interval '1 day'
    FROM m CROSS JOIN u CROSS JOIN generate_series(0, 5) AS k
    WHERE k < 1 + m.rn % 6
    ON CONFLICT DO NOTHING`);
  await db.execute(sql`
    WITH m AS (SELECT id, (row_number() OVER (ORDER BY id)) - 1 AS rn FROM user_profiles WHERE workspace_id = ${workspaceId}),
         n AS (SELECT count(*) AS n FROM m),
         u AS (SELECT string_to_array(${ids}, ',') AS ids)
    INSERT INTO impact_stories (workspace_id, user_id, use_case_id, kind, title, feedback, prompts, prompts_filed, time_saved, likes, created_at,
                                rework_minutes, evidence_url, confirmed_worked, sharing, follow_up_state, follow_up_outcome)
    SELECT ${workspaceId}, m.id, u.ids[1 + (g % cardinality(u.ids))], 'story', 'Impact story', 'Saved time.', '{}', true,
           (g * 37) % 180 - 30, g % 40, now() - (g % 730) * interval '1 day' - (g % 1440) * interval '1 minute',
           CASE WHEN g % 7 = 0 THEN g % 45 ELSE 0 END,
           CASE WHEN g % 5 = 0 THEN 'https://github.com/acme/app/pull/' || g END,
           g % 3, (ARRAY['named', 'named', 'anonymous', 'aggregate'])[1 + g % 4],
           CASE WHEN g % 2 = 0 THEN 'answered'
                WHEN (g % 730) * interval '1 day' + (g % 1440) * interval '1 minute' >= ${FOLLOW_UP_DAYS}::int * interval '1 day' THEN 'asked'
                ELSE 'pending' END,
           CASE WHEN g % 2 = 0 THEN (ARRAY['kept', 'kept', 'rework', 'reverted'])[1 + (g / 2) % 4] END
    FROM generate_series(1, ${options.stories}) AS g CROSS JOIN n CROSS JOIN u JOIN m ON m.rn = g % n.n`);
  await db.execute(sql`
    INSERT INTO use_case_ratings (user_id, workspace_id, use_case_id, helpful, created_at, updated_at)
    SELECT c.user_id, c.workspace_id, c.use_case_id, random() < 0.8, c.completed_at, c.completed_at
    FROM completions c WHERE c.workspace_id = ${workspaceId}
    ON CONFLICT DO NOTHING`);
  // What autovacuum does to a settled table (the visibility map lets index-only scans skip the table).
  await db.execute(sql`VACUUM ANALYZE`);
}
