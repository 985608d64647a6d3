import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { fileURLToPath } from 'node:url';
import { serve } from '@hono/node-server';
import { createApp } from './app';
import { scheduleHousekeeping } from './housekeeping';
import { DEMO, seedDemoWorkspace } from './demo/seed';
import { loadCatalogueService } from './catalogue/load-catalogue';
import type { Config } from './config';
import type { AppDeps } from './context';
import { openDatabase, type Database } from './db/client';
import type { Logger } from './logger';
import { createOutboxMailer, createSmtpMailer, type Mailer } from './mail/mailer';
import { createLocalBus, createPostgresBus, type EventBus } from './realtime/bus';
import { RealtimeHub } from './realtime/hub';
import { FeedCache } from './stories/feed-cache';
import { CallerCache } from './auth/caller-cache';
import { WebSocketServer } from 'ws';

export const WEB_DIST = fileURLToPath(new URL('../../web/dist', import.meta.url));

export interface Running {
  url: string;
  port: number;
  database: Database;
  mailer: Mailer;
  realtime: RealtimeHub;
  /** Graceful stop: refuse new connections, drain requests, close sockets and the database. */
  stop(): Promise<void>;
}

export function createMailer(config: Config, logger: Logger): Mailer {
  return config.mail.smtpUrl
    ? createSmtpMailer(config.mail.smtpUrl, config.mail.from, logger)
    : createOutboxMailer(config.dataDir, logger, config.env === 'development');
}

export function createBus(database: Database, logger: Logger): EventBus {
  return database.pool ? createPostgresBus(database.pool, logger) : createLocalBus(logger);
}

/**
 * The app and the shared parts it runs on (event bus, realtime hub, caches), from the database,
 * mailer and catalogue: the same assembly for the server and the tests.
 */
export function assembleApp(base: Omit<AppDeps, 'bus' | 'realtime' | 'feedCache' | 'callers'>) {
  const bus = createBus(base.database, base.logger);
  const deps: AppDeps = {
    ...base,
    bus,
    realtime: new RealtimeHub(bus, base.logger),
    feedCache: new FeedCache(base.database.db, bus),
    callers: new CallerCache(base.database.db, bus),
  };
  return { app: createApp(deps), deps };
}

/** Opens the database (migrating it), builds the app and listens. */
export async function startServer(config: Config, logger: Logger, overrides: Pick<AppDeps, 'rateLimits'> = {}): Promise<Running> {
  const database = await openDatabase(
    config.database.kind === 'postgres'
      ? { kind: 'postgres', url: config.database.url }
      : { kind: 'pglite', dataDir: config.database.dataDir },
    logger,
  );
  let catalogue;
  try {
    catalogue = await loadCatalogueService(config.contentDir);
  } catch (error) {
    await database.close();
    throw error;
  }
  if (config.seedDemo) {
    const seeded = await seedDemoWorkspace(database.db, catalogue, logger);
    if (seeded && config.env === 'development') {
      console.log(`\n  Demo workspace ready: sign in as ${DEMO.emailOf(catalogue.teammates[0]?.id ?? 'maya-chen')} / ${DEMO.password}\n`);
    }
  }
  const mailer = createMailer(config, logger);
  const { app, deps } = assembleApp({ config, database, mailer, logger, catalogue, webDist: WEB_DIST, ...overrides });
  const { bus, realtime } = deps;
  const wss = new WebSocketServer({ noServer: true, maxPayload: 4 * 1024 });

  const server = await new Promise<Server>((resolve, reject) => {
    const s = serve({ fetch: app.fetch, port: config.port, hostname: config.host, websocket: { server: wss } }, () => resolve(s)) as Server;
    s.once('error', reject);
  });
  const { port } = server.address() as AddressInfo;
  const stopHousekeeping = scheduleHousekeeping(database.db, logger);
  // Keep-alive sockets are closed as soon as they go idle once shutdown starts.
  server.keepAliveTimeout = 5_000;

  let stopping: Promise<void> | undefined;
  const stop = () => {
    stopping ??= (async () => {
      const closed = new Promise<void>((resolve) => server.close(() => resolve()));
      // Sockets are told to reconnect (code 1012) so the clients find another instance.
      realtime.close();
      stopHousekeeping();
      server.closeIdleConnections();
      const timer = setTimeout(() => server.closeAllConnections(), config.shutdownTimeoutMs);
      await closed;
      clearTimeout(timer);
      mailer.close();
      await bus.close();
      await database.close();
    })();
    return stopping;
  };
  return { url: `http://localhost:${port}`, port, database, mailer, realtime, stop };
}
