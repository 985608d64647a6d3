import { rmSync } from 'node:fs';
import { join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import pg from 'pg';
import { afterAll, describe, expect, it } from 'vitest';
import { createPostgresDatabase, ENGINES } from './harness';
import { newDataFolder } from './pglite-template';
import { startServerProcess, trackEvent } from './process-helpers';

const SECRET = 'process-test-secret-process-test-secret';

async function eventIdsInPglite(dataDir: string): Promise<Set<number>> {
  const db = new PGlite({ dataDir: join(dataDir, 'pglite') });
  try {
    const result = await db.query<{ id: number }>('SELECT id::int AS id FROM analytics_events');
    return new Set(result.rows.map((r) => r.id));
  } finally {
    await db.close();
  }
}

async function eventIdsInPostgres(url: string): Promise<Set<number>> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    const result = await client.query<{ id: number }>('SELECT id::int AS id FROM analytics_events');
    return new Set(result.rows.map((r) => r.id));
  } finally {
    await client.end();
  }
}

describe('server process on PGlite', () => {
  const dataDir = newDataFolder('pathwise-proc-');
  afterAll(() => rmSync(dataDir, { recursive: true, force: true }));
  const env = { DATA_DIR: dataDir, AUTH_SECRET: SECRET };

  it('stops on SIGTERM with exit 0, restarts on the same DATA_DIR and finds its data', async () => {
    const first = await startServerProcess(env);
    const id = await trackEvent(first.url, 'restart.check', { marker: 'before-restart' });
    expect(id).not.toBeNull();
    first.child.kill('SIGTERM');
    expect(await first.exited).toBe(0);
    expect(first.output()).toContain('stopped cleanly');

    const second = await startServerProcess(env);
    second.child.kill('SIGTERM');
    expect(await second.exited).toBe(0);
    expect((await eventIdsInPglite(dataDir)).has(id as number)).toBe(true);
  });

  it('refuses a second process on the same DATA_DIR with a clear message', async () => {
    const first = await startServerProcess(env);
    try {
      const second = await startServerProcess(env, { waitReady: false });
      expect(await second.exited).toBe(1);
      expect(second.output()).toMatch(/data folder .* is in use by another running server/);
      // The first one is unharmed.
      expect((await fetch(`${first.url}/readyz`)).status).toBe(200);
    } finally {
      first.child.kill('SIGTERM');
      await first.exited;
    }
  });
});

describe.each(ENGINES)('SIGKILL during a burst of writes on %s', (engine) => {
  const dataDir = newDataFolder('pathwise-kill-');
  let pgDb: Awaited<ReturnType<typeof createPostgresDatabase>> | undefined;
  afterAll(async () => {
    await pgDb?.drop();
    rmSync(dataDir, { recursive: true, force: true });
  });

  it('keeps every acknowledged write', async () => {
    if (engine === 'postgres') pgDb = await createPostgresDatabase();
    const env = { DATA_DIR: dataDir, AUTH_SECRET: SECRET, LOG_LEVEL: 'warn', ...(pgDb ? { DATABASE_URL: pgDb.url } : {}) };
    const server = await startServerProcess(env);
    const acknowledged: number[] = [];
    let stop = false;
    const writer = async () => {
      while (!stop) {
        try {
          const id = await trackEvent(server.url, 'burst.write');
          if (id !== null) acknowledged.push(id);
        } catch {
          return; // the connection died with the process
        }
      }
    };
    const writers = Array.from({ length: 8 }, writer);
    while (acknowledged.length < 150) await new Promise((r) => setTimeout(r, 5));
    server.child.kill('SIGKILL');
    await server.exited;
    stop = true;
    await Promise.all(writers);

    // Restart: the embedded database opens cleanly after the kill (stale lock taken over).
    const again = await startServerProcess(env);
    expect(await trackEvent(again.url, 'after.restart')).not.toBeNull();
    again.child.kill('SIGTERM');
    expect(await again.exited).toBe(0);

    const stored = pgDb ? await eventIdsInPostgres(pgDb.url) : await eventIdsInPglite(dataDir);
    const lost = acknowledged.filter((id) => !stored.has(id));
    expect(acknowledged.length).toBeGreaterThanOrEqual(150);
    expect(lost).toEqual([]);
  });
});
