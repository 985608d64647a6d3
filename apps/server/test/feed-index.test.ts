import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../src/db/client';
import { dueStories, FOLLOW_UP_DELAY_SECONDS } from '../src/impact/follow-up';
import { workspaceFeed } from '../src/stories/feed';
import { FeedCache } from '../src/stories/feed-cache';
import { createTestContext, POSTGRES_URL, type TestContext } from './harness';
import { medianMs } from './timing';

/** 100,000 stories across 100 workspaces: the feed must read through its index, not scan. */
describe.skipIf(!POSTGRES_URL)('feed query plan on PostgreSQL at 100,000 stories', () => {
  let t: TestContext;
  let workspaceId: string;
  let bigWorkspaceId: string;
  let userId: string;

  beforeAll(async () => {
    t = await createTestContext('postgres');
    const useCases = t.catalogue.all.map((u) => u.id);
    await t.database.db.execute(sql`
      INSERT INTO users (email, domain, password_hash, email_verified_at)
      SELECT 'user' || i || '@ws' || i || '.example', 'ws' || i || '.example', 'x', now() FROM generate_series(1, 100) AS i`);
    await t.database.db.execute(sql`
      INSERT INTO workspaces (domain, name, created_by, first_admin_id)
      SELECT u.domain, 'Workspace ' || u.domain, u.id, u.id FROM users u`);
    await t.database.db.execute(sql`
      INSERT INTO user_profiles (id, workspace_id, workspace_role, specialty, responsibilities, email_verified)
      SELECT u.id, w.id, 'admin', 'backend', '{development}', true FROM users u JOIN workspaces w ON w.domain = u.domain`);
    await t.database.db.execute(sql`
      WITH p AS (SELECT id, workspace_id, (row_number() OVER (ORDER BY id)) - 1 AS rn FROM user_profiles),
           u AS (SELECT string_to_array(${useCases.join(',')}, ',') AS ids)
      INSERT INTO impact_stories (workspace_id, user_id, use_case_id, kind, title, time_saved, likes, created_at)
      SELECT p.workspace_id, p.id, u.ids[1 + (g % ${useCases.length})], 'story', 'Impact story', 1 + g % 90, g % 40, now() - (g % 5000) * interval '17 minutes'
      FROM generate_series(1, 100000) AS g JOIN p ON p.rn = g % 100 CROSS JOIN u`);
    // One large team on top: 20,000 more stories in the first workspace.
    await t.database.db.execute(sql`
      INSERT INTO impact_stories (workspace_id, user_id, use_case_id, kind, title, time_saved, likes, created_at)
      SELECT p.workspace_id, p.id, ${useCases[0]}, 'story', 'Impact story', 5, g % 60, now() - g * interval '3 minutes'
      FROM generate_series(1, 20000) AS g CROSS JOIN (SELECT id, workspace_id FROM user_profiles ORDER BY id LIMIT 1) AS p`);
    await t.database.db.execute(sql`ANALYZE`);
    const [big] = await queryRows<{ workspace_id: string; id: string }>(
      t.database.db,
      sql`SELECT workspace_id, id FROM user_profiles ORDER BY id LIMIT 1`,
    );
    const [small] = await queryRows<{ workspace_id: string; id: string }>(
      t.database.db,
      sql`SELECT workspace_id, id FROM user_profiles ORDER BY id OFFSET 1 LIMIT 1`,
    );
    bigWorkspaceId = big?.workspace_id ?? '';
    workspaceId = small?.workspace_id ?? '';
    userId = big?.id ?? '';
  }, 300_000);
  afterAll(async () => t?.close());

  it('has 100,000 stories spread over 100 workspaces, plus one large team', async () => {
    const [row] = await queryRows<{ n: number; w: number }>(
      t.database.db,
      sql`SELECT count(*)::int AS n, count(DISTINCT workspace_id)::int AS w FROM impact_stories`,
    );
    expect(row).toEqual({ n: 120_000, w: 100 });
  });

  it('finds the stories due for their 14-day follow-up through the partial index, oldest first, without sorting', async () => {
    // As on a running server: the sweep has asked every story older than 14 days.
    await t.database.db.execute(
      sql`UPDATE impact_stories SET follow_up_state = 'asked' WHERE created_at < now() - interval '14 days 1 hour'`,
    );
    await t.database.db.execute(sql`ANALYZE impact_stories`);
    const due = new Date(Date.now() - FOLLOW_UP_DELAY_SECONDS * 1000);
    const rows = await queryRows<{ 'QUERY PLAN': string }>(t.database.db, sql`EXPLAIN ${dueStories(t.database.db, due)}`);
    const text = rows.map((r) => r['QUERY PLAN']).join('\n');
    expect(text).toMatch(/Index (Only )?Scan using impact_stories_follow_up_due_idx/);
    expect(text).not.toMatch(/Seq Scan|Sort/);
  });

  const plan = async (workspace: string, order: ReturnType<typeof sql>) => {
    const rows = await queryRows<{ 'QUERY PLAN': string }>(
      t.database.db,
      sql`EXPLAIN SELECT id FROM impact_stories WHERE workspace_id = ${workspace} AND kind = 'story' ${order}`,
    );
    return rows.map((r) => r['QUERY PLAN']).join('\n');
  };
  const FEED_ORDERS = [
    ['recent/relevant', sql`ORDER BY created_at DESC LIMIT 300`, 'impact_stories_feed_idx'],
    ['highest', sql`ORDER BY likes DESC, created_at DESC LIMIT 30`, 'impact_stories_top_idx'],
  ] as const;

  it.each(FEED_ORDERS)('reads the %s feed of a typical team through an index, never a table scan', async (_name, order) => {
    const text = await plan(workspaceId, order);
    expect(text).toMatch(/Index Scan using impact_stories_(feed|top)_idx|Bitmap Index Scan on impact_stories_(feed|top)_idx/);
    expect(text).not.toMatch(/Seq Scan/);
  });

  it.each(FEED_ORDERS)('reads the %s feed of a large team in index order, without sorting', async (_name, order, index) => {
    const text = await plan(bigWorkspaceId, order);
    expect(text).toContain(`Index Scan using ${index}`);
    expect(text).not.toMatch(/Seq Scan|\bSort\b/);
  });

  it('builds a relevant feed in well under 100 ms', async () => {
    const viewer = {
      userId,
      workspaceId: bigWorkspaceId,
      role: 'backend',
      proficiencyLevel: 'beginner' as const,
      responsibilities: ['development'],
      preferredUseCaseTypes: ['coding'],
      completedCount: 0,
    };
    await workspaceFeed(new FeedCache(t.database.db, t.bus), t.catalogue, viewer, 'relevant');
    // A cold cache each time: every read goes to the database.
    const build = () => workspaceFeed(new FeedCache(t.database.db, t.bus), t.catalogue, viewer, 'relevant');
    expect(await medianMs(7, build)).toBeLessThan(100);
    expect(await build()).toHaveLength(30);
  });
});
