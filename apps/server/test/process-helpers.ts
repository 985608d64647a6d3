import { spawn, type ChildProcess } from 'node:child_process';
import { createServer } from 'node:net';
import { fileURLToPath } from 'node:url';

const SERVER_ENTRY = fileURLToPath(new URL('../src/server.ts', import.meta.url));

export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      server.close(() => resolve(port));
    });
  });
}

export interface ServerProcess {
  child: ChildProcess;
  url: string;
  output: () => string;
  exited: Promise<number | null>;
}

/** Starts the real server entry as its own process and waits until it is ready. */
export async function startServerProcess(env: Record<string, string>, { waitReady = true } = {}): Promise<ServerProcess> {
  const port = env.PORT ? Number(env.PORT) : await freePort();
  let output = '';
  const child = spawn(process.execPath, ['--import', 'tsx', SERVER_ENTRY], {
    env: { PATH: process.env.PATH ?? '', NODE_ENV: 'test', LOG_LEVEL: 'info', HOST: '127.0.0.1', ...env, PORT: String(port) },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  const url = `http://127.0.0.1:${port}`;
  if (waitReady) {
    const deadline = Date.now() + 60_000;
    for (;;) {
      if (child.exitCode !== null) throw new Error(`server exited with ${child.exitCode}:\n${output}`);
      try {
        const response = await fetch(`${url}/readyz`);
        if (response.ok) break;
      } catch {
        // not listening yet
      }
      if (Date.now() > deadline) throw new Error(`server did not become ready:\n${output}`);
      await new Promise((r) => setTimeout(r, 100));
    }
  }
  return { child, url, output: () => output, exited };
}

export async function trackEvent(url: string, event: string, properties: Record<string, unknown> = {}): Promise<number | null> {
  const response = await fetch(`${url}/functions/v1/track-event`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ event, distinctId: 'anonymous', properties }),
  });
  if (response.status !== 201) return null;
  return ((await response.json()) as { id: number }).id;
}
