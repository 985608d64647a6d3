import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync } from 'node:fs';
import { createServer } from 'node:net';
import { fileURLToPath } from 'node:url';
import { endBySignal } from './end-by-signal';

const SOURCE_ENTRY = fileURLToPath(new URL('../src/server.ts', import.meta.url));
/** The compiled server that `npm start` runs (`npm run build` writes it). */
const COMPILED_ENTRY = fileURLToPath(new URL('../start.js', import.meta.url));
const COMPILED_SERVER = fileURLToPath(new URL('../dist/server.js', import.meta.url));

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

/**
 * Servers still running when this process ends (a test that failed before stopping its own) are
 * killed with it: on exit, and on the SIGTERM or SIGHUP that ends a test worker (which would
 * otherwise end it without an exit event). Ctrl-C reaches the servers themselves.
 */
const running = new Set<ChildProcess>();
const killRunning = () => {
  for (const child of running) child.kill('SIGKILL');
};
const onSignal = (signal: NodeJS.Signals) => {
  killRunning();
  endBySignal(signal);
};
process.on('exit', killRunning);
function track(child: ChildProcess): void {
  if (running.size === 0) for (const signal of ['SIGTERM', 'SIGHUP'] as const) process.on(signal, onSignal);
  running.add(child);
  child.once('exit', () => {
    running.delete(child);
    if (running.size === 0) for (const signal of ['SIGTERM', 'SIGHUP'] as const) process.off(signal, onSignal);
  });
}

export interface ServerProcess {
  child: ChildProcess;
  url: string;
  output: () => string;
  exited: Promise<number | null>;
}

/**
 * Starts the real server entry as its own process and waits until it is ready: from the sources
 * (through tsx) by default, or `compiled` as users run it (the browser tests and benchmarks).
 */
export async function startServerProcess(
  env: Record<string, string>,
  { waitReady = true, compiled = false, nodeFlags = [] as string[] } = {},
): Promise<ServerProcess> {
  if (compiled && !existsSync(COMPILED_SERVER)) throw new Error(`${COMPILED_SERVER} is missing: run \`npm run build\` first.`);
  const port = env.PORT ? Number(env.PORT) : await freePort();
  let output = '';
  const args = compiled ? ['--enable-source-maps', ...nodeFlags, COMPILED_ENTRY] : ['--import', 'tsx', ...nodeFlags, SOURCE_ENTRY];
  const child = spawn(process.execPath, args, {
    env: { PATH: process.env.PATH ?? '', NODE_ENV: 'test', LOG_LEVEL: 'info', HOST: '127.0.0.1', ...env, PORT: String(port) },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  track(child);
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
