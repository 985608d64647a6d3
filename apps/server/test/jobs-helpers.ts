import { sql } from 'drizzle-orm';
import { queryRows } from '../src/db/client';
import type { JobName } from '../src/jobs/queue';
import type { TestContext } from './harness';

/** How many jobs of a queue exist (any state) in the test database. */
export async function queuedJobs(t: TestContext, name: JobName): Promise<number> {
  const rows = await queryRows<{ n: number }>(t.database.db, sql`SELECT count(*)::int AS n FROM pgboss.job WHERE name = ${name}`);
  return rows[0]?.n ?? 0;
}
