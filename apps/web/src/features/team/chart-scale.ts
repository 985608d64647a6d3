import { MONTH_NAMES, parseCalendarDate } from '@pathwise/core';

/**
 * The value axis: a round step (1, 2, 2.5 or 5 times a power of ten; whole numbers only for
 * counts) giving about four gridlines, and the ticks from 0 up to the first step at or above max.
 */
export function axisTicks(max: number, wholeNumbers = true, lines = 4): number[] {
  const top = max > 0 ? max : 1;
  const raw = top / lines;
  const power = 10 ** Math.floor(Math.log10(raw));
  const factors = wholeNumbers && power < 10 ? [1, 2, 5, 10] : [1, 2, 2.5, 5, 10];
  let step = (factors.find((factor) => factor * power >= raw) ?? 10) * power;
  if (wholeNumbers) step = Math.max(1, Math.round(step));
  const count = Math.max(1, Math.ceil(top / step - 1e-9));
  return Array.from({ length: count + 1 }, (_, index) => Math.round(index * step * 1e6) / 1e6);
}

/**
 * Week labels like 'Mar 3' (or 'Mar 3, 2026'); the weeks are UTC Mondays as 'YYYY-MM-DD'. The month
 * is CLDR's English (US) abbreviation, its name's first three letters, as `Intl.DateTimeFormat('en-US')`
 * writes it (chart-scale.test.ts compares the two). Written from the week's own digits, not by
 * `Intl`: the screen then never starts the browser's date library, a long task on a slow phone
 * (decision 020), and a team screen asks for a hundred and more labels per render.
 */
export function weekLabel(week: string, withYear = false): string {
  const date = parseCalendarDate(week);
  if (!date) return week;
  const label = `${(MONTH_NAMES[date.month - 1] ?? '').slice(0, 3)} ${date.day}`;
  return withYear ? `${label}, ${date.year}` : label;
}

export interface ChartPoint {
  week: string;
  value: number;
}

/** The sentence a screen reader hears for a weekly chart. */
export function chartSummary(title: string, unit: string, points: readonly ChartPoint[]): string {
  if (points.length === 0) return `${title}: no weeks in this range.`;
  const first = points[0] as ChartPoint;
  const last = points[points.length - 1] as ChartPoint;
  const total = points.reduce((sum, point) => sum + point.value, 0);
  const span = `${points.length} ${points.length === 1 ? 'week' : 'weeks'} from ${weekLabel(first.week, true)} to ${weekLabel(last.week, true)}`;
  if (total === 0) return `${title}: ${span}. No ${unit} recorded.`;
  const peak = points.reduce((best, point) => (point.value > best.value ? point : best), first);
  return `${title}: ${span}. Total ${total} ${unit}; highest ${peak.value} ${unit} in the week of ${weekLabel(peak.week, true)}.`;
}
