import { cpSync, mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { freePort, startServerProcess, type ServerProcess } from '../../apps/server/test/process-helpers';
import { startMailCatcher, type CaughtMail } from '../../apps/server/test/mail-catcher';

export type MailCatcher = Awaited<ReturnType<typeof startMailCatcher>>;

/** Where the run's initialised data folder is (global-setup.ts), for the servers to start from. */
export const DATA_TEMPLATE_ENV = 'PATHWISE_E2E_DATA_TEMPLATE';

/**
 * The servers' data folders, in the checkout's cache: a run removes its own, and global-setup.ts
 * empties this folder first, so an interrupted run's folders do not pile up in /tmp.
 */
export const SERVER_FOLDERS = fileURLToPath(new URL('../../.cache/e2e-servers/', import.meta.url));

/** The settings every browser-test server runs with (each also gets a port, folder and SMTP). */
export const E2E_SERVER_ENV = {
  AUTH_SECRET: 'e2e-secret-e2e-secret-e2e-secret-e2e-secret',
  LOG_LEVEL: 'warn',
  SEED_DEMO: 'false',
};

export interface E2EServer {
  url: string;
  server: ServerProcess;
  mail: CaughtMail[];
  stop(): Promise<void>;
}

/**
 * The compiled server with the built web app, as `npm start` runs them (e2e/support/global-setup.ts
 * builds them when stale), on an ephemeral port with its own embedded database, sending mail
 * over SMTP to a catcher the test can read. The database is a copy of one the run's first
 * server made and closed (global-setup.ts): a restart of an empty installation, which skips
 * initdb and the migrations (a start takes about 1 s instead of 3).
 */
export async function startE2EServer(
  env: Record<string, string> = {},
  /** A catcher shared with other instances on one database: the job queue sends from any of them. */
  shared?: { catcher: MailCatcher },
): Promise<E2EServer> {
  const catcher = shared?.catcher ?? (await startMailCatcher());
  const port = await freePort();
  mkdirSync(SERVER_FOLDERS, { recursive: true });
  const dataDir = mkdtempSync(join(SERVER_FOLDERS, 'server-'));
  const template = process.env[DATA_TEMPLATE_ENV];
  if (template && !env.DATABASE_URL) cpSync(template, dataDir, { recursive: true });
  const server = await startServerProcess(
    {
      PORT: String(port),
      APP_URL: `http://127.0.0.1:${port}`,
      DATA_DIR: dataDir,
      SMTP_URL: catcher.url,
      ...E2E_SERVER_ENV,
      ...env,
    },
    { compiled: true },
  );
  return {
    url: server.url,
    server,
    mail: catcher.messages,
    stop: async () => {
      server.child.kill('SIGTERM');
      await server.exited;
      if (!shared) await catcher.close();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
