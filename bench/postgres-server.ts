import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import { hashToken, randomToken } from '../apps/server/src/auth/crypto';
import { openDatabase } from '../apps/server/src/db/client';
import { createLogger } from '../apps/server/src/logger';
import { createPostgresDatabase } from '../apps/server/test/harness';
import { startServerProcess, type ServerProcess } from '../apps/server/test/process-helpers';
import { seedAtScale } from '../apps/server/test/seed-scale';

export interface BenchServer {
  server: ServerProcess;
  databaseUrl: string;
  workspaceId: string;
  /** A session cookie for the seeded first user (a new session per call). */
  cookie: () => Promise<string>;
  /**
   * `count` more members of the first workspace, each signed in and with a use case of their own
   * completed (every reader's completions differ): their session cookies.
   */
  members: (count: number, useCaseIds: string[]) => Promise<string[]>;
  stop: () => Promise<void>;
}

/**
 * The real server as its own process on a fresh PostgreSQL database (per-address rate limits
 * off), seeded with `workspaces` and `stories`; sessions are written straight to the database.
 */
export async function startBenchServer(useCaseIds: string[], scale: { workspaces: number; stories: number }): Promise<BenchServer> {
  const db = await createPostgresDatabase();
  const dataDir = mkdtempSync(join(tmpdir(), 'pathwise-bench-'));
  const server = await startServerProcess(
    {
      DATABASE_URL: db.url,
      DATA_DIR: dataDir,
      AUTH_SECRET: 'bench-secret-bench-secret-bench-secret-x',
      LOG_LEVEL: 'warn',
      DISABLE_RATE_LIMITS: 'true',
    },
    // BENCH_NODE_FLAGS profiles the server under load, e.g. '--cpu-prof --cpu-prof-dir=/tmp/prof'.
    { compiled: true, nodeFlags: process.env.BENCH_NODE_FLAGS?.split(' ').filter(Boolean) ?? [] },
  );
  const database = await openDatabase({ kind: 'postgres', url: db.url, poolSize: 2 }, createLogger('silent'));
  const { workspaceId, userId } = await seedAtScale(database.db, useCaseIds, scale);
  // The seed's work finished here, not by autovacuum during the first rows: with the two cores
  // shared, its pass over 100,000 fresh rows slowed whichever row it met (the first healthz row
  // of a section measured up to a third below the second).
  await database.db.execute(sql`VACUUM ANALYZE`);
  return {
    server,
    databaseUrl: db.url,
    workspaceId,
    cookie: async () => {
      const token = randomToken();
      await database.db.execute(
        sql`INSERT INTO sessions (token_hash, user_id, expires_at) VALUES (${hashToken(token)}, ${userId}, now() + interval '2 hours')`,
      );
      return `pw_session=${token}`;
    },
    members: async (count, useCaseIds) => {
      const tokens = Array.from({ length: count }, () => randomToken());
      await database.db.execute(sql`
        WITH w AS (SELECT id, domain FROM workspaces WHERE id = ${workspaceId}),
             added AS (
               INSERT INTO users (email, domain, password_hash, email_verified_at)
               SELECT 'reader' || i || '@' || w.domain, w.domain, 'x', now() FROM generate_series(1, ${count}) AS i CROSS JOIN w
               RETURNING id, email)
        INSERT INTO user_profiles (id, workspace_id, workspace_role, specialty, responsibilities, email_verified, onboarded_at)
        SELECT added.id, ${workspaceId}, 'member', 'backend', '{development}', true, now() FROM added`);
      await database.db.execute(sql`
        WITH r AS (SELECT p.id, (row_number() OVER (ORDER BY u.email)) AS n FROM user_profiles p JOIN users u ON u.id = p.id
                   WHERE p.workspace_id = ${workspaceId} AND u.email LIKE 'reader%'),
             t AS (SELECT token_hash, n FROM unnest(string_to_array(${tokens.map(hashToken).join(',')}, ',')) WITH ORDINALITY AS x(token_hash, n)),
             ids AS (SELECT string_to_array(${useCaseIds.join(',')}, ',') AS ids),
             s AS (INSERT INTO sessions (token_hash, user_id, expires_at) SELECT t.token_hash, r.id, now() + interval '2 hours' FROM r JOIN t USING (n))
        INSERT INTO completions (user_id, workspace_id, use_case_id)
        SELECT r.id, ${workspaceId}, ids.ids[1 + ((r.n - 1) % array_length(ids.ids, 1))] FROM r CROSS JOIN ids`);
      return tokens.map((token) => `pw_session=${token}`);
    },
    stop: async () => {
      await database.close();
      server.child.kill('SIGTERM');
      await server.exited;
      await db.drop();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
