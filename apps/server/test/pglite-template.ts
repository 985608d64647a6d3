/**
 * One migrated embedded database for the whole run: each suite's in-memory PGlite starts from its
 * dump instead of running initdb and every migration again (about a second each, over forty
 * times a run), and each server the suites start on a data folder (DATA_DIR) starts from a copy
 * of that dump written to disk, as a server finds its folder after a first start (a new folder
 * took 3.5 s more to start in process and 4.5 s more as its own process, a dozen times a run).
 * Made once, before any suite, by the server project's global setup; its paths reach the suites'
 * processes in the environment. initdb and the migrations still run here (in memory), and a first
 * start on an empty folder is made by every browser-test run's setup.
 */
import { cpSync, existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { openDatabase } from '../src/db/client';
import { createLogger } from '../src/logger';

const TEMPLATE_ENV = 'PATHWISE_TEST_PGLITE_TEMPLATE';
const DATA_FOLDER_ENV = 'PATHWISE_TEST_DATA_FOLDER_TEMPLATE';

/** Vitest global setup: writes the dump and the data folder, and removes them when the run ends. */
export default async function setup(): Promise<() => void> {
  const folder = mkdtempSync(join(tmpdir(), 'pathwise-template-'));
  const logger = createLogger('error');
  const database = await openDatabase({ kind: 'pglite', dataDir: undefined }, logger);
  let dump: Blob;
  try {
    dump = await database.pglite!.dumpDataDir('none');
  } finally {
    await database.close();
  }
  const file = join(folder, 'migrated.tar');
  writeFileSync(file, Buffer.from(await dump.arrayBuffer()));
  // The server keeps its embedded database in DATA_DIR/pglite (config.ts).
  const dataFolder = join(folder, 'data');
  const onDisk = await openDatabase({ kind: 'pglite', dataDir: join(dataFolder, 'pglite'), from: dump }, logger);
  await onDisk.close();
  process.env[TEMPLATE_ENV] = file;
  process.env[DATA_FOLDER_ENV] = dataFolder;
  return () => rmSync(folder, { recursive: true, force: true });
}

/** The migrated dump when this run made one (the server suites), else nothing: start empty. */
export function migratedPglite(): Blob | undefined {
  const file = process.env[TEMPLATE_ENV];
  return file ? new Blob([readFileSync(file)]) : undefined;
}

/**
 * A new data folder for a server (DATA_DIR) in the system's temporary folder: a copy of the run's
 * migrated one when this run made one, else empty (the server then makes its database).
 */
export function newDataFolder(prefix: string): string {
  const folder = mkdtempSync(join(tmpdir(), prefix));
  const template = process.env[DATA_FOLDER_ENV];
  if (template && existsSync(template)) cpSync(template, folder, { recursive: true });
  return folder;
}
