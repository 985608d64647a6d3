import { and, desc, eq, gte, lt, ne, sql } from 'drizzle-orm';
import { displayName, type TeamStats } from '@pathwise/core';
import type { CatalogueService } from '../catalogue/catalogue';
import { queryRows, type Db } from '../db/client';
import { notHidden } from '../authoring/hidden-sql';
import { completions, impactStories, useCaseRatings, users } from '../db/schema';
import { storyAuthorName } from '../sharing/story-author';

export interface Range {
  from: Date;
  /** Exclusive. */
  to: Date;
}

const titleOf = (catalogue: CatalogueService, id: string) => catalogue.get(id)?.title ?? id;

/**
 * Everything the team page charts, aggregated in SQL and scoped to one workspace; `hidden`: the
 * use cases the reader may not read (shown to other groups only), left out of every figure.
 */
export async function teamStats(
  db: Db,
  catalogue: CatalogueService,
  workspaceId: string,
  range: Range,
  hidden: readonly string[] = [],
): Promise<TeamStats> {
  const inStories = and(
    eq(impactStories.workspaceId, workspaceId),
    eq(impactStories.kind, 'story'),
    gte(impactStories.createdAt, range.from),
    lt(impactStories.createdAt, range.to),
    notHidden(impactStories.useCaseId, hidden),
  );
  const inCompletions = and(
    eq(completions.workspaceId, workspaceId),
    gte(completions.completedAt, range.from),
    lt(completions.completedAt, range.to),
    notHidden(completions.useCaseId, hidden),
  );

  const [weekly, topCompleted, topHelpful, contributors, recent, people] = await Promise.all([
    queryRows<{ week: string; minutes: number; stories: number; completions: number }>(
      db,
      sql`
      WITH weeks AS (
        SELECT generate_series(date_trunc('week', ${range.from.toISOString()}::timestamptz), ${range.to.toISOString()}::timestamptz - interval '1 microsecond', interval '1 week') AS week
      ),
      s AS (
        SELECT date_trunc('week', created_at) AS week, sum(time_saved)::int AS minutes, count(*)::int AS stories
        FROM impact_stories
        WHERE workspace_id = ${workspaceId} AND kind = 'story' AND created_at >= ${range.from.toISOString()}::timestamptz AND created_at < ${range.to.toISOString()}::timestamptz
          AND ${notHidden(sql`use_case_id`, hidden)}
        GROUP BY 1
      ),
      c AS (
        SELECT date_trunc('week', completed_at) AS week, count(*)::int AS completions
        FROM completions
        WHERE workspace_id = ${workspaceId} AND completed_at >= ${range.from.toISOString()}::timestamptz AND completed_at < ${range.to.toISOString()}::timestamptz
          AND ${notHidden(sql`use_case_id`, hidden)}
        GROUP BY 1
      )
      SELECT to_char(weeks.week, 'YYYY-MM-DD') AS week, coalesce(s.minutes, 0) AS minutes, coalesce(s.stories, 0) AS stories, coalesce(c.completions, 0) AS completions
      FROM weeks LEFT JOIN s ON s.week = weeks.week LEFT JOIN c ON c.week = weeks.week
      ORDER BY weeks.week`,
    ),
    db
      .select({ useCaseId: completions.useCaseId, n: sql<number>`count(*)::int` })
      .from(completions)
      .where(inCompletions)
      .groupBy(completions.useCaseId)
      .orderBy(desc(sql`count(*)`), completions.useCaseId)
      .limit(5),
    db
      .select({ useCaseId: useCaseRatings.useCaseId, n: sql<number>`count(*)::int` })
      .from(useCaseRatings)
      .where(
        and(
          eq(useCaseRatings.workspaceId, workspaceId),
          eq(useCaseRatings.helpful, true),
          gte(useCaseRatings.updatedAt, range.from),
          lt(useCaseRatings.updatedAt, range.to),
          notHidden(useCaseRatings.useCaseId, hidden),
        ),
      )
      .groupBy(useCaseRatings.useCaseId)
      .orderBy(desc(sql`count(*)`), useCaseRatings.useCaseId)
      .limit(5),
    db
      .select({
        email: users.email,
        stories: sql<number>`count(*)::int`,
        minutes: sql<number>`coalesce(sum(${impactStories.timeSaved}), 0)::int`,
        last: sql<Date>`max(${impactStories.createdAt})`,
      })
      .from(impactStories)
      .innerJoin(users, eq(users.id, impactStories.userId))
      // A per-person table holds named stories only.
      .where(and(inStories, eq(impactStories.sharing, 'named')))
      .groupBy(users.email)
      .orderBy(desc(sql`sum(${impactStories.timeSaved})`))
      .limit(50),
    db
      .select({
        id: impactStories.id,
        email: users.email,
        useCaseId: impactStories.useCaseId,
        timeSaved: impactStories.timeSaved,
        likes: impactStories.likes,
        createdAt: impactStories.createdAt,
        sharing: impactStories.sharing,
      })
      .from(impactStories)
      .innerJoin(users, eq(users.id, impactStories.userId))
      .where(and(inStories, ne(impactStories.sharing, 'aggregate')))
      .orderBy(desc(impactStories.createdAt))
      .limit(50),
    db
      .select({ n: sql<number>`count(DISTINCT ${impactStories.userId})::int` })
      .from(impactStories)
      .where(inStories),
  ]);

  const weeklyRows = weekly.map((w) => ({
    week: w.week,
    minutesSaved: Number(w.minutes),
    stories: Number(w.stories),
    completions: Number(w.completions),
  }));
  return {
    range: { from: range.from.toISOString(), to: range.to.toISOString() },
    totals: {
      stories: weeklyRows.reduce((n, w) => n + w.stories, 0),
      minutesSaved: weeklyRows.reduce((n, w) => n + w.minutesSaved, 0),
      completions: weeklyRows.reduce((n, w) => n + w.completions, 0),
      contributors: Number(people[0]?.n ?? 0),
    },
    weekly: weeklyRows,
    topCompleted: topCompleted.map((r) => ({ useCaseId: r.useCaseId, title: titleOf(catalogue, r.useCaseId), completions: Number(r.n) })),
    topHelpful: topHelpful.map((r) => ({ useCaseId: r.useCaseId, title: titleOf(catalogue, r.useCaseId), helpful: Number(r.n) })),
    contributors: contributors.map((r) => ({
      name: displayName(r.email),
      stories: Number(r.stories),
      minutesSaved: Number(r.minutes),
      lastSharedAt: new Date(r.last).toISOString(),
    })),
    recentStories: recent.map((r) => ({
      id: r.id,
      author: storyAuthorName({ authorEmail: r.email, sharing: r.sharing }),
      useCaseId: r.useCaseId,
      useCaseTitle: titleOf(catalogue, r.useCaseId),
      timeSaved: r.timeSaved,
      likes: r.likes,
      createdAt: r.createdAt.toISOString(),
    })),
  };
}

/** Every story of the range for the CSV export, oldest first (none about a `hidden` use case). */
export async function storiesForExport(db: Db, workspaceId: string, range: Range, hidden: readonly string[] = []) {
  return db
    .select({
      createdAt: impactStories.createdAt,
      email: users.email,
      useCaseId: impactStories.useCaseId,
      timeSaved: impactStories.timeSaved,
      feedback: impactStories.feedback,
      prompts: impactStories.prompts,
      likes: impactStories.likes,
      sharing: impactStories.sharing,
      evidenceUrl: impactStories.evidenceUrl,
    })
    .from(impactStories)
    .innerJoin(users, eq(users.id, impactStories.userId))
    .where(
      and(
        eq(impactStories.workspaceId, workspaceId),
        eq(impactStories.kind, 'story'),
        ne(impactStories.sharing, 'aggregate'),
        gte(impactStories.createdAt, range.from),
        lt(impactStories.createdAt, range.to),
        notHidden(impactStories.useCaseId, hidden),
      ),
    )
    .orderBy(impactStories.createdAt)
    .limit(100_000);
}
