import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LOGIN_LOCKOUT } from '@pathwise/core';
import { PASSWORD } from './accounts-helpers';
import { createPostgresDatabase, POSTGRES_URL } from './harness';
import { Client, openSocket, startLiveServer, waitFor } from './live-server';
import { startRoundRobinProxy } from './round-robin-proxy';

type Live = Awaited<ReturnType<typeof startLiveServer>>;

describe.skipIf(!POSTGRES_URL)('three instances on one PostgreSQL behind a round-robin proxy', () => {
  let db: Awaited<ReturnType<typeof createPostgresDatabase>>;
  let instances: Live[];
  let proxy: Awaited<ReturnType<typeof startRoundRobinProxy>>;

  /** Mail goes out from whichever instance served the request: look in every outbox. */
  const tokenFor = (email: string, param: string) => {
    for (const instance of instances) {
      for (const mail of instance.mailer.outbox()) {
        const match = new RegExp(`[?&]${param}=([A-Za-z0-9_-]+)`).exec(mail.text);
        if (mail.to === email && match) return match[1];
      }
    }
    return undefined;
  };

  const member = async (email: string) => {
    const client = new Client(proxy.url);
    expect((await client.request('POST', '/api/auth/signup', { email, password: PASSWORD, acceptTerms: true })).status).toBe(201);
    const tokenHash = await waitFor(() => tokenFor(email, 'token_hash'), 10_000);
    expect((await client.request('POST', '/api/auth/verify', { tokenHash, type: 'signup' })).status).toBe(200);
    return client;
  };

  beforeAll(async () => {
    db = await createPostgresDatabase();
    // Started together on an empty database: only one may run the migrations.
    instances = await Promise.all([1, 2, 3].map(() => startLiveServer({ DATABASE_URL: db.url, TRUST_PROXY: 'true' })));
    proxy = await startRoundRobinProxy(instances.map((i) => i.origin));
  });
  afterAll(async () => {
    await proxy?.close();
    await Promise.all(instances.map((i) => i.stop()));
    await db?.drop();
  });

  it('migrated the database exactly once', async () => {
    const client = new pg.Client({ connectionString: db.url });
    await client.connect();
    const { rows } = await client.query<{ n: number }>('SELECT count(*)::int AS n FROM drizzle.__drizzle_migrations');
    await client.end();
    const { readdirSync } = await import('node:fs');
    const files = readdirSync(new URL('../drizzle', import.meta.url)).filter((f) => f.endsWith('.sql'));
    expect(rows[0]?.n).toBe(files.length);
  });

  it('keeps a session valid on every instance', async () => {
    const ada = await member('ada@scale.example');
    for (let i = 0; i < 6; i += 1) expect((await ada.request('GET', '/api/session')).status).toBe(200);
    expect(proxy.hits.every((n) => n > 0)).toBe(true);
  });

  it('ends a session on every instance at log-out (replay → 401 everywhere)', async () => {
    const bob = await member('bob@scale.example');
    // Every instance has served (and cached) this session.
    for (const instance of instances) {
      const direct = new Client(instance.origin);
      direct.cookie = bob.cookie;
      expect((await direct.request('GET', '/api/session')).status).toBe(200);
    }
    const cookie = bob.cookie;
    expect((await bob.request('POST', '/api/auth/logout')).status).toBe(204);
    for (const instance of instances) {
      const replay = new Client(instance.origin);
      replay.cookie = cookie;
      expect((await replay.request('GET', '/api/session')).status).toBe(401);
    }
  });

  it('counts log-in failures across instances: the lockout holds everywhere', async () => {
    await member('lock@scale.example');
    const statuses: number[] = [];
    for (let i = 0; i < LOGIN_LOCKOUT.maxAttempts + 2; i += 1) {
      const fresh = new Client(proxy.url);
      statuses.push((await fresh.request('POST', '/api/auth/login', { email: 'lock@scale.example', password: 'Wr0ng!pass' })).status);
    }
    expect(statuses).toEqual([401, 401, 401, 401, 429, 429, 429]);
    const right = await new Client(proxy.url).request('POST', '/api/auth/login', { email: 'lock@scale.example', password: PASSWORD });
    expect(right.status).toBe(429);
  });

  it('shares rate limits across instances (resend throttle)', async () => {
    const client = new Client(proxy.url);
    await client.request('POST', '/api/auth/signup', { email: 'throttle@scale.example', password: PASSWORD, acceptTerms: true });
    const first = await client.request('POST', '/api/auth/resend-verification', { email: 'throttle@scale.example' });
    const second = await client.request('POST', '/api/auth/resend-verification', { email: 'throttle@scale.example' });
    expect([first.status, second.status]).toEqual([200, 429]);
  });

  it('delivers realtime events whichever instance holds the socket', async () => {
    const writer = await member('writer@realtime-scale.example');
    const readers = await Promise.all(['r1', 'r2', 'r3'].map((n) => member(`${n}@realtime-scale.example`)));
    const sockets = await Promise.all(readers.map((r) => openSocket(proxy.url, r.cookie, proxy.url)));
    // The sockets are spread over the instances by the proxy.
    expect(instances.filter((i) => i.realtime.size > 0).length).toBeGreaterThanOrEqual(2);
    const created = await writer.request('POST', '/api/stories', { useCaseId: 'code-python-cli-argparse', timeSaved: 9 });
    expect(created.status).toBe(201);
    for (const socket of sockets) await waitFor(() => socket.messages.find((m) => m.type === 'story.created'));
    for (const socket of sockets) socket.ws.close();
  });
});
