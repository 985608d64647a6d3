import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { serve } from '@hono/node-server';
import { createApp } from './app';
import { scheduleHousekeeping } from './housekeeping';
import { DEMO, seedDemoWorkspace } from './demo/seed';
import { loadCatalogueService } from './catalogue/load-catalogue';
import type { Config } from './config';
import type { AppDeps } from './context';
import { openDatabase, type Database } from './db/client';
import type { Logger } from './logger';
import { WEB_DIST } from './paths';
import { createOutboxMailer, createSmtpMailer, type Mailer } from './mail/mailer';
import { createLocalBus, createPostgresBus, type EventBus } from './realtime/bus';
import { RealtimeHub } from './realtime/hub';
import { TeamCatalogue } from './authoring/workspace-catalogue';
import { ImpactCache } from './impact/figures-cache';
import { FeedCache } from './stories/feed-cache';
import { PromptLibraryCache } from './prompts/library-cache';
import { ChatPresence } from './chat/presence';
import { useCaseAudience } from './authoring/visibility';
import { CallerCache } from './auth/caller-cache';
import { registerAccountMailJobs } from './auth/mail-jobs';
import { liveSessionHashes } from './auth/sessions';
import { createJobQueue, type JobQueueOptions } from './jobs/queue';
import { backfillPromptLibrary } from './prompts/filing';
import { registerNotificationMailJobs } from './notifications/mail-jobs';
import { registerInvitationMailJobs } from './workspace-admin/invitations';
import { registerChatJobs } from './chat/jobs';
import { registerDigestJobs } from './digest/jobs';
import { registerImpactJobs, startFollowUpSweep } from './impact/follow-up';
import { startDigestSchedules } from './digest/schedule';
import { WebSocketServer } from 'ws';

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
  return config.mail.smtpUrl ? createSmtpMailer(config.mail.smtpUrl, config.mail.from, logger) : createOutboxMailer(config.dataDir, logger);
}

export function createBus(database: Database, logger: Logger): EventBus {
  return database.pool ? createPostgresBus(database.pool, logger) : createLocalBus(logger);
}

/**
 * The app and the shared parts it runs on (event bus, realtime hub, caches), from the database,
 * mailer and catalogue: the same assembly for the server and the tests.
 */
export async function assembleApp(
  base: Omit<
    AppDeps,
    'bus' | 'realtime' | 'feedCache' | 'impactCache' | 'promptLibrary' | 'chatPresence' | 'callers' | 'jobs' | 'teamCatalogue'
  >,
  options: { jobs?: JobQueueOptions; /** false: the caller starts the queue (after listening). */ startJobs?: boolean } = {},
) {
  const { database, logger } = base;
  const bus = createBus(database, logger);
  const jobs = createJobQueue(database, logger, options.jobs);
  const teamCatalogue = new TeamCatalogue(database.db, base.catalogue, bus);
  const catalogueOf = (workspaceId: string) => teamCatalogue.catalogueFor(workspaceId);
  registerAccountMailJobs(jobs, { db: database.db, mailer: base.mailer, logger, appUrl: base.config.appUrl });
  registerInvitationMailJobs(jobs, { db: database.db, mailer: base.mailer, appUrl: base.config.appUrl });
  registerNotificationMailJobs(jobs, { db: database.db, mailer: base.mailer, catalogueOf, appUrl: base.config.appUrl });
  registerChatJobs(jobs, { db: database.db, config: base.config, catalogueOf, logger });
  registerDigestJobs(jobs, { db: database.db, mailer: base.mailer, catalogueOf, config: base.config, logger });
  registerImpactJobs(jobs, { db: database.db, bus });
  /** Starts the queue's workers and the digest schedules. */
  const startJobs = async () => {
    await jobs.start();
    await startDigestSchedules(jobs, database.db, logger);
    await startFollowUpSweep(jobs);
  };
  if (options.startJobs !== false) await startJobs();
  const deps: AppDeps = {
    ...base,
    bus,
    jobs,
    realtime: new RealtimeHub(
      bus,
      logger,
      (hashes) => liveSessionHashes(database.db, hashes),
      undefined,
      useCaseAudience(database.db, teamCatalogue),
    ),
    feedCache: new FeedCache(database.db, bus),
    impactCache: new ImpactCache(bus),
    promptLibrary: new PromptLibraryCache(bus),
    chatPresence: new ChatPresence(database.db, bus),
    teamCatalogue,
    callers: new CallerCache(database.db, bus),
  };
  return { app: createApp(deps), deps, startJobs };
}

/** The longest wait between two tries to start the job queue. */
const JOB_START_RETRY_MAX_MS = 30_000;

/**
 * Starts the job queue, and tries again (1 s, 2 s, 4 s … up to 30 s apart) until it starts or the
 * server stops: a database that is unreachable for a moment at start-up must not leave this
 * instance unable to write for its whole life. Meanwhile writes answer 503 (app.ts).
 */
export async function startJobsUntilStarted(startJobs: () => Promise<void>, stopped: () => boolean, logger: Logger): Promise<void> {
  for (let attempt = 1; !stopped(); attempt += 1) {
    try {
      await startJobs();
      if (attempt > 1) logger.info({ attempt }, 'the job queue started');
      return;
    } catch (error) {
      if (stopped()) return;
      const retryMs = Math.min(1_000 * 2 ** (attempt - 1), JOB_START_RETRY_MAX_MS);
      logger.error({ err: error, attempt, retryMs }, 'the job queue could not start; writes answer 503 until it does');
      await new Promise((resolve) => setTimeout(resolve, retryMs).unref());
    }
  }
}

/** Opens the database (migrating it), builds the app and listens. */
export async function startServer(config: Config, logger: Logger, overrides: Pick<AppDeps, 'rateLimits'> = {}): Promise<Running> {
  // The content is read while the database opens (the embedded one waits on its WASM compile).
  const loadingCatalogue = loadCatalogueService(config.contentDir);
  loadingCatalogue.catch(() => {}); // awaited below, once the database is open (or failed)
  const database = await openDatabase(
    config.database.kind === 'postgres'
      ? { kind: 'postgres', url: config.database.url }
      : { kind: 'pglite', dataDir: config.database.dataDir },
    logger,
  );
  let catalogue;
  try {
    catalogue = await loadingCatalogue;
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
  // Stories shared before the prompt library existed join it (idempotent, cheap when done).
  const backfilled = await backfillPromptLibrary(database.db);
  if (backfilled > 0) logger.info({ stories: backfilled }, 'prompt library filled from earlier stories');
  const mailer = createMailer(config, logger);
  const { app, deps, startJobs } = await assembleApp(
    { config, database, mailer, logger, catalogue, webDist: WEB_DIST, ...overrides },
    // The queue starts once the server listens: its set-up queries do not delay the first answer,
    // and a mail queued meanwhile waits for it.
    { startJobs: false },
  );
  const { bus, realtime, jobs } = deps;
  const wss = new WebSocketServer({ noServer: true, maxPayload: 4 * 1024 });

  const server = await new Promise<Server>((resolve, reject) => {
    const s = serve({ fetch: app.fetch, port: config.port, hostname: config.host, websocket: { server: wss } }, () => resolve(s)) as Server;
    s.once('error', reject);
  });
  const { port } = server.address() as AddressInfo;
  let stopping: Promise<void> | undefined;
  void startJobsUntilStarted(startJobs, () => stopping !== undefined, logger);
  const stopHousekeeping = scheduleHousekeeping(database.db, logger);
  // Keep-alive sockets are closed as soon as they go idle once shutdown starts.
  server.keepAliveTimeout = 5_000;

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
      // Running jobs finish (or are retried by another instance after they expire).
      await jobs.stop();
      mailer.close();
      await bus.close();
      await database.close();
    })();
    return stopping;
  };
  return { url: `http://localhost:${port}`, port, database, mailer, realtime, stop };
}
