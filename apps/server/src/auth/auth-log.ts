import type { AuthEventType } from '@pathwise/core';
import type { Db } from '../db/client';
import { authLogs } from '../db/schema';
import type { ClientInfo } from '../http/client-info';
import type { Logger } from '../logger';

/**
 * Writes an auth_logs row. A failure to log must never fail the user's request: it is
 * reported to the server log only (spec: logging failures are not shown to the user).
 */
export async function writeAuthLog(
  db: Db,
  log: Logger,
  entry: { userId: string | null; eventType: AuthEventType; client: ClientInfo; metadata?: Record<string, unknown> },
): Promise<void> {
  try {
    await db.insert(authLogs).values({
      userId: entry.userId,
      eventType: entry.eventType,
      ipAddress: entry.client.ip,
      userAgent: entry.client.userAgent,
      metadata: entry.metadata ?? {},
    });
  } catch (error) {
    log.warn({ err: error, eventType: entry.eventType }, 'auth log not written');
  }
}
