import { and, desc, eq, lt } from 'drizzle-orm';
import { AUDIT_PAGE_SIZE, auditSentence, displayName, type AuditAction, type AuditPage } from '@pathwise/core';
import type { Db } from '../db/client';
import { auditLog, userProfiles, users } from '../db/schema';

export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

/** Records an admin action in the same transaction as the action itself. */
export async function writeAudit(
  db: Db | Tx,
  entry: { workspaceId: string; actorId: string; action: AuditAction; targetId?: string; data?: Record<string, string> },
): Promise<void> {
  await db.insert(auditLog).values({
    workspaceId: entry.workspaceId,
    actorId: entry.actorId,
    action: entry.action,
    targetId: entry.targetId ?? null,
    data: entry.data ?? {},
  });
}

/** The workspace's audit log, newest first, a page before `before` (an entry id). */
export async function listAudit(db: Db, workspaceId: string, before?: number): Promise<AuditPage> {
  const rows = await db
    .select({
      id: auditLog.id,
      action: auditLog.action,
      data: auditLog.data,
      createdAt: auditLog.createdAt,
      actorEmail: users.email,
      actorName: userProfiles.displayName,
    })
    .from(auditLog)
    .leftJoin(users, eq(users.id, auditLog.actorId))
    .leftJoin(userProfiles, eq(userProfiles.id, auditLog.actorId))
    .where(and(eq(auditLog.workspaceId, workspaceId), before === undefined ? undefined : lt(auditLog.id, before)))
    .orderBy(desc(auditLog.id))
    .limit(AUDIT_PAGE_SIZE + 1);
  const page = rows.slice(0, AUDIT_PAGE_SIZE);
  return {
    entries: page.map((row) => {
      const actor = row.actorEmail ? (row.actorName ?? displayName(row.actorEmail)) : null;
      const action = row.action as AuditAction;
      return {
        id: row.id,
        action,
        text: auditSentence(action, actor ?? 'A former admin', row.data),
        actorName: actor,
        createdAt: row.createdAt.toISOString(),
      };
    }),
    nextBefore: rows.length > AUDIT_PAGE_SIZE ? (page.at(-1)?.id ?? null) : null,
  };
}

/** How a member is named in audit entries and notifications. */
export function memberName(row: { email: string; displayName: string | null }): string {
  return row.displayName ?? displayName(row.email);
}
