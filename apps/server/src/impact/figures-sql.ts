import { sql, type SQL } from 'drizzle-orm';
import { notHidden } from '../authoring/hidden-sql';

/** Quartiles of per-story net minutes (PostgreSQL's percentile_cont, which core's `quantile` reproduces). */
const QUARTILES = sql`percentile_cont(ARRAY[0.25, 0.5, 0.75]) WITHIN GROUP (ORDER BY net)`;

/** A period's figures from its per-person sums (`prefix` 'c_' for the confirmed stories) and its quartiles. */
function minutesJson(people: string, prefix: '' | 'c_', quartiles: string): SQL {
  const col = (name: string) => sql.raw(`${prefix}${name}`);
  return sql`(SELECT json_build_object(
      'stories', coalesce(sum(${col('stories')}), 0),
      'people', count(*) FILTER (WHERE ${col('stories')} > 0),
      'total', coalesce(sum(${col('saved')}), 0),
      'rework', coalesce(sum(${col('rework')}), 0),
      'q', (SELECT ${sql.raw(quartiles)} FROM quantiles)) FROM ${sql.raw(people)})`;
}

interface RangeInput {
  workspaceId: string;
  from: Date;
  to: Date;
  previousFrom: Date;
  hidden?: readonly string[];
}

/** The range's bounds as SQL, the reader's filter on hidden use cases, and the condition on a period's stories. */
function bounds(input: RangeInput) {
  const ws = input.workspaceId;
  const shown = notHidden(sql`use_case_id`, input.hidden ?? []);
  const from = sql`${input.from.toISOString()}::timestamptz`;
  const to = sql`${input.to.toISOString()}::timestamptz`;
  const previousFrom = sql`${input.previousFrom.toISOString()}::timestamptz`;
  /** The workspace's stories the reader may count, written in [start, end). */
  const storiesBetween = (start: SQL, end: SQL) =>
    sql`workspace_id = ${ws} AND created_at >= ${start} AND created_at < ${end} AND kind = 'story' AND ${shown}`;
  return { ws, shown, from, to, previousFrom, storiesBetween };
}

/**
 * The team screen's figures of one workspace and range are TWO statements, run side by side on two
 * of the pool's connections: the per-use-case rollup (`useCaseRollupQuery`) is about half the work
 * (a sort of the range's stories, medians per use case), so it does not wait for the rest
 * (decision 018). Both read the range's stories from the covering index impact_stories_figures_idx
 * (an index-only scan: no table page is read). They may see two moments: a story written between
 * them is in one and not the other, as it could be missing from both; its change drops the kept
 * figures either way.
 *
 * This one: the range's stories (`s`) and the previous period's (`before`), each read once, summed
 * per person with hashing (`p`, `bp`: a few hundred rows) so that counting people needs no sort;
 * only the quantiles sort the per-story minutes. Each column is JSON; privacy (the minimum group
 * size) is applied by the caller. Why not a daily rollup: decision 018.
 */
export function teamFiguresQuery(input: RangeInput): SQL {
  const { ws, from, to, previousFrom, storiesBetween } = bounds(input);
  const weekBefore = sql`(${to} - interval '7 days')`;
  return sql`
    WITH s AS MATERIALIZED (
      SELECT user_id, sharing, time_saved AS saved, rework_minutes AS rework, time_saved - rework_minutes AS net, confirmed
      FROM impact_stories WHERE ${storiesBetween(from, to)}
    ),
    before AS MATERIALIZED (
      SELECT user_id, time_saved AS saved, rework_minutes AS rework, time_saved - rework_minutes AS net
      FROM impact_stories WHERE ${storiesBetween(previousFrom, from)}
    ),
    p AS MATERIALIZED (
      SELECT user_id, count(*) AS stories, sum(saved) AS saved, sum(rework) AS rework, sum(net) AS net,
             count(*) FILTER (WHERE confirmed) AS c_stories,
             coalesce(sum(saved) FILTER (WHERE confirmed), 0) AS c_saved,
             coalesce(sum(rework) FILTER (WHERE confirmed), 0) AS c_rework,
             count(*) FILTER (WHERE sharing = 'named') AS named_stories,
             sum(saved) FILTER (WHERE sharing = 'named') AS named_saved,
             sum(net) FILTER (WHERE sharing = 'named') AS named_net
      FROM s GROUP BY user_id
    ),
    bp AS (
      SELECT user_id, count(*) AS stories, sum(saved) AS saved, sum(rework) AS rework FROM before GROUP BY user_id
    ),
    quantiles AS (
      SELECT ${QUARTILES} AS reported, ${QUARTILES} FILTER (WHERE confirmed) AS confirmed,
             (SELECT ${QUARTILES} FROM before) AS previous
      FROM s
    ),
    done AS (
      SELECT user_id, count(*) AS n FROM completions WHERE workspace_id = ${ws} AND completed_at < ${to} GROUP BY user_id
    ),
    members AS MATERIALIZED (
      SELECT p.id, p.onboarded_at, coalesce(d.n, 0) AS completed, coalesce(d.n, 0) >= 3 AS three_plus
      FROM user_profiles p LEFT JOIN done d ON d.user_id = p.id
      WHERE p.workspace_id = ${ws}
    ),
    active AS (
      SELECT user_id FROM completions WHERE workspace_id = ${ws} AND completed_at >= ${weekBefore} AND completed_at < ${to}
      UNION
      SELECT user_id FROM impact_stories WHERE workspace_id = ${ws} AND created_at >= ${weekBefore} AND created_at < ${to}
      UNION
      SELECT user_id FROM use_case_ratings WHERE workspace_id = ${ws} AND updated_at >= ${weekBefore} AND updated_at < ${to}
    ),
    cohort_sums AS (
      SELECT m.three_plus, count(*) AS members, count(p.user_id) AS people, coalesce(sum(p.net), 0) AS net
      FROM members m LEFT JOIN p ON p.user_id = m.id
      GROUP BY m.three_plus
    ),
    -- Each story is tested against a hashed set of the cohort's members: a join here made the
    -- planner sort every story by person first (a merge join), about a tenth of the statement.
    cohort_medians AS (
      SELECT percentile_cont(0.5) WITHIN GROUP (ORDER BY net) FILTER (WHERE user_id IN (SELECT id FROM members WHERE three_plus)) AS three_plus,
             percentile_cont(0.5) WITHIN GROUP (ORDER BY net) FILTER (WHERE user_id IN (SELECT id FROM members WHERE NOT three_plus)) AS rest
      FROM s
    ),
    people AS (
      SELECT u.email, sum(p.named_stories) AS stories, sum(p.named_saved) AS minutes, sum(p.named_net) AS net
      FROM p JOIN users u ON u.id = p.user_id
      WHERE p.named_stories > 0
      GROUP BY u.email ORDER BY sum(p.named_net) DESC, u.email LIMIT 100
    )
    SELECT
      ${minutesJson('p', '', 'reported')} AS reported,
      ${minutesJson('p', 'c_', 'confirmed')} AS confirmed,
      ${minutesJson('bp', '', 'previous')} AS previous,
      (SELECT json_build_object(
          'members', count(*),
          'onboarded', count(*) FILTER (WHERE onboarded_at IS NOT NULL AND onboarded_at < ${to}),
          'completedOne', count(*) FILTER (WHERE completed > 0),
          'sharedOne', (SELECT count(*) FROM p),
          'activeLast7Days', (SELECT count(*) FROM active a JOIN members m ON m.id = a.user_id))
        FROM members) AS funnel,
      (SELECT coalesce(json_agg(json_build_object(
          'cohort', CASE WHEN c.three_plus THEN 'three_plus' ELSE 'rest' END, 'members', c.members, 'people', c.people,
          'medianNet', CASE WHEN c.three_plus THEN cm.three_plus ELSE cm.rest END, 'net', c.net)), '[]'::json)
        FROM cohort_sums c CROSS JOIN cohort_medians cm) AS cohorts,
      (SELECT coalesce(json_agg(json_build_object('email', email, 'stories', stories, 'minutes', minutes, 'net', net)), '[]'::json)
        FROM people) AS people`;
}

/**
 * The per-use-case rollup (stories, people by their latest answer, median, range, confirmations,
 * follow-ups, ratings) and the estimate's net minutes (each person's latest answer per use case),
 * beside `teamFiguresQuery`. One sort of the range's stories (use case, person, newest first)
 * serves both: a person's first row in it is their latest answer, and the groups by use case come
 * in order. Picking the latest answers apart (DISTINCT ON) and grouping sorted the stories twice:
 * 28.7–30.0 ms against 20.2–21.1 ms (p50, alternated, 100 runs each on a new connection).
 */
export function useCaseRollupQuery(input: RangeInput): SQL {
  const { ws, shown, from, to, storiesBetween } = bounds(input);
  return sql`
    WITH s AS (
      SELECT use_case_id, time_saved - rework_minutes AS net, confirmed_worked, follow_up_outcome,
             user_id IS DISTINCT FROM lag(user_id) OVER (PARTITION BY use_case_id ORDER BY user_id, created_at DESC) AS latest
      FROM impact_stories WHERE ${storiesBetween(from, to)}
    ),
    uc AS (
      SELECT use_case_id, count(*) AS stories,
             count(*) FILTER (WHERE latest) AS people, coalesce(sum(net) FILTER (WHERE latest), 0) AS latest_net,
             percentile_cont(0.5) WITHIN GROUP (ORDER BY net) AS median, min(net) AS min, max(net) AS max,
             sum(confirmed_worked) AS confirmations,
             count(*) FILTER (WHERE follow_up_outcome IS NOT NULL) AS follow_ups,
             count(*) FILTER (WHERE follow_up_outcome = 'kept') AS kept
      FROM s GROUP BY use_case_id
    ),
    ratings AS (
      SELECT use_case_id, count(*) AS raters, count(*) FILTER (WHERE helpful) AS helpful
      FROM use_case_ratings WHERE workspace_id = ${ws} AND updated_at >= ${from} AND updated_at < ${to} AND ${shown}
      GROUP BY use_case_id
    )
    SELECT
      (SELECT coalesce(sum(latest_net), 0) FROM uc) AS estimated_net,
      (SELECT coalesce(json_agg(json_build_object(
          'useCaseId', uc.use_case_id, 'stories', uc.stories, 'people', uc.people, 'median', uc.median,
          'min', uc.min, 'max', uc.max, 'confirmations', uc.confirmations, 'followUps', uc.follow_ups, 'kept', uc.kept,
          'raters', coalesce(r.raters, 0), 'helpful', coalesce(r.helpful, 0)) ORDER BY uc.stories DESC, uc.use_case_id), '[]'::json)
        FROM uc LEFT JOIN ratings r ON r.use_case_id = uc.use_case_id) AS use_cases`;
}
