import { isoDay, type DateRange } from '@pathwise/core';

/** The range rule itself (bounds, order, length) is core's, shared with the server. */
export { isoDay, MAX_RANGE_DAYS, rangeOfAddress, rangeProblem, type DateRange } from '@pathwise/core';

const DAY_MS = 24 * 60 * 60_000;

export const RANGE_PRESETS = [
  { id: '4w', label: '4 weeks' },
  { id: '12w', label: '12 weeks' },
  { id: '6m', label: '6 months' },
] as const;
export type RangePreset = (typeof RANGE_PRESETS)[number]['id'];
export const DEFAULT_PRESET: RangePreset = '12w';

/**
 * The preset ending today (UTC, like the server's weeks): 4 weeks and 12 weeks are 28 and 84
 * days including today; 6 months starts the day after the same date six months back.
 */
export function presetRange(preset: RangePreset, now: Date = new Date()): DateRange {
  const to = new Date(`${isoDay(now)}T00:00:00Z`);
  let from: Date;
  if (preset === '6m') {
    from = new Date(to);
    from.setUTCMonth(from.getUTCMonth() - 6);
    from = new Date(from.getTime() + DAY_MS);
  } else {
    from = new Date(to.getTime() - ((preset === '4w' ? 28 : 84) - 1) * DAY_MS);
  }
  return { from: isoDay(from), to: isoDay(to) };
}

/** Which preset a range equals today, if any (the preset buttons show as pressed). */
export function matchingPreset(range: DateRange, now: Date = new Date()): RangePreset | null {
  return (
    RANGE_PRESETS.find(({ id }) => {
      const preset = presetRange(id, now);
      return preset.from === range.from && preset.to === range.to;
    })?.id ?? null
  );
}

/**
 * Average hours saved per week and per month over the answered range (`to` exclusive): the
 * minutes per day of the range, times 7 and times an average month (365.25 / 12 days).
 */
export function averageHours(minutes: number, range: { from: string; to: string }): { perWeek: number; perMonth: number } {
  const days = Math.max(1, Math.round((Date.parse(range.to) - Date.parse(range.from)) / DAY_MS));
  const hoursPerDay = minutes / 60 / days;
  return { perWeek: round1(hoursPerDay * 7), perMonth: round1((hoursPerDay * 365.25) / 12) };
}

function round1(value: number): number {
  return Math.round(value * 10) / 10;
}
