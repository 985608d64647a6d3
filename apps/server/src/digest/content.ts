import { sql } from 'drizzle-orm';
import {
  DIGEST,
  displayName,
  weeklyStreak,
  type CustomUseCaseContent,
  type DigestWeek,
  type SharingLevel,
  type WorkspaceRole,
} from '@pathwise/core';
import type { CatalogueService } from '../catalogue/catalogue';
import { queryRows, type Db } from '../db/client';
import { LISTED_SQL, storyAuthorName } from '../sharing/story-author';
import { followUpsWaiting } from '../impact/follow-up';
import { mayReadUseCase, readerGroups } from '../authoring/visibility';
import { notHidden } from '../authoring/hidden-sql';

export interface DigestContent {
  workspaceName: string;
  recipientName: string;
  recipientEmail: string;
  weekKey: string;
  /** The reported week, as local dates ('2026-11-16' to '2026-11-22'). */
  period: { from: string; to: string };
  minutes: { thisWeek: number; lastWeek: number; stories: number };
  topStories: { title: string; author: string; likes: number; minutes: number; useCaseId: string }[];
  newUseCases: { id: string; title: string }[];
  topRequests: { title: string; votes: number }[];
  streakWeeks: number;
  /** The recipient's stories asked "did it hold up?" and not answered yet (issue 18). */
  followUps: { title: string; useCaseId: string }[];
}

/**
 * The workspace's use cases first published in the reported week that the recipient may read
 * (a use case aimed at groups reaches their members and the workspace's authors only).
 */
export async function newUseCasesOf(
  db: Db,
  recipient: { userId: string; workspaceId: string },
  week: DigestWeek,
): Promise<{ id: string; title: string }[]> {
  const rows = await queryRows<{ id: string; published: CustomUseCaseContent | null }>(
    db,
    sql`SELECT c.use_case_id AS id, c.published FROM workspace_use_cases c
        JOIN workspace_use_case_revisions r ON r.use_case_pk = c.pk AND r.number = 1
        WHERE c.workspace_id = ${recipient.workspaceId} AND c.status = 'published'
          AND r.created_at >= ${week.from.toISOString()}::timestamptz AND r.created_at < ${week.to.toISOString()}::timestamptz
        ORDER BY r.created_at DESC`,
  );
  if (rows.length === 0) return [];
  const [profile] = await queryRows<{ role: WorkspaceRole }>(
    db,
    sql`SELECT workspace_role AS role FROM user_profiles WHERE id = ${recipient.userId}`,
  );
  const role = profile?.role ?? null;
  const groups = await readerGroups(db, { ...recipient, role });
  return rows
    .flatMap((row) => (row.published && mayReadUseCase(row.published, groups, role) ? [{ id: row.id, title: row.published.title }] : []))
    .slice(0, DIGEST.newUseCases);
}

/**
 * The workspace's use cases (listed or once listed) the recipient may not read: shown to groups
 * they are not in. Their stories count in nobody else's digest.
 */
export async function hiddenFromRecipient(db: Db, recipient: { userId: string; workspaceId: string }): Promise<string[]> {
  const rows = await queryRows<{ id: string; published: CustomUseCaseContent }>(
    db,
    sql`SELECT use_case_id AS id, published FROM workspace_use_cases
        WHERE workspace_id = ${recipient.workspaceId} AND published->>'visibleTo' = 'groups'`,
  );
  if (rows.length === 0) return [];
  const [profile] = await queryRows<{ role: WorkspaceRole }>(
    db,
    sql`SELECT workspace_role AS role FROM user_profiles WHERE id = ${recipient.userId}`,
  );
  const role = profile?.role ?? null;
  const groups = await readerGroups(db, { ...recipient, role });
  return rows.filter((row) => !mayReadUseCase(row.published, groups, role)).map((row) => row.id);
}

/** The workspace's open requests with the most votes (the oldest first among equals). */
export async function topRequestsOf(db: Db, workspaceId: string): Promise<{ title: string; votes: number }[]> {
  const rows = await queryRows<{ title: string; votes: number }>(
    db,
    sql`SELECT r.title, count(v.user_id)::int AS votes FROM use_case_requests r
        LEFT JOIN use_case_request_votes v ON v.request_id = r.id
        WHERE r.workspace_id = ${workspaceId} AND r.fulfilled_at IS NULL
        GROUP BY r.id ORDER BY votes DESC, r.created_at ASC LIMIT ${DIGEST.topRequests}`,
  );
  return rows.map((row) => ({ title: row.title, votes: Number(row.votes) }));
}

const localDay = (at: Date, tz: string) =>
  new Intl.DateTimeFormat('en-CA', { timeZone: tz, year: 'numeric', month: '2-digit', day: '2-digit' }).format(at);

/** What one member's digest of one week says. Every figure is scoped to the member's workspace. */
export async function buildDigest(
  db: Db,
  catalogue: CatalogueService,
  input: { workspaceId: string; userId: string; timeZone: string; week: DigestWeek },
): Promise<DigestContent | null> {
  const { workspaceId, userId, timeZone: tz, week } = input;
  const [head] = await queryRows<{ name: string | null; domain: string; email: string }>(
    db,
    sql`SELECT w.name, w.domain, u.email FROM workspaces w
        JOIN user_profiles p ON p.workspace_id = w.id AND p.id = ${userId}
        JOIN users u ON u.id = p.id WHERE w.id = ${workspaceId}`,
  );
  if (!head) return null;
  const from = week.from.toISOString();
  const to = week.to.toISOString();
  const previousFrom = week.previousFrom.toISOString();
  const hidden = await hiddenFromRecipient(db, { userId, workspaceId });
  const shown = notHidden(sql`use_case_id`, hidden);
  const [minutes] = await queryRows<{ this_week: number; last_week: number; stories: number }>(
    db,
    sql`SELECT
          coalesce(sum(time_saved) FILTER (WHERE created_at >= ${from}::timestamptz), 0)::int AS this_week,
          coalesce(sum(time_saved) FILTER (WHERE created_at < ${from}::timestamptz), 0)::int AS last_week,
          count(*) FILTER (WHERE created_at >= ${from}::timestamptz)::int AS stories
        FROM impact_stories
        WHERE workspace_id = ${workspaceId} AND kind = 'story' AND created_at >= ${previousFrom}::timestamptz AND created_at < ${to}::timestamptz AND ${shown}`,
  );
  const top = await queryRows<{ use_case_id: string; likes: number; time_saved: number; email: string; sharing: SharingLevel }>(
    db,
    sql`SELECT s.use_case_id, s.likes, s.time_saved, u.email, s.sharing FROM impact_stories s JOIN users u ON u.id = s.user_id
        WHERE s.workspace_id = ${workspaceId} AND s.kind = 'story' AND ${LISTED_SQL} AND ${notHidden(sql`s.use_case_id`, hidden)} AND s.created_at >= ${from}::timestamptz AND s.created_at < ${to}::timestamptz
        ORDER BY s.likes DESC, s.created_at DESC LIMIT ${DIGEST.topStories}`,
  );
  const weeks = await queryRows<{ week: string }>(
    db,
    sql`SELECT DISTINCT to_char(date_trunc('week', at AT TIME ZONE ${tz}), 'YYYY-MM-DD') AS week FROM (
          SELECT completed_at AS at FROM completions WHERE user_id = ${userId} AND completed_at < ${to}::timestamptz AND completed_at > ${to}::timestamptz - interval '2 years'
          UNION ALL
          SELECT created_at FROM impact_stories WHERE user_id = ${userId} AND created_at < ${to}::timestamptz AND created_at > ${to}::timestamptz - interval '2 years'
        ) a`,
  );
  const [newUseCases, topRequests, waiting] = await Promise.all([
    newUseCasesOf(db, { userId, workspaceId }, week),
    topRequestsOf(db, workspaceId),
    followUpsWaiting(db, userId),
  ]);
  return {
    workspaceName: head.name ?? head.domain,
    recipientName: displayName(head.email),
    recipientEmail: head.email,
    weekKey: week.key,
    period: { from: localDay(week.from, tz), to: localDay(new Date(week.to.getTime() - 1), tz) },
    minutes: {
      thisWeek: Number(minutes?.this_week ?? 0),
      lastWeek: Number(minutes?.last_week ?? 0),
      stories: Number(minutes?.stories ?? 0),
    },
    topStories: top.map((s) => ({
      title: catalogue.get(s.use_case_id)?.title ?? s.use_case_id,
      author: storyAuthorName({ authorEmail: s.email, sharing: s.sharing }),
      likes: Number(s.likes),
      minutes: Number(s.time_saved),
      useCaseId: s.use_case_id,
    })),
    newUseCases: newUseCases.slice(0, DIGEST.newUseCases),
    topRequests: topRequests.slice(0, DIGEST.topRequests),
    followUps: waiting.map((s) => ({ title: catalogue.get(s.useCaseId)?.title ?? s.useCaseId, useCaseId: s.useCaseId })),
    streakWeeks: weeklyStreak(
      weeks.map((w) => w.week),
      week.reportedWeek,
    ),
  };
}
