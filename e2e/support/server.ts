import { cpSync, mkdtempSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { freePort, startServerProcess, type ServerProcess } from '../../apps/server/test/process-helpers';
import { startMailCatcher, type CaughtMail } from '../../apps/server/test/mail-catcher';

export type MailCatcher = Awaited<ReturnType<typeof startMailCatcher>>;

/** The run's own folder (global-setup.ts): its initialised data folder and its servers' folders. */
export const RUN_FOLDER_ENV = 'PATHWISE_E2E_RUN_FOLDER';

/** Where, in the run's folder, the initialised data folder is that each server starts from. */
export const TEMPLATE_NAME = 'template';

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
  const run = process.env[RUN_FOLDER_ENV];
  if (!run) throw new Error(`${RUN_FOLDER_ENV} is not set: the browser tests run through e2e/vitest.config.ts.`);
  const dataDir = mkdtempSync(join(run, 'server-'));
  if (!env.DATABASE_URL) cpSync(join(run, TEMPLATE_NAME), dataDir, { recursive: true });
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
