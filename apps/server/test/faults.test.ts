import { rmSync } from 'node:fs';
import { join } from 'node:path';
import pg from 'pg';
import WebSocket from 'ws';
import { describe, expect, it } from 'vitest';
import { PASSWORD } from './accounts-helpers';
import { createPostgresDatabase, LOOSE_LIMITS, POSTGRES_URL } from './harness';
import { Client, startLiveServer, waitFor } from './live-server';
import { newDataFolder } from './pglite-template';
import { startServerProcess, trackEvent } from './process-helpers';

async function ids(url: string): Promise<Set<number>> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return new Set((await client.query<{ id: number }>('SELECT id::int AS id FROM analytics_events')).rows.map((r) => r.id));
  } finally {
    await client.end();
  }
}

/** How long one write may go unanswered, and one step of the test may take, before it fails saying so. */
const REQUEST_DEADLINE_MS = 15_000;
const STEP_DEADLINE_MS = 30_000;

describe.skipIf(!POSTGRES_URL)('database connections lost under load (PostgreSQL)', () => {
  it('answers 503 while the database is gone, recovers by itself, and loses no acknowledged write', async () => {
    const db = await createPostgresDatabase();
    const server = await startLiveServer({ DATABASE_URL: db.url }, { rateLimits: LOOSE_LIMITS });
    const acknowledged: number[] = [];
    const statuses = new Set<number>();
    // A request the server never answers is a failure of its own, not a test that runs out of time.
    const unanswered: string[] = [];
    let stop = false;
    const writer = async () => {
      while (!stop) {
        const response = await fetch(`${server.origin}/functions/v1/track-event`, {
          method: 'POST',
          headers: { 'Content-Type': 'application/json' },
          body: JSON.stringify({ event: 'fault.write', distinctId: 'anonymous' }),
          signal: AbortSignal.timeout(REQUEST_DEADLINE_MS),
        }).catch((error: unknown) => {
          if (error instanceof DOMException && error.name === 'TimeoutError') unanswered.push(`no answer in ${REQUEST_DEADLINE_MS} ms`);
          return null;
        });
        if (!response) continue;
        statuses.add(response.status);
        if (response.status === 201) acknowledged.push(((await response.json()) as { id: number }).id);
        else await response.body?.cancel();
      }
    };
    const writes = (count: number, step: string) =>
      waitFor(() => (acknowledged.length >= count ? true : undefined), STEP_DEADLINE_MS).catch(() => {
        throw new Error(
          `${step}: ${acknowledged.length} of ${count} writes acknowledged in ${STEP_DEADLINE_MS} ms (statuses ${[...statuses].join(', ') || 'none'})`,
        );
      });
    try {
      const writers = Array.from({ length: 6 }, writer);
      await writes(50, 'before the connections were killed');
      // Every server connection to this database is killed, as a restart would.
      const admin = new pg.Client({ connectionString: POSTGRES_URL });
      await admin.connect();
      await admin.query('SELECT pg_terminate_backend(pid) FROM pg_stat_activity WHERE datname = $1 AND pid <> pg_backend_pid()', [
        new URL(db.url).pathname.slice(1),
      ]);
      await admin.end();
      await writes(acknowledged.length + 50, 'after the connections were killed');
      stop = true;
      await Promise.all(writers);
      expect(unanswered).toEqual([]);
      expect([...statuses].every((s) => s === 201 || s === 503)).toBe(true);
      expect((await fetch(`${server.origin}/readyz`, { signal: AbortSignal.timeout(REQUEST_DEADLINE_MS) })).status).toBe(200);
    } finally {
      stop = true;
      await server.stop();
    }
    const stored = await ids(db.url);
    expect(acknowledged.filter((id) => !stored.has(id))).toEqual([]);
    await db.drop();
  }, 120_000);
});

describe('SIGTERM under load', () => {
  it('finishes in-flight requests, tells sockets to reconnect, and exits 0', async () => {
    const dataDir = newDataFolder('pathwise-term-');
    const server = await startServerProcess({
      DATA_DIR: dataDir,
      AUTH_SECRET: 'term-secret-term-secret-term-secret-term',
      LOG_LEVEL: 'info',
      SEED_DEMO: 'false',
    });
    const client = new Client(server.url);
    const email = 'sig@term.example';
    expect((await client.request('POST', '/api/auth/signup', { email, password: PASSWORD, acceptTerms: true })).status).toBe(201);
    // Verify through the outbox file the development mailer keeps in DATA_DIR (the job queue
    // sends it just after the answer).
    const { existsSync, readdirSync, readFileSync } = await import('node:fs');
    const outbox = join(dataDir, 'outbox');
    const mail = await waitFor(
      () =>
        existsSync(outbox)
          ? readdirSync(outbox)
              .map((f) => readFileSync(join(outbox, f), 'utf8'))
              .find((m) => m.includes(email))
          : undefined,
      10_000,
    );
    const token = /token_hash=([A-Za-z0-9_-]+)/.exec(mail ?? '')?.[1];
    expect((await client.request('POST', '/api/auth/verify', { tokenHash: token, type: 'signup' })).status).toBe(200);
    const socket = new WebSocket(`${server.url.replace('http', 'ws')}/api/realtime`, {
      headers: { Cookie: client.cookie, Origin: server.url },
    });
    await new Promise((resolve, reject) => {
      socket.once('open', resolve);
      socket.once('error', reject);
    });
    const closed = new Promise<number>((resolve) => socket.once('close', (code) => resolve(code)));

    const inFlight = Array.from({ length: 40 }, () =>
      trackEvent(server.url, 'term.write').then(
        (id) => ({ ok: id !== null, id }),
        () => ({ ok: false, id: null }),
      ),
    );
    await new Promise((r) => setTimeout(r, 5));
    server.child.kill('SIGTERM');
    const results = await Promise.all(inFlight);
    expect(await closed).toBe(1012);
    expect(await server.exited).toBe(0);
    // Requests were either served completely or never accepted; at least the first ones were served.
    expect(results.filter((r) => r.ok).length).toBeGreaterThan(0);
    expect(server.output()).toContain('stopped cleanly');
    rmSync(dataDir, { recursive: true, force: true });
    // A start and a shutdown of a child process: slow on a loaded machine.
  }, 120_000);
});
