import type { Config } from './config';
import type { Database } from './db/client';
import type { Logger } from './logger';
import type { Mailer } from './mail/mailer';

/** What the app is built from; tests build it with their own database and mailer. */
export interface AppDeps {
  config: Config;
  database: Database;
  mailer: Mailer;
  logger: Logger;
  /** Folder of the built web app; omit to serve the API only. */
  webDist?: string;
}

export interface AppEnv {
  Variables: {
    requestId: string;
    log: Logger;
  };
}
