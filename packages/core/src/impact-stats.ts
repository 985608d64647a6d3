/**
 * The team screen's statistics, as reference functions. The server computes the same figures in
 * SQL (percentile_cont, sums, counts); its tests compare them with these.
 */

/** Figures over fewer people than this are hidden (a median of 2 answers is 2 people's answers). */
export const MIN_GROUP_SIZE = 5;

/** How a figure was obtained. */
export const FIGURE_LABELS = ['reported', 'estimated', 'confirmed'] as const;
export type FigureLabel = (typeof FIGURE_LABELS)[number];
export const FIGURE_LABEL_TEXT: Record<FigureLabel, string> = {
  reported: 'Reported',
  estimated: 'Estimated',
  confirmed: 'Confirmed',
};

export const HIDDEN_FIGURE_NOTE = `Hidden: fewer than ${MIN_GROUP_SIZE} people, so the figure could single someone out.`;

export function groupVisible(people: number): boolean {
  return people >= MIN_GROUP_SIZE;
}

/**
 * The p-quantile by linear interpolation between the closest ranks, which is PostgreSQL's
 * percentile_cont (and R's type 7): h = (n − 1)·p, then x[⌊h⌋] + (h − ⌊h⌋)(x[⌊h⌋+1] − x[⌊h⌋]).
 * null for no values.
 */
export function quantile(values: readonly number[], p: number): number | null {
  if (values.length === 0) return null;
  const sorted = [...values].sort((a, b) => a - b);
  const h = (sorted.length - 1) * Math.min(1, Math.max(0, p));
  const lo = Math.floor(h);
  const below = sorted[lo] as number;
  const above = sorted[Math.min(lo + 1, sorted.length - 1)] as number;
  return below + (h - lo) * (above - below);
}

export function median(values: readonly number[]): number | null {
  return quantile(values, 0.5);
}

export interface Spread {
  n: number;
  median: number;
  q1: number;
  q3: number;
  /** The interquartile range, q3 − q1: where the middle half of the answers lie. */
  iqr: number;
}

/** Median, quartiles and IQR of the values; null when there are none. */
export function spread(values: readonly number[]): Spread | null {
  if (values.length === 0) return null;
  const med = quantile(values, 0.5) as number;
  const q1 = quantile(values, 0.25) as number;
  const q3 = quantile(values, 0.75) as number;
  return { n: values.length, median: med, q1, q3, iqr: q3 - q1 };
}

/** Net minutes: minutes saved minus the rework the follow-up reported. */
export function netMinutes(saved: number, rework: number): number {
  return saved - rework;
}

/** The spec's extrapolations of minutes per day: ×5 working days per week, ×20 per month, in hours. */
export function estimatedWeeklyHours(minutesPerDay: number): number {
  return (minutesPerDay * 5) / 60;
}
export function estimatedMonthlyHours(minutesPerDay: number): number {
  return (minutesPerDay * 20) / 60;
}

/** The previous period of the same length, ending where this one starts (`to` exclusive). */
export function previousPeriod(range: { from: Date; to: Date }): { from: Date; to: Date } {
  const length = range.to.getTime() - range.from.getTime();
  return { from: new Date(range.from.getTime() - length), to: new Date(range.from.getTime()) };
}

/** Change from the previous period as a fraction (0.25 is 25 % up); null without a base. */
export function trend(current: number, previous: number): number | null {
  return previous === 0 ? null : (current - previous) / Math.abs(previous);
}

/** Figures rounded for display and JSON: one decimal. */
export function roundFigure(value: number): number {
  return Math.round(value * 10) / 10;
}
