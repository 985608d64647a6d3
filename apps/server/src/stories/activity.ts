import { and, count, eq, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { completions, impactStories, useCaseRatings } from '../db/schema';
import { seededHelpfulCount } from '../catalogue/catalogue';

/** Helpful ratings per use case inside one workspace (a tenant never counts another's). */
export async function workspaceHelpfulRatings(db: Db, workspaceId: string | null): Promise<Map<string, number>> {
  if (!workspaceId) return new Map();
  const rows = await db
    .select({ useCaseId: useCaseRatings.useCaseId, n: count() })
    .from(useCaseRatings)
    .where(and(eq(useCaseRatings.workspaceId, workspaceId), eq(useCaseRatings.helpful, true)))
    .groupBy(useCaseRatings.useCaseId);
  return new Map(rows.map((r) => [r.useCaseId, Number(r.n)]));
}

/** Yes answers in the workspace, on top of a bundled use case's seed (a team's own starts at 0). */
export async function helpfulCountOf(db: Db, workspaceId: string, useCaseId: string, seeded = true): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(useCaseRatings)
    .where(and(eq(useCaseRatings.workspaceId, workspaceId), eq(useCaseRatings.useCaseId, useCaseId), eq(useCaseRatings.helpful, true)));
  return (seeded ? seededHelpfulCount(useCaseId) : 0) + Number(row?.n ?? 0);
}

export async function completedUseCaseIds(db: Db, userId: string): Promise<string[]> {
  const rows = await db
    .select({ useCaseId: completions.useCaseId })
    .from(completions)
    .where(eq(completions.userId, userId))
    .orderBy(sql`${completions.completedAt} DESC`);
  return rows.map((r) => r.useCaseId);
}

type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

/** Completion is once per user and use case: concurrent calls leave exactly one row. */
export async function recordCompletion(tx: Tx | Db, entry: { userId: string; workspaceId: string; useCaseId: string }): Promise<boolean> {
  const inserted = await tx.insert(completions).values(entry).onConflictDoNothing().returning({ useCaseId: completions.useCaseId });
  return inserted.length > 0;
}

export interface RatingResult {
  helpful: boolean;
  helpfulCount: number;
  newlyCompleted: boolean;
}

/**
 * A Yes/No answer: one rating per user and use case (a new answer replaces the old), the use
 * case marked completed, and the spec's prompt-feedback record, in one transaction.
 */
export async function rateUseCase(
  db: Db,
  rating: { userId: string; workspaceId: string; useCaseId: string; helpful: boolean; seeded?: boolean },
): Promise<RatingResult> {
  const { seeded = true, ...entry } = rating;
  const newlyCompleted = await db.transaction(async (tx) => {
    await tx
      .insert(useCaseRatings)
      .values(entry)
      .onConflictDoUpdate({
        target: [useCaseRatings.userId, useCaseRatings.useCaseId],
        set: { helpful: entry.helpful, updatedAt: new Date(), workspaceId: entry.workspaceId },
      });
    const completed = await recordCompletion(tx, { userId: entry.userId, workspaceId: entry.workspaceId, useCaseId: entry.useCaseId });
    await tx.insert(impactStories).values({
      workspaceId: entry.workspaceId,
      userId: entry.userId,
      useCaseId: entry.useCaseId,
      kind: 'feedback',
      isRelevant: entry.helpful,
      timeSaved: 0,
      // No prompts: nothing for the prompt library to file (a filing drops its kept answers).
      promptsFiled: true,
    });
    return completed;
  });
  return { helpful: entry.helpful, helpfulCount: await helpfulCountOf(db, entry.workspaceId, entry.useCaseId, seeded), newlyCompleted };
}

/** The caller's own answer to 'Was this use case relevant and useful?', or null. */
export async function ratingOf(db: Db, userId: string, useCaseId: string): Promise<boolean | null> {
  const [row] = await db
    .select({ helpful: useCaseRatings.helpful })
    .from(useCaseRatings)
    .where(and(eq(useCaseRatings.userId, userId), eq(useCaseRatings.useCaseId, useCaseId)));
  return row?.helpful ?? null;
}
