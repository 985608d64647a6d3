/**
 * Integration harness: the real app on a real database. Every suite runs on PGlite, and on
 * PostgreSQL too when TEST_DATABASE_URL or DATABASE_URL is set; each PostgreSQL run creates
 * its own database and drops it afterwards.
 */
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { type createApp } from '../src/app';
import type { CatalogueService } from '../src/catalogue/catalogue';
import { loadCatalogueService } from '../src/catalogue/load-catalogue';
import { loadConfig, type Config } from '../src/config';
import { openDatabase, type Database } from '../src/db/client';
import { createLogger, type Logger } from '../src/logger';
import { DEFAULT_RATE_LIMITS, type RateLimits } from '../src/http/rate-limit';
import { createOutboxMailer, type Mailer } from '../src/mail/mailer';
import { assembleApp } from '../src/runtime';
import type { EventBus } from '../src/realtime/bus';
import { type CallerCache } from '../src/auth/caller-cache';
import type { JobQueue, JobQueueOptions } from '../src/jobs/queue';
import type { RealtimeHub } from '../src/realtime/hub';
import { migratedPglite } from './pglite-template';

export type Engine = 'pglite' | 'postgres';

export const POSTGRES_URL = process.env.TEST_DATABASE_URL ?? process.env.DATABASE_URL;

export const ENGINES: Engine[] = POSTGRES_URL ? ['pglite', 'postgres'] : ['pglite'];

function withDatabase(url: string, name: string): string {
  const u = new URL(url);
  u.pathname = `/${name}`;
  return u.toString();
}

/** Creates an empty PostgreSQL database; returns its URL and a function that drops it. */
export async function createPostgresDatabase(): Promise<{ url: string; drop: () => Promise<void> }> {
  if (!POSTGRES_URL) throw new Error('No PostgreSQL configured (set TEST_DATABASE_URL or DATABASE_URL)');
  const name = `pathwise_test_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: POSTGRES_URL });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  await admin.end();
  return {
    url: withDatabase(POSTGRES_URL, name),
    drop: async () => {
      const client = new pg.Client({ connectionString: POSTGRES_URL });
      await client.connect();
      await client.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await client.end();
    },
  };
}

/**
 * In-process requests all come from one 'unknown' address, so per-address limits are loosened
 * for suites that are not about them. Per-account rules of the spec (resend throttle) stay.
 */
export const LOOSE_LIMITS: Partial<RateLimits> = Object.fromEntries(
  Object.entries(DEFAULT_RATE_LIMITS)
    .filter(([name]) => name.endsWith('PerIp'))
    .map(([name, value]) => [name, { ...value, limit: 1_000_000 }]),
);

let catalogueOnce: Promise<CatalogueService> | undefined;

export interface TestContext {
  engine: Engine;
  config: Config;
  database: Database;
  mailer: Mailer;
  logger: Logger;
  logs: string[];
  catalogue: CatalogueService;
  bus: EventBus;
  callers: CallerCache;
  jobs: JobQueue;
  /** Starts the queue's workers and schedules (done already unless the context was made with startJobs: false). */
  startJobs: () => Promise<void>;
  realtime: RealtimeHub;
  app: ReturnType<typeof createApp>;
  /** Stops everything; the database is dropped unless `keepDatabase` (a restart follows). */
  close(options?: { keepDatabase?: boolean }): Promise<void>;
}

export function testLogger(): { logger: Logger; logs: string[] } {
  const logs: string[] = [];
  const logger = createLogger('debug', { write: (line: string) => void logs.push(line) });
  return { logger, logs };
}

export async function createTestContext(
  engine: Engine,
  options: {
    env?: Record<string, string>;
    webDist?: string;
    rateLimits?: Partial<RateLimits>;
    jobs?: JobQueueOptions;
    mailer?: Mailer;
    /** PGlite kept in this folder (a restart test opens it again) instead of in memory. */
    persistentPglite?: string;
    /** Use the database at env.DATABASE_URL as it is (several instances on one database). */
    existingPostgres?: boolean;
    /** false: the job queue is left for the test to start (`startJobs`), as the server starts it after listening. */
    startJobs?: boolean;
  } = {},
): Promise<TestContext> {
  const dataDir = mkdtempSync(join(tmpdir(), 'pathwise-test-'));
  const pgDb =
    engine !== 'postgres'
      ? undefined
      : options.existingPostgres && options.env?.DATABASE_URL
        ? { url: options.env.DATABASE_URL, drop: () => Promise.resolve() }
        : await createPostgresDatabase();
  const config = loadConfig({
    NODE_ENV: 'test',
    PORT: '3999',
    DATA_DIR: dataDir,
    AUTH_SECRET: 'test-secret-test-secret-test-secret-0123',
    ...(pgDb ? { DATABASE_URL: pgDb.url } : {}),
    ...options.env,
  });
  const { logger, logs } = testLogger();
  const database = await openDatabase(
    pgDb
      ? { kind: 'postgres', url: pgDb.url, poolSize: 5 }
      : { kind: 'pglite', dataDir: options.persistentPglite, from: options.persistentPglite ? undefined : migratedPglite() },
    logger,
  );
  const mailer = options.mailer ?? createOutboxMailer(dataDir, logger);
  catalogueOnce ??= loadCatalogueService(config.contentDir);
  const catalogue = await catalogueOnce;
  const { app, deps, startJobs } = await assembleApp(
    {
      config,
      database,
      mailer,
      logger,
      catalogue,
      webDist: options.webDist,
      rateLimits: options.rateLimits ?? LOOSE_LIMITS,
    },
    { jobs: { retryDelaySeconds: 1, pollingIntervalSeconds: 0.5, ...options.jobs }, startJobs: options.startJobs ?? true },
  );
  const { bus, realtime, callers, jobs } = deps;
  return {
    engine,
    config,
    database,
    mailer,
    logger,
    logs,
    catalogue,
    bus,
    callers,
    app,
    jobs,
    startJobs,
    realtime,
    close: async ({ keepDatabase = false } = {}) => {
      realtime.close();
      await jobs.stop();
      await bus.close();
      await database.close();
      if (!keepDatabase) await pgDb?.drop();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/** A same-origin JSON request, as the web app sends it. */
export function jsonRequest(method: string, body: unknown, headers: Record<string, string> = {}): RequestInit {
  return {
    method,
    headers: { 'Content-Type': 'application/json', Origin: 'http://localhost:3999', ...headers },
    body: typeof body === 'string' ? body : JSON.stringify(body),
  };
}
