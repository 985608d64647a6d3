import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import WebSocket from 'ws';
import { loadConfig } from '../src/config';
import type { AppDeps } from '../src/context';
import { startServer, type Running } from '../src/runtime';
import { freePort } from './process-helpers';
import { PASSWORD } from './accounts-helpers';
import { createPostgresDatabase, type Engine, testLogger } from './harness';
import { newDataFolder } from './pglite-template';

/** A real listening server in this process (HTTP + WebSocket), for realtime and scale-out tests. */
export async function startLiveServer(
  env: Record<string, string> = {},
  overrides: Pick<AppDeps, 'rateLimits'> = {},
): Promise<Running & { origin: string; logs: string[] }> {
  const port = await freePort();
  const config = loadConfig({
    NODE_ENV: 'test',
    PORT: String(port),
    HOST: '127.0.0.1',
    APP_URL: `http://127.0.0.1:${port}`,
    // On the embedded database, the run's migrated data folder (a restart, not a first start).
    DATA_DIR: env.DATABASE_URL ? mkdtempSync(join(tmpdir(), 'pathwise-live-')) : newDataFolder('pathwise-live-'),
    AUTH_SECRET: 'live-secret-live-secret-live-secret-live',
    SEED_DEMO: 'false',
    ...env,
  });
  const { logger, logs } = testLogger();
  const running = await startServer(config, logger, overrides);
  return {
    ...running,
    // The data folder goes with the server.
    stop: async () => {
      await running.stop();
      rmSync(config.dataDir, { recursive: true, force: true });
    },
    origin: `http://127.0.0.1:${port}`,
    logs,
  };
}

/**
 * A live server on the engine given: on PostgreSQL, on a database of its own, dropped when the
 * server stops (or fails to start).
 */
export async function startLiveServerOn(engine: Engine): ReturnType<typeof startLiveServer> {
  if (engine === 'pglite') return startLiveServer();
  const db = await createPostgresDatabase();
  const server = await startLiveServer({ DATABASE_URL: db.url }).catch(async (error: unknown) => {
    await db.drop();
    throw error;
  });
  return {
    ...server,
    stop: async () => {
      await server.stop();
      await db.drop();
    },
  };
}

/** A browser's cookies for one site, as far as these tests need them (values, and deletions). */
export class Client {
  private readonly jar = new Map<string, string>();
  constructor(readonly origin: string) {}

  get cookie(): string {
    return [...this.jar].map(([name, value]) => `${name}=${value}`).join('; ');
  }

  /** Takes over another client's cookies (a Cookie header). */
  set cookie(header: string) {
    this.jar.clear();
    for (const pair of header.split('; ')) {
      const at = pair.indexOf('=');
      if (at > 0) this.jar.set(pair.slice(0, at), pair.slice(at + 1));
    }
  }

  async request(method: string, path: string, body?: unknown) {
    const response = await fetch(`${this.origin}${path}`, {
      method,
      headers: {
        Origin: this.origin,
        ...(this.cookie ? { Cookie: this.cookie } : {}),
        ...(body === undefined ? {} : { 'Content-Type': 'application/json' }),
      },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    for (const line of response.headers.getSetCookie()) {
      const [, name = '', value = ''] = /^([^=]+)=([^;]*)/.exec(line) ?? [];
      if (value === '' || /max-age=0/i.test(line)) this.jar.delete(name);
      else this.jar.set(name, value);
    }
    const text = await response.text();
    return { status: response.status, json: (text ? JSON.parse(text) : {}) as Record<string, unknown> };
  }
}

export function openSocket(
  origin: string,
  cookie: string,
  originHeader = origin,
): Promise<{ ws: WebSocket; messages: Record<string, unknown>[] }> {
  return new Promise((resolve, reject) => {
    const ws = new WebSocket(`${origin.replace('http', 'ws')}/api/realtime`, { headers: { Cookie: cookie, Origin: originHeader } });
    const messages: Record<string, unknown>[] = [];
    ws.on('message', (data: Buffer) => messages.push(JSON.parse(data.toString()) as Record<string, unknown>));
    ws.once('open', () => resolve({ ws, messages }));
    ws.once('unexpected-response', (_req, res) => reject(new Error(`upgrade refused: ${res.statusCode}`)));
    ws.once('error', reject);
  });
}

/**
 * Opens a socket on a session that has ended: the server accepts it and closes it at once as
 * 'session ended' (the tab then stops reconnecting). Resolves with the close code and what the
 * socket heard before it (nothing is expected).
 */
export async function openEndedSocket(origin: string, cookie: string): Promise<{ code: number; messages: Record<string, unknown>[] }> {
  const { ws, messages } = await openSocket(origin, cookie);
  const code = await new Promise<number>((resolve) => ws.once('close', (closed: number) => resolve(closed)));
  return { code, messages };
}

export async function waitFor<T>(check: () => T | undefined, timeoutMs = 2_000): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = check();
    if (value !== undefined) return value;
    if (Date.now() > deadline) throw new Error('timed out waiting');
    await new Promise((r) => setTimeout(r, 20));
  }
}

type LiveServer = Awaited<ReturnType<typeof startLiveServer>>;

/** Signs up through `via` and verifies; the mail job may run on any of `servers` (one queue). */
export async function liveMember(
  server: LiveServer | LiveServer[],
  email: string,
  via: LiveServer = Array.isArray(server) ? (server[0] as LiveServer) : server,
): Promise<Client> {
  const servers = Array.isArray(server) ? server : [server];
  const client = new Client(via.origin);
  const signup = await client.request('POST', '/api/auth/signup', { email, password: PASSWORD, acceptTerms: true });
  if (signup.status !== 201) throw new Error(`signup ${signup.status}`);
  const mail = await waitFor(() => servers.flatMap((s) => s.mailer.outbox()).find((m) => m.to === email), 10_000);
  const token = /token_hash=([A-Za-z0-9_-]+)/.exec(mail.text)?.[1];
  const verify = await client.request('POST', '/api/auth/verify', { tokenHash: token, type: 'signup' });
  if (verify.status !== 200) throw new Error(`verify ${verify.status}`);
  return client;
}
