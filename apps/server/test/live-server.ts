import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import WebSocket from 'ws';
import { loadConfig } from '../src/config';
import type { AppDeps } from '../src/context';
import { startServer, type Running } from '../src/runtime';
import { freePort } from './process-helpers';
import { testLogger } from './harness';

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
    DATA_DIR: mkdtempSync(join(tmpdir(), 'pathwise-live-')),
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

export class Client {
  cookie = '';
  constructor(readonly origin: string) {}

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
    const cookie = /pw_session=([^;]+)/.exec(response.headers.get('set-cookie') ?? '')?.[1];
    if (cookie) this.cookie = `pw_session=${cookie}`;
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

export async function waitFor<T>(check: () => T | undefined, timeoutMs = 2_000): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = check();
    if (value !== undefined) return value;
    if (Date.now() > deadline) throw new Error('timed out waiting');
    await new Promise((r) => setTimeout(r, 20));
  }
}
