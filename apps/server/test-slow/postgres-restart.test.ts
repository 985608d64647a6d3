import { execFile, spawnSync } from 'node:child_process';
import { promisify } from 'node:util';
import { existsSync, readdirSync } from 'node:fs';
import pg from 'pg';
import { describe, expect, it } from 'vitest';
import { createPostgresDatabase, LOOSE_LIMITS, POSTGRES_URL } from '../test/harness';
import { startLiveServer } from '../test/live-server';

/** The local cluster can be restarted here (root, pg_ctlcluster, a local DATABASE_URL). */
function restartCommand(): string[] | null {
  if (!POSTGRES_URL || !/@(127\.0\.0\.1|localhost)[:/]/.test(POSTGRES_URL)) return null;
  if (process.getuid?.() !== 0 || spawnSync('which', ['pg_ctlcluster']).status !== 0 || !existsSync('/etc/postgresql')) return null;
  const version = readdirSync('/etc/postgresql')[0];
  return version ? ['pg_ctlcluster', '--skip-systemctl-redirect', version, 'main', 'restart'] : null;
}

const command = restartCommand();

describe.skipIf(!command)('PostgreSQL restarted under load', () => {
  it('reports not-ready, recovers by itself, and loses no acknowledged write', async () => {
    const db = await createPostgresDatabase();
    const server = await startLiveServer({ DATABASE_URL: db.url }, { rateLimits: LOOSE_LIMITS });
    const acknowledged: number[] = [];
    const readiness: number[] = [];
    let stop = false;
    const writer = async () => {
      while (!stop) {
        const response = await fetch(`${server.origin}/functions/v1/track-event`, {
          method: 'POST',
          headers: { 'Content-Type': 'application/json' },
          body: JSON.stringify({ event: 'restart.write', distinctId: 'anonymous' }),
        }).catch(() => null);
        if (response?.status === 201) acknowledged.push(((await response.json()) as { id: number }).id);
        else {
          await response?.body?.cancel();
          await new Promise((r) => setTimeout(r, 20));
        }
      }
    };
    const prober = async () => {
      while (!stop) {
        const response = await fetch(`${server.origin}/readyz`).catch(() => null);
        readiness.push(response?.status ?? 0);
        await response?.body?.cancel();
        await new Promise((r) => setTimeout(r, 25));
      }
    };
    const tasks = [...Array.from({ length: 4 }, writer), prober()];
    try {
      while (acknowledged.length < 50) await new Promise((r) => setTimeout(r, 5));
      const [bin, ...args] = command ?? [];
      // Asynchronously, so the probes keep running while the database is down.
      await promisify(execFile)(bin ?? 'pg_ctlcluster', args);
      const before = acknowledged.length;
      const deadline = Date.now() + 30_000;
      while (acknowledged.length < before + 50 && Date.now() < deadline) await new Promise((r) => setTimeout(r, 20));
      stop = true;
      await Promise.all(tasks);
      expect(readiness).toContain(503);
      expect(readiness.at(-1)).toBe(200);
      expect(acknowledged.length).toBeGreaterThanOrEqual(before + 50);
    } finally {
      stop = true;
      await server.stop();
    }
    const client = new pg.Client({ connectionString: db.url });
    await client.connect();
    const stored = new Set((await client.query<{ id: number }>('SELECT id::int AS id FROM analytics_events')).rows.map((r) => r.id));
    await client.end();
    expect(acknowledged.filter((id) => !stored.has(id))).toEqual([]);
    await db.drop();
  });
});
