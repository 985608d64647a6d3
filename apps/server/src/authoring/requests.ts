import { and, asc, desc, eq, sql } from 'drizzle-orm';
import { displayName, type UseCaseRequest, type UseCaseRequestInput } from '@pathwise/core';
import type { CatalogueService } from '../catalogue/catalogue';
import type { Db } from '../db/client';
import { useCaseRequestVotes, useCaseRequests, users } from '../db/schema';
import type { JobQueue } from '../jobs/queue';
import { notify, type Notified } from '../notifications/notify';

/*
 * Use-case requests: a member asks for a guide, teammates vote (one each, toggled), an author
 * marks it fulfilled by a published use case and everyone who asked or voted hears of it.
 * Every query is scoped by the caller's workspace.
 */

export interface Member {
  workspaceId: string;
  userId: string;
}

const votes = sql<number>`(select count(*)::int from ${useCaseRequestVotes} v where v.request_id = ${useCaseRequests.id})`;
const likePattern = (text: string) => `%${text.replace(/[\\%_]/g, (ch) => `\\${ch}`)}%`;

export async function listRequests(
  db: Db,
  catalogue: CatalogueService,
  member: Member,
  query: { q?: string | undefined; status: 'open' | 'fulfilled' | 'all' },
): Promise<UseCaseRequest[]> {
  const search = query.q?.trim();
  const rows = await db
    .select({
      id: useCaseRequests.id,
      title: useCaseRequests.title,
      details: useCaseRequests.details,
      userId: useCaseRequests.userId,
      email: users.email,
      votes,
      voted: sql<boolean>`exists (select 1 from ${useCaseRequestVotes} v where v.request_id = ${useCaseRequests.id} and v.user_id = ${member.userId})`,
      fulfilledUseCaseId: useCaseRequests.fulfilledUseCaseId,
      createdAt: useCaseRequests.createdAt,
    })
    .from(useCaseRequests)
    .leftJoin(users, eq(users.id, useCaseRequests.userId))
    .where(
      and(
        eq(useCaseRequests.workspaceId, member.workspaceId),
        query.status === 'open' ? sql`${useCaseRequests.fulfilledAt} is null` : undefined,
        query.status === 'fulfilled' ? sql`${useCaseRequests.fulfilledAt} is not null` : undefined,
        search
          ? sql`(${useCaseRequests.title} ilike ${likePattern(search)} or ${useCaseRequests.details} ilike ${likePattern(search)})`
          : undefined,
      ),
    )
    .orderBy(desc(votes), asc(useCaseRequests.createdAt))
    .limit(200);
  return rows.map((row) => ({
    id: row.id,
    title: row.title,
    details: row.details,
    askedBy: displayName(row.email),
    askedByYou: row.userId === member.userId,
    votes: Number(row.votes),
    votedByYou: Boolean(row.voted),
    status: row.fulfilledUseCaseId ? 'fulfilled' : 'open',
    fulfilledBy: fulfilledBy(catalogue, row.fulfilledUseCaseId),
    createdAt: row.createdAt.toISOString(),
  }));
}

/**
 * The use case that fulfilled a request, as the reader's catalogue names it. One the reader may
 * not read (shown to other groups only) is not named at all: the request just says fulfilled.
 */
function fulfilledBy(catalogue: CatalogueService, useCaseId: string | null): { useCaseId: string; title: string } | null {
  if (!useCaseId) return null;
  const useCase = catalogue.get(useCaseId);
  return useCase ? { useCaseId, title: useCase.title } : null;
}

export async function createRequest(db: Db, member: Member, input: UseCaseRequestInput): Promise<{ id: string }> {
  const [row] = await db
    .insert(useCaseRequests)
    .values({ workspaceId: member.workspaceId, userId: member.userId, title: input.title, details: input.details })
    .returning({ id: useCaseRequests.id });
  if (!row) throw new Error('insert returned no row');
  return row;
}

async function requestIn(db: Db, workspaceId: string, id: string) {
  const [row] = await db
    .select()
    .from(useCaseRequests)
    .where(and(eq(useCaseRequests.id, id), eq(useCaseRequests.workspaceId, workspaceId)));
  return row ?? null;
}

/** One vote per member, toggled; null when the request is not the workspace's. */
export async function toggleVote(db: Db, member: Member, id: string): Promise<{ voted: boolean; votes: number } | null> {
  if (!(await requestIn(db, member.workspaceId, id))) return null;
  const removed = await db
    .delete(useCaseRequestVotes)
    .where(and(eq(useCaseRequestVotes.requestId, id), eq(useCaseRequestVotes.userId, member.userId)))
    .returning({ userId: useCaseRequestVotes.userId });
  if (removed.length === 0) await db.insert(useCaseRequestVotes).values({ requestId: id, userId: member.userId }).onConflictDoNothing();
  const [count] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(useCaseRequestVotes)
    .where(eq(useCaseRequestVotes.requestId, id));
  return { voted: removed.length === 0, votes: Number(count?.n ?? 0) };
}

export type FulfilResult = { ok: true; notified: Notified[] } | { ok: false; reason: 'not_found' | 'already_fulfilled' };

/**
 * Marks a request fulfilled by a use case and notifies, in the same transaction (the mails go
 * through the job queue), everyone who asked or voted except the author who fulfilled it.
 */
export async function fulfilRequest(db: Db, jobs: JobQueue, author: Member, id: string, useCaseId: string): Promise<FulfilResult> {
  return db.transaction(async (tx) => {
    const [row] = await tx
      .select()
      .from(useCaseRequests)
      .where(and(eq(useCaseRequests.id, id), eq(useCaseRequests.workspaceId, author.workspaceId)))
      .for('update');
    if (!row) return { ok: false, reason: 'not_found' } as const;
    if (row.fulfilledAt) return { ok: false, reason: 'already_fulfilled' } as const;
    await tx
      .update(useCaseRequests)
      .set({ fulfilledUseCaseId: useCaseId, fulfilledBy: author.userId, fulfilledAt: new Date() })
      .where(eq(useCaseRequests.id, id));
    const voters = await tx
      .select({ userId: useCaseRequestVotes.userId })
      .from(useCaseRequestVotes)
      .where(eq(useCaseRequestVotes.requestId, id));
    const recipients = new Set([...(row.userId ? [row.userId] : []), ...voters.map((v) => v.userId)]);
    const notified: Notified[] = [];
    for (const recipientId of recipients) {
      const result = await notify(tx, jobs, {
        workspaceId: author.workspaceId,
        recipientId,
        actorId: author.userId,
        kind: 'request.fulfilled',
        subject: { type: 'use-case', id: useCaseId },
        data: { title: row.title },
        dedupeKey: `request.fulfilled:${id}`,
      });
      if (result) notified.push(result);
    }
    return { ok: true, notified } as const;
  });
}
