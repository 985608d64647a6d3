import type { FigureLabel } from './impact-stats';

/**
 * GET /api/team/impact: the team screen's figures, computed in SQL by the server. A group's
 * figures are null with `hidden: true` when fewer than MIN_GROUP_SIZE people answered.
 */
export interface MinutesFigures {
  label: FigureLabel;
  /** Distinct people whose stories make the figures. */
  people: number;
  stories: number;
  hidden: boolean;
  /** Minutes saved as reported (per day or task), summed. */
  total: number | null;
  /** Minutes of rework the follow-ups reported, summed. */
  rework: number | null;
  /** total − rework. */
  net: number | null;
  /** Of each story's net minutes. */
  median: number | null;
  q1: number | null;
  q3: number | null;
  iqr: number | null;
}

export interface UseCaseRollup {
  useCaseId: string;
  title: string;
  stories: number;
  people: number;
  hidden: boolean;
  median: number | null;
  min: number | null;
  max: number | null;
  /** Helpful ratings ÷ ratings (hidden under 5 raters). */
  helpfulRate: number | null;
  /** "Worked for me too" verdicts on its stories. */
  confirmations: number | null;
  /** Kept ÷ answered follow-ups. */
  heldUpRate: number | null;
  followUps: number | null;
}

export interface CohortFigures {
  cohort: 'three_plus' | 'rest';
  members: number;
  /** Of them, people with a story in the range. */
  people: number;
  hidden: boolean;
  medianNet: number | null;
  netPerMember: number | null;
}

export interface TeamImpact {
  range: { from: string; to: string };
  previousRange: { from: string; to: string };
  minimumGroupSize: number;
  reported: MinutesFigures;
  confirmed: MinutesFigures;
  /** The spec's extrapolation of the latest per-day answer of each person and use case (net of rework). */
  estimated: { label: 'estimated'; people: number; hidden: boolean; weeklyHours: number | null; monthlyHours: number | null };
  previous: MinutesFigures;
  /** Change against the previous period of the same length (a fraction), null without a base or when hidden. */
  trend: { net: number | null; stories: number | null; median: number | null };
  useCases: UseCaseRollup[];
  funnel: { members: number; onboarded: number; completedOne: number; sharedOne: number; activeLast7Days: number };
  cohorts: CohortFigures[];
  /** Named stories only: one row per person. */
  people: { name: string; stories: number; minutes: number; net: number }[];
}

export const COHORT_LABELS: Record<CohortFigures['cohort'], string> = {
  three_plus: 'Members with 3+ completed use cases',
  rest: 'Everyone else',
};

export const FUNNEL_LABELS: Record<keyof TeamImpact['funnel'], string> = {
  members: 'Members',
  onboarded: 'Onboarded',
  completedOne: 'Completed a use case',
  sharedOne: 'Shared a story',
  activeLast7Days: 'Active in the last 7 days',
};
