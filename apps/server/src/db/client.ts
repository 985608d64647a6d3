import { mkdirSync } from 'node:fs';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { sql, type SQL } from 'drizzle-orm';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import pg from 'pg';
import type { Logger } from '../logger';
import { MIGRATIONS_DIR as migrationsFolder } from '../paths';
import { lockDataDir } from './lock';
import * as schema from './schema';

export type Schema = typeof schema;
export type Db = PgDatabase<PgQueryResultHKT, Schema>;

export interface Database {
  kind: 'pglite' | 'postgres';
  db: Db;
  /** Resolves when the database answers a trivial query. */
  ping(): Promise<boolean>;
  close(): Promise<void>;
  /** The pg pool (PostgreSQL only), for LISTEN/NOTIFY. */
  pool?: pg.Pool;
  /** The connection URL (PostgreSQL only), for the job queue's own small pool. */
  url?: string;
  /** The PGlite instance (embedded only). */
  pglite?: PGlite;
}

export type DatabaseOptions =
  | { kind: 'postgres'; url: string; poolSize?: number }
  /** `from`: a dump (PGlite's dumpDataDir) to start from instead of an empty database. */
  | { kind: 'pglite'; dataDir: string | undefined; from?: Blob };

/** Arbitrary constant: the advisory lock that serialises migrations between instances. */
const MIGRATION_LOCK_KEY = 7_231_004_117;

/**
 * Extensions the schema's indexes need (the prompt library's trigram search), created before the
 * migrations run. pg_trgm is a trusted extension (PostgreSQL 13+): a database owner may create
 * it; PGlite loads its build of the same module.
 */
const EXTENSIONS_SQL = 'CREATE EXTENSION IF NOT EXISTS pg_trgm';

async function openPostgres(url: string, poolSize: number, logger: Logger): Promise<Database> {
  const pool = new pg.Pool({ connectionString: url, max: poolSize, connectionTimeoutMillis: 5_000, idleTimeoutMillis: 30_000 });
  // Without a listener an idle client's error (database restarted) would crash the process.
  pool.on('error', (error) => logger.warn({ err: error }, 'idle database connection lost'));
  const db = drizzlePg(pool, { schema, casing: 'snake_case' }) as unknown as Db;
  const client = await pool.connect();
  try {
    await client.query('SELECT pg_advisory_lock($1)', [MIGRATION_LOCK_KEY]);
    try {
      await client.query(EXTENSIONS_SQL);
      await migratePg(drizzlePg(client, { schema }), { migrationsFolder });
    } finally {
      await client.query('SELECT pg_advisory_unlock($1)', [MIGRATION_LOCK_KEY]);
    }
  } finally {
    client.release();
  }
  return {
    kind: 'postgres',
    db,
    pool,
    url,
    ping: async () => {
      try {
        await pool.query('SELECT 1');
        return true;
      } catch {
        return false;
      }
    },
    close: () => pool.end(),
  };
}

/**
 * PGlite's own start parameters plus a buffer cache sized for one embedded server: PostgreSQL's
 * default 128 MB of shared buffers grows PGlite's WebAssembly memory past its 128 MiB floor as
 * pages are read, and that memory is never given back (docs/decisions: embedded database memory).
 */
export const PGLITE_SHARED_BUFFERS = '16MB';
const PGLITE_START_PARAMS = [...PGlite.defaultStartParams, '-c', `shared_buffers=${PGLITE_SHARED_BUFFERS}`];

async function openPglite(dataDir: string | undefined, from: Blob | undefined, logger: Logger): Promise<Database> {
  let unlock = () => {};
  if (dataDir) {
    mkdirSync(dataDir, { recursive: true });
    unlock = lockDataDir(dataDir);
  }
  let client: PGlite;
  try {
    client = new PGlite({
      ...(dataDir ? { dataDir } : {}),
      ...(from ? { loadDataDir: from } : {}),
      extensions: { pg_trgm },
      startParams: PGLITE_START_PARAMS,
    });
    await client.waitReady;
    await client.exec(EXTENSIONS_SQL);
    const db = drizzlePglite(client, { schema, casing: 'snake_case' }) as unknown as Db;
    await migratePglite(drizzlePglite(client, { schema }), { migrationsFolder });
    logger.debug({ dataDir: dataDir ?? 'memory' }, 'embedded database ready');
    let closed = false;
    return {
      kind: 'pglite',
      db,
      pglite: client,
      ping: async () => {
        if (closed) return false;
        try {
          await client.query('SELECT 1');
          return true;
        } catch {
          return false;
        }
      },
      close: async () => {
        if (closed) return;
        closed = true;
        try {
          await client.close();
        } finally {
          unlock();
        }
      },
    };
  } catch (error) {
    unlock();
    throw error;
  }
}

export async function openDatabase(options: DatabaseOptions, logger: Logger): Promise<Database> {
  return options.kind === 'postgres'
    ? openPostgres(options.url, options.poolSize ?? 10, logger)
    : openPglite(options.dataDir, options.from, logger);
}

/** Runs raw SQL and returns its rows (both drivers expose `rows`). */
export async function queryRows<T>(db: Db, query: SQL): Promise<T[]> {
  const result: unknown = await db.execute(query);
  return (result as { rows: T[] }).rows;
}

/**
 * A statement whose text never changes, run by name: on PostgreSQL node-postgres prepares it once
 * per connection, so it is parsed and planned once rather than on every call; PGlite runs it as
 * any query. Not inside a transaction (it takes a connection of the pool's own).
 */
export async function queryNamed<T>(db: Db, name: string, text: string, values: unknown[]): Promise<T[]> {
  const client = (db as unknown as { $client: pg.Pool | PGlite }).$client;
  if (client instanceof PGlite) return (await client.query<T>(text, values)).rows;
  return (await client.query<T & pg.QueryResultRow>({ name, text, values })).rows;
}

export { sql };
