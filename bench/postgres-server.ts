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
    stop: async () => {
      await database.close();
      server.child.kill('SIGTERM');
      await server.exited;
      await db.drop();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
