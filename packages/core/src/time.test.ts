import fc from 'fast-check';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { STORY_LIMITS } from './constants';
import { SMALL_SAVINGS_HINT, ageInDays, relativeAge, timeSavedHints, timeSavedProjection } from './time';

const SECOND = 1_000;
const MINUTE = 60 * SECOND;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;
const NOW = Date.UTC(2025, 5, 15, 12, 0, 0);
const ago = (ms: number) => NOW - ms;

describe('relativeAge', () => {
  it.each([
    [0, '1m'],
    [30 * SECOND, '1m'],
    [59 * SECOND, '1m'],
    [MINUTE, '1m'],
    [2 * MINUTE - 1, '1m'],
    [2 * MINUTE, '2m'],
    [45 * MINUTE, '45m'],
    [HOUR - 1, '59m'],
    [HOUR, '1h'],
    [2 * HOUR - 1, '1h'],
    [5 * HOUR, '5h'],
    [DAY - 1, '23h'],
    [DAY, '1d'],
    [6 * DAY, '6d'],
    [7 * DAY - 1, '6d'],
    [7 * DAY, '1w'],
    [13 * DAY, '1w'],
    [14 * DAY, '2w'],
    [30 * DAY, '4w'],
    [364 * DAY, '52w'],
    [365 * DAY - 1, '52w'],
    [365 * DAY, '1y'],
    [729 * DAY, '1y'],
    [730 * DAY, '2y'],
    [3650 * DAY, '10y'],
  ])('%s ms ago → %s', (elapsed, expected) => {
    expect(relativeAge(ago(elapsed), NOW)).toBe(expected);
  });

  it('accepts a Date, an ISO string or a timestamp, and a Date for now', () => {
    const from = ago(3 * HOUR);
    expect(relativeAge(new Date(from), NOW)).toBe('3h');
    expect(relativeAge(new Date(from).toISOString(), NOW)).toBe('3h');
    expect(relativeAge(from, new Date(NOW))).toBe('3h');
  });

  it('shows a future date as 1m', () => {
    expect(relativeAge(NOW + 5 * DAY, NOW)).toBe('1m');
  });

  it('shows an unreadable date as 1m rather than NaNy', () => {
    expect(relativeAge('not a date', NOW)).toBe('1m');
    expect(relativeAge(Number.NaN, NOW)).toBe('1m');
    expect(relativeAge(ago(HOUR), Number.NaN)).toBe('1m');
  });

  describe('with the clock', () => {
    afterEach(() => {
      vi.useRealTimers();
    });

    it('defaults now to the current time', () => {
      vi.useFakeTimers();
      vi.setSystemTime(NOW);
      expect(relativeAge(ago(2 * DAY))).toBe('2d');
      expect(ageInDays(ago(2 * DAY))).toBe(2);
    });
  });

  it('property: one number and one unit, and the unit never shrinks as time passes', () => {
    const rank = { m: 0, h: 1, d: 2, w: 3, y: 4 } as const;
    const parse = (label: string) => {
      const match = /^(\d+)([mhdwy])$/.exec(label);
      expect(match, label).not.toBeNull();
      return { n: Number(match?.[1]), unit: rank[match?.[2] as keyof typeof rank] };
    };
    fc.assert(
      fc.property(fc.integer({ min: -DAY, max: 20 * 365 * DAY }), fc.integer({ min: 0, max: 20 * 365 * DAY }), (a, extra) => {
        const younger = parse(relativeAge(ago(a), NOW));
        const older = parse(relativeAge(ago(a + extra), NOW));
        expect(younger.n).toBeGreaterThanOrEqual(1);
        expect(older.unit).toBeGreaterThanOrEqual(younger.unit);
        if (older.unit === younger.unit) expect(older.n).toBeGreaterThanOrEqual(younger.n);
      }),
    );
  });

  it('property: each unit stays within its range', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 50 * 365 * DAY }), (elapsed) => {
        const label = relativeAge(ago(elapsed), NOW);
        const n = Number.parseInt(label, 10);
        const unit = label.slice(-1);
        if (unit === 'm') expect(n).toBeLessThanOrEqual(59);
        if (unit === 'h') expect(n).toBeLessThanOrEqual(23);
        if (unit === 'd') expect(n).toBeLessThanOrEqual(6);
        if (unit === 'w') expect(n).toBeLessThanOrEqual(52);
        expect(n).toBeGreaterThanOrEqual(1);
      }),
    );
  });
});

describe('ageInDays', () => {
  it('is the elapsed time in days, fractional', () => {
    expect(ageInDays(ago(0), NOW)).toBe(0);
    expect(ageInDays(ago(36 * HOUR), NOW)).toBe(1.5);
    expect(ageInDays(new Date(ago(7 * DAY)).toISOString(), new Date(NOW))).toBe(7);
  });

  it('is 0 for a future date', () => {
    expect(ageInDays(NOW + DAY, NOW)).toBe(0);
  });
});

describe('timeSavedProjection', () => {
  it('is minutes × 5 / 60 per week and minutes × 20 / 60 per month, to one decimal', () => {
    expect(timeSavedProjection(5)).toEqual({ perWeekHours: 0.4, perMonthHours: 1.7 }); // 0.4167, 1.6667
    expect(timeSavedProjection(12)).toEqual({ perWeekHours: 1, perMonthHours: 4 });
    expect(timeSavedProjection(15)).toEqual({ perWeekHours: 1.3, perMonthHours: 5 }); // 1.25 rounds up
    expect(timeSavedProjection(19)).toEqual({ perWeekHours: 1.6, perMonthHours: 6.3 }); // 1.5833, 6.3333
    expect(timeSavedProjection(20)).toEqual({ perWeekHours: 1.7, perMonthHours: 6.7 }); // 1.6667, 6.6667
    expect(timeSavedProjection(60)).toEqual({ perWeekHours: 5, perMonthHours: 20 });
    expect(timeSavedProjection(0)).toEqual({ perWeekHours: 0, perMonthHours: 0 });
  });

  it('property: within 0.05 of the exact figures', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: STORY_LIMITS.minutesMax }), (minutes) => {
        const { perWeekHours, perMonthHours } = timeSavedProjection(minutes);
        expect(Math.abs(perWeekHours - (minutes * 5) / 60)).toBeLessThanOrEqual(0.05 + 1e-9);
        expect(Math.abs(perMonthHours - (minutes * 20) / 60)).toBeLessThanOrEqual(0.05 + 1e-9);
      }),
    );
  });
});

describe('timeSavedHints', () => {
  it('shows nothing below 1 minute', () => {
    expect(timeSavedHints(0)).toEqual([]);
    expect(timeSavedHints(0.5)).toEqual([]);
    expect(timeSavedHints(-3)).toEqual([]);
  });

  it("1 to 4 minutes: 'Even small time savings add up...'", () => {
    expect(SMALL_SAVINGS_HINT).toBe('Even small time savings add up...');
    for (const m of [1, 2, 3, 4, 4.5]) expect(timeSavedHints(m), String(m)).toEqual([SMALL_SAVINGS_HINT]);
  });

  it('5 to 19 minutes: hours per week only', () => {
    expect(timeSavedHints(5)).toEqual(["That's about 0.4 hours per week."]);
    expect(timeSavedHints(12)).toEqual(["That's about 1 hour per week."]);
    expect(timeSavedHints(19)).toEqual(["That's about 1.6 hours per week."]);
  });

  it('20 minutes and up: hours per week and per month', () => {
    expect(timeSavedHints(20)).toEqual(["That's about 1.7 hours per week.", 'About 6.7 hours per month.']);
    expect(timeSavedHints(60)).toEqual(["That's about 5 hours per week.", 'About 20 hours per month.']);
    expect(timeSavedHints(STORY_LIMITS.minutesMax)).toEqual(["That's about 40 hours per week.", 'About 160 hours per month.']);
  });

  it('shows nothing above the form limit or for unusable input', () => {
    expect(STORY_LIMITS.minutesMax).toBe(480);
    expect(timeSavedHints(481)).toEqual([]);
    expect(timeSavedHints(Number.NaN)).toEqual([]);
    expect(timeSavedHints(Number.POSITIVE_INFINITY)).toEqual([]);
  });

  it('property: the hint count steps 0 → 1 → 1 → 2 at 1, 5 and 20 minutes, with the spec formulas', () => {
    fc.assert(
      fc.property(fc.integer({ min: -10, max: STORY_LIMITS.minutesMax }), (minutes) => {
        const week = Math.round((minutes * 5 * 10) / 60) / 10;
        const month = Math.round((minutes * 20 * 10) / 60) / 10;
        // One hour is singular (12 minutes a day is exactly 1 hour a week).
        const hours = (n: number) => `${n} hour${n === 1 ? '' : 's'}`;
        let expected: string[];
        if (minutes < 1) expected = [];
        else if (minutes <= 4) expected = [SMALL_SAVINGS_HINT];
        else if (minutes <= 19) expected = [`That's about ${hours(week)} per week.`];
        else expected = [`That's about ${hours(week)} per week.`, `About ${hours(month)} per month.`];
        expect(timeSavedHints(minutes)).toEqual(expected);
      }),
    );
  });
});
