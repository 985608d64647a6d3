import { sql, type SQL } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { promptQuerySchema } from '@pathwise/core';
import { queryRows, type Db } from '../src/db/client';
import { listPrompts, promptListSql } from '../src/prompts/library';
import { createTestContext, POSTGRES_URL, type TestContext } from './harness';
import { medianMs } from './timing';

/**
 * 50,000 prompts in one workspace (and 50,000 more in 99 others): the prompt library reads
 * through its indexes (the trigram index for search, one per order), never a scan of the table.
 */
async function seedPrompts(t: TestContext, useCaseIds: string[]): Promise<{ workspaceId: string; userId: string; authorId: string }> {
  const db = t.database.db;
  await db.execute(sql`
    INSERT INTO users (email, domain, password_hash, email_verified_at)
    SELECT 'user' || i || '@pw' || (i % 100) || '.example', 'pw' || (i % 100) || '.example', 'x', now() FROM generate_series(0, 999) AS i`);
  await db.execute(sql`INSERT INTO workspaces (domain, name) SELECT DISTINCT domain, 'Workspace ' || domain FROM users`);
  await db.execute(sql`
    INSERT INTO user_profiles (id, workspace_id, specialty, responsibilities, email_verified)
    SELECT u.id, w.id, 'backend', '{development}', true FROM users u JOIN workspaces w ON w.domain = u.domain`);
  // One story per 5 prompts is enough to carry the uses.
  await db.execute(sql`
    WITH p AS (SELECT id, workspace_id, row_number() OVER (ORDER BY id) AS rn FROM user_profiles)
    INSERT INTO impact_stories (workspace_id, user_id, use_case_id, kind, title)
    SELECT p.workspace_id, p.id, (string_to_array(${useCaseIds.join(',')}, ','))[1 + g % ${useCaseIds.length}], 'story', 'Impact story'
    FROM generate_series(1, 20000) AS g JOIN p ON p.rn = 1 + g % 1000`);
  const [big] = await queryRows<{ id: string }>(db, sql`SELECT id FROM workspaces WHERE domain = 'pw0.example'`);
  const workspaceId = big?.id ?? '';
  // 50,000 entries in pw0, 50,000 spread over the others.
  await db.execute(sql`
    INSERT INTO prompt_entries (workspace_id, key, text, search_text, used_by, saves, created_at, last_used_at)
    SELECT CASE WHEN g <= 50000 THEN ${workspaceId}::uuid ELSE (SELECT id FROM workspaces WHERE domain = 'pw' || (1 + g % 99) || '.example') END,
           md5(g::text), '/explain ' || md5(g::text) || ' step ' || g, '/explain ' || md5(g::text) || ' step ' || g,
           1 + g % 40, g % 7, now() - g * interval '1 minute', now() - g * interval '30 seconds'
    FROM generate_series(1, 100000) AS g`);
  await db.execute(sql`
    INSERT INTO prompt_uses (entry_id, story_id, workspace_id, user_id, use_case_id)
    SELECT e.id, s.id, e.workspace_id, s.user_id, s.use_case_id
    FROM (SELECT id, workspace_id, row_number() OVER (PARTITION BY workspace_id ORDER BY id) AS rn FROM prompt_entries) e
    JOIN LATERAL (SELECT id, user_id, use_case_id FROM impact_stories st WHERE st.workspace_id = e.workspace_id ORDER BY id OFFSET (e.rn % 20) LIMIT 1) s ON true`);
  await db.execute(sql`ANALYZE`);
  const [user] = await queryRows<{ id: string }>(
    db,
    sql`SELECT id FROM user_profiles WHERE workspace_id = ${workspaceId} ORDER BY id LIMIT 1`,
  );
  const [author] = await queryRows<{ user_id: string }>(
    db,
    sql`SELECT user_id FROM prompt_uses WHERE workspace_id = ${workspaceId} LIMIT 1`,
  );
  return { workspaceId, userId: user?.id ?? '', authorId: author?.user_id ?? '' };
}

async function plan(db: Db, query: SQL): Promise<string> {
  const rows = await queryRows<{ 'QUERY PLAN': string }>(db, sql`EXPLAIN ${query}`);
  return rows.map((r) => r['QUERY PLAN']).join('\n');
}

describe.skipIf(!POSTGRES_URL)('prompt library query plans on PostgreSQL at 50,000 prompts in a workspace', () => {
  let t: TestContext;
  let viewer: { workspaceId: string; userId: string };
  let authorId: string;
  beforeAll(async () => {
    t = await createTestContext('postgres');
    const seeded = await seedPrompts(
      t,
      t.catalogue.all.map((u) => u.id),
    );
    viewer = { workspaceId: seeded.workspaceId, userId: seeded.userId };
    authorId = seeded.authorId;
  }, 300_000);
  afterAll(async () => t?.close());

  const sqlFor = (query: Record<string, string>) => {
    const built = promptListSql(t.catalogue, viewer, promptQuerySchema.parse(query));
    if (!built) throw new Error('no query');
    return built;
  };

  it('has 50,000 entries in the large workspace', async () => {
    const [row] = await queryRows<{ n: number }>(
      t.database.db,
      sql`SELECT count(*)::int AS n FROM prompt_entries WHERE workspace_id = ${viewer.workspaceId}`,
    );
    expect(row?.n).toBe(50_000);
  });

  it.each([
    ['used', 'prompt_entries_used_idx'],
    ['newest', 'prompt_entries_newest_idx'],
    ['saved', 'prompt_entries_saved_idx'],
  ])('pages the %s order through its index, without a sort or a scan', async (sort, index) => {
    const text = await plan(t.database.db, sqlFor({ sort }));
    expect(text).toContain(`Index Scan using ${index}`);
    expect(text).not.toMatch(/Seq Scan on prompt_entries/);
    // The page's LIMIT reads straight off the index (no sort of the workspace's entries); what
    // sorts remain order the 21 rows of the page and each entry's few uses.
    expect(text, text).toMatch(new RegExp(`Limit [^\\n]*\\n\\s*->\\s+Index Scan using ${index} on prompt_entries e`));
  });

  it.each(['3f2a', 'step 4242', '/EXPLAIN  a1b2'])('searches %j through the trigram index', async (q) => {
    const text = await plan(t.database.db, sqlFor({ q }));
    expect(text).toMatch(/Bitmap Index Scan on prompt_entries_search_idx/);
    expect(text).not.toMatch(/Seq Scan on prompt_entries/);
  });

  it('filters by author and use case through the uses’ indexes', async () => {
    const text = await plan(t.database.db, sqlFor({ author: authorId, q: 'step 1' }));
    expect(text).not.toMatch(/Seq Scan on prompt_(entries|uses)/);
    const byUseCase = await plan(t.database.db, sqlFor({ useCase: t.catalogue.all[0]?.id ?? '' }));
    expect(byUseCase).not.toMatch(/Seq Scan on prompt_entries/);
  });

  it('answers a search page in well under 100 ms', async () => {
    const query = promptQuerySchema.parse({ q: 'step 12' });
    const search = () => listPrompts(t.database.db, t.catalogue, viewer, query);
    await search();
    expect(await medianMs(7, search)).toBeLessThan(100);
    expect((await search()).prompts).toHaveLength(20);
  });
});

describe('prompt library search on PGlite', () => {
  it('has pg_trgm and can search through the trigram index', async () => {
    const t = await createTestContext('pglite');
    try {
      const [ext] = await queryRows<{ extname: string }>(t.database.db, sql`SELECT extname FROM pg_extension WHERE extname = 'pg_trgm'`);
      expect(ext?.extname).toBe('pg_trgm');
      await t.database.db.execute(sql`SET enable_seqscan = off`);
      // An empty table: the planner would take any index; asked for the search alone, the trigram one serves it.
      expect(await plan(t.database.db, sql`SELECT id FROM prompt_entries WHERE search_text LIKE '%explain%'`)).toContain(
        'prompt_entries_search_idx',
      );
      await t.database.db.execute(sql`SET enable_seqscan = on`);
    } finally {
      await t.close();
    }
  });
});
