import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { freePort, startServerProcess, type ServerProcess } from '../../apps/server/test/process-helpers';
import { startMailCatcher, type CaughtMail } from './mail-catcher';

export interface E2EServer {
  url: string;
  server: ServerProcess;
  mail: CaughtMail[];
  stop(): Promise<void>;
}

/**
 * The real server (built web app included) on an ephemeral port with its own embedded
 * database, sending mail over SMTP to a catcher the test can read.
 */
export async function startE2EServer(env: Record<string, string> = {}): Promise<E2EServer> {
  const catcher = await startMailCatcher();
  const port = await freePort();
  const dataDir = mkdtempSync(join(tmpdir(), 'pathwise-e2e-'));
  const server = await startServerProcess({
    PORT: String(port),
    APP_URL: `http://127.0.0.1:${port}`,
    DATA_DIR: dataDir,
    SMTP_URL: catcher.url,
    AUTH_SECRET: 'e2e-secret-e2e-secret-e2e-secret-e2e-secret',
    LOG_LEVEL: 'warn',
    SEED_DEMO: 'false',
    ...env,
  });
  return {
    url: server.url,
    server,
    mail: catcher.messages,
    stop: async () => {
      server.child.kill('SIGTERM');
      await server.exited;
      await catcher.close();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
