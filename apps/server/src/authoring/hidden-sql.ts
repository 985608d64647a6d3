import { sql, type SQL, type SQLWrapper } from 'drizzle-orm';

/**
 * A condition that leaves out rows about use cases the reader may not read (visibility.ts
 * decides which): always true when nothing is hidden, so most readers' queries do not change.
 */
export function notHidden(useCaseId: SQLWrapper, hidden: readonly string[]): SQL {
  if (hidden.length === 0) return sql`true`;
  return sql`${useCaseId} NOT IN (${sql.join(
    hidden.map((id) => sql`${id}`),
    sql`, `,
  )})`;
}
