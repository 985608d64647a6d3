/**
 * One migrated embedded database for the whole run: each suite's in-memory PGlite starts from its
 * dump instead of running initdb and every migration again (about a second each, over forty
 * times a run). Made once, before any suite, by the server project's global setup; its path
 * reaches the suites' processes in the environment.
 */
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { openDatabase } from '../src/db/client';
import { createLogger } from '../src/logger';

const TEMPLATE_ENV = 'PATHWISE_TEST_PGLITE_TEMPLATE';

/** Vitest global setup: writes the dump, and removes it when the run ends. */
export default async function setup(): Promise<() => void> {
  const folder = mkdtempSync(join(tmpdir(), 'pathwise-template-'));
  const database = await openDatabase({ kind: 'pglite', dataDir: undefined }, createLogger('error'));
  try {
    const dump = await database.pglite!.dumpDataDir('none');
    const file = join(folder, 'migrated.tar');
    writeFileSync(file, Buffer.from(await dump.arrayBuffer()));
    process.env[TEMPLATE_ENV] = file;
  } finally {
    await database.close();
  }
  return () => rmSync(folder, { recursive: true, force: true });
}

/** The migrated dump when this run made one (the server suites), else nothing: start empty. */
export function migratedPglite(): Blob | undefined {
  const file = process.env[TEMPLATE_ENV];
  return file ? new Blob([readFileSync(file)]) : undefined;
}
