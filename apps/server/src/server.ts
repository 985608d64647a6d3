/** Process entry: validate the environment, start, and shut down gracefully on a signal. */
import { ConfigError, loadConfig } from './config';
import { ContentError } from './catalogue/load-catalogue';
import { DataDirLockedError } from './db/lock';
import { createLogger } from './logger';
import { startServer } from './runtime';

let config;
try {
  config = loadConfig();
} catch (error) {
  if (error instanceof ConfigError) {
    console.error(`${error.message}\n\nThe server did not start. Fix the environment variables above and try again.`);
    process.exit(1);
  }
  throw error;
}

const logger = createLogger(config.logLevel);

try {
  const running = await startServer(config, logger);
  logger.info({ url: config.appUrl, port: running.port, database: running.database.kind, mail: running.mailer.kind }, 'server listening');
  if (config.env !== 'production') {
    const outbox =
      running.mailer.kind === 'outbox' ? `\n  E-mail (no SMTP_URL): ${config.appUrl}/dev/outbox and ${config.dataDir}/outbox\n` : '';
    console.log(`\n  Pathwise is running at ${config.appUrl}\n${outbox}`);
  }

  let signalled = false;
  const shutdown = (signal: NodeJS.Signals) => {
    if (signalled) return;
    signalled = true;
    logger.info({ signal }, 'shutting down');
    running
      .stop()
      .then(() => {
        logger.info('stopped cleanly');
        process.exit(0);
      })
      .catch((error: unknown) => {
        logger.error({ err: error }, 'error during shutdown');
        process.exit(1);
      });
  };
  process.on('SIGTERM', shutdown);
  process.on('SIGINT', shutdown);
} catch (error) {
  if (error instanceof DataDirLockedError || error instanceof ContentError) {
    logger.fatal(error.message);
    console.error(error.message);
    process.exit(1);
  }
  logger.fatal({ err: error }, 'the server could not start');
  process.exit(1);
}
