import {
  displayName,
  estimatedMonthlyHours,
  estimatedWeeklyHours,
  groupVisible,
  MIN_GROUP_SIZE,
  previousPeriod,
  roundFigure,
  trend,
  type CohortFigures,
  type FigureLabel,
  type MinutesFigures,
  type TeamImpact,
  type UseCaseRollup,
} from '@pathwise/core';
import type { CatalogueService } from '../catalogue/catalogue';
import { queryRows, type Db } from '../db/client';
import { teamFiguresQuery, useCaseRollupQuery } from './figures-sql';

type Json<T> = T | string;
const parsed = <T>(value: Json<T>): T => (typeof value === 'string' ? (JSON.parse(value) as T) : value);
const num = (value: unknown): number => Number(value ?? 0);
/** A fraction to three decimals. */
function rate(value: number): number;
function rate(value: number | null): number | null;
function rate(value: number | null): number | null {
  return value === null ? null : Math.round(value * 1000) / 1000;
}
const maybe = (value: unknown): number | null => (value === null || value === undefined ? null : roundFigure(Number(value)));

interface RawMinutes {
  stories: number;
  people: number;
  total: number;
  rework: number;
  q: number[] | null;
}
interface RawUseCase {
  useCaseId: string;
  stories: number;
  people: number;
  median: number;
  min: number;
  max: number;
  confirmations: number;
  followUps: number;
  kept: number;
  raters: number;
  helpful: number;
}
interface Row {
  reported: Json<RawMinutes>;
  confirmed: Json<RawMinutes>;
  previous: Json<RawMinutes>;
  funnel: Json<TeamImpact['funnel']>;
  cohorts: Json<{ cohort: CohortFigures['cohort']; members: number; people: number; medianNet: number | null; net: number }[]>;
  people: Json<{ email: string; stories: number; minutes: number; net: number }[]>;
}
interface RollupRow {
  estimated_net: number | string;
  use_cases: Json<RawUseCase[]>;
}

/** A group's minutes, or its counts alone with `hidden` when fewer than MIN_GROUP_SIZE people answered. */
function minutesFigures(raw: RawMinutes, label: FigureLabel): MinutesFigures {
  const people = num(raw.people);
  const stories = num(raw.stories);
  if (!groupVisible(people) || !raw.q)
    return { label, people, stories, hidden: true, total: null, rework: null, net: null, median: null, q1: null, q3: null, iqr: null };
  const [q1 = 0, median = 0, q3 = 0] = raw.q.map(Number);
  const total = num(raw.total);
  const rework = num(raw.rework);
  return {
    label,
    people,
    stories,
    hidden: false,
    total,
    rework,
    net: total - rework,
    median: roundFigure(median),
    q1: roundFigure(q1),
    q3: roundFigure(q3),
    iqr: roundFigure(q3 - q1),
  };
}

function useCaseRollup(raw: RawUseCase, catalogue: CatalogueService): UseCaseRollup {
  const people = num(raw.people);
  const visible = groupVisible(people);
  const raters = num(raw.raters);
  const followUps = num(raw.followUps);
  return {
    useCaseId: raw.useCaseId,
    title: catalogue.get(raw.useCaseId)?.title ?? raw.useCaseId,
    stories: num(raw.stories),
    people,
    hidden: !visible,
    median: visible ? maybe(raw.median) : null,
    min: visible ? maybe(raw.min) : null,
    max: visible ? maybe(raw.max) : null,
    helpfulRate: groupVisible(raters) ? rate(num(raw.helpful) / raters) : null,
    confirmations: visible ? num(raw.confirmations) : null,
    followUps: visible ? followUps : null,
    heldUpRate: visible && followUps > 0 ? rate(num(raw.kept) / followUps) : null,
  };
}

/** The team screen's figures (GET /api/team/impact), computed in SQL, with the privacy rule applied. */
export async function teamImpact(
  db: Db,
  catalogue: CatalogueService,
  workspaceId: string,
  range: { from: Date; to: Date },
  /** Use cases the reader may not read: their stories and ratings count nowhere here. */
  hidden: readonly string[] = [],
): Promise<TeamImpact> {
  const previous = previousPeriod(range);
  const input = { workspaceId, from: range.from, to: range.to, previousFrom: previous.from, hidden };
  // Side by side on two connections (one after the other on the embedded database).
  const [[row], [rollup]] = await Promise.all([
    queryRows<Row>(db, teamFiguresQuery(input)),
    queryRows<RollupRow>(db, useCaseRollupQuery(input)),
  ]);
  if (!row || !rollup) throw new Error('team impact query returned nothing');
  const reported = minutesFigures(parsed(row.reported), 'reported');
  const confirmed = minutesFigures(parsed(row.confirmed), 'confirmed');
  const before = minutesFigures(parsed(row.previous), 'reported');
  // Everyone with a story in the range has a latest answer: the estimate's people are the reported ones.
  const estimatedPeople = reported.people;
  const estimatedNet = num(rollup.estimated_net);
  const funnel = parsed(row.funnel);
  const comparable = !reported.hidden && !before.hidden;
  return {
    range: { from: range.from.toISOString(), to: range.to.toISOString() },
    previousRange: { from: previous.from.toISOString(), to: previous.to.toISOString() },
    minimumGroupSize: MIN_GROUP_SIZE,
    reported,
    confirmed,
    estimated: {
      label: 'estimated',
      people: estimatedPeople,
      hidden: !groupVisible(estimatedPeople),
      weeklyHours: groupVisible(estimatedPeople) ? roundFigure(estimatedWeeklyHours(estimatedNet)) : null,
      monthlyHours: groupVisible(estimatedPeople) ? roundFigure(estimatedMonthlyHours(estimatedNet)) : null,
    },
    previous: before,
    trend: {
      net: comparable ? rate(trend(reported.net ?? 0, before.net ?? 0)) : null,
      stories: comparable ? rate(trend(reported.stories, before.stories)) : null,
      median: comparable ? rate(trend(reported.median ?? 0, before.median ?? 0)) : null,
    },
    useCases: parsed(rollup.use_cases).map((u) => useCaseRollup(u, catalogue)),
    funnel: {
      members: num(funnel.members),
      onboarded: num(funnel.onboarded),
      completedOne: num(funnel.completedOne),
      sharedOne: num(funnel.sharedOne),
      activeLast7Days: num(funnel.activeLast7Days),
    },
    cohorts: (['three_plus', 'rest'] as const).map((cohort) => {
      const raw = parsed(row.cohorts).find((c) => c.cohort === cohort);
      const members = num(raw?.members);
      const people = num(raw?.people);
      const visible = groupVisible(people);
      return {
        cohort,
        members,
        people,
        hidden: !visible,
        medianNet: visible ? maybe(raw?.medianNet) : null,
        netPerMember: visible && members > 0 ? roundFigure(num(raw?.net) / members) : null,
      };
    }),
    people: parsed(row.people)
      .map((p) => ({ name: displayName(p.email), stories: num(p.stories), minutes: num(p.minutes), net: num(p.net) }))
      .sort((a, b) => b.net - a.net || a.name.localeCompare(b.name)),
  };
}
