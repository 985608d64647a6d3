import { describe, expect, it } from 'vitest';
import { averageHours, matchingPreset, presetRange, rangeOfAddress, rangeProblem } from './range';
import { axisTicks, chartSummary } from './chart-scale';

const NOW = new Date('2026-03-18T22:30:00Z');

describe('team date range', () => {
  it('builds the presets ending today (UTC): 4 weeks, 12 weeks and 6 months', () => {
    expect(presetRange('4w', NOW)).toEqual({ from: '2026-02-19', to: '2026-03-18' });
    // 12 weeks matches the server's default range (84 days including today).
    expect(presetRange('12w', NOW)).toEqual({ from: '2025-12-25', to: '2026-03-18' });
    expect(presetRange('6m', NOW)).toEqual({ from: '2025-09-19', to: '2026-03-18' });
    expect(matchingPreset({ from: '2026-02-19', to: '2026-03-18' }, NOW)).toBe('4w');
    expect(matchingPreset({ from: '2026-02-18', to: '2026-03-18' }, NOW)).toBeNull();
  });

  it('refuses half-typed, reversed, impossible and over-long ranges', () => {
    expect(rangeProblem({ from: '2026-01-01', to: '2026-01-31' })).toBeNull();
    expect(rangeProblem({ from: '2026-01-31', to: '2026-01-31' })).toBeNull();
    expect(rangeProblem({ from: '', to: '2026-01-31' })).toBe('Enter both dates.');
    expect(rangeProblem({ from: '2026-02-30', to: '2026-03-01' })).toBe('Enter both dates.');
    expect(rangeProblem({ from: '2026-02-01', to: '2026-01-31' })).toBe('The start date must be on or before the end date.');
    expect(rangeProblem({ from: '2023-01-01', to: '2026-01-31' })).toBe('Choose a range of at most two years.');
  });

  it("reads the address's range, and falls back to 12 weeks when it asks for none or a wrong one", () => {
    expect(rangeOfAddress('2026-01-01', '2026-01-31', NOW)).toEqual({ from: '2026-01-01', to: '2026-01-31' });
    expect(rangeOfAddress(null, null, NOW)).toEqual(presetRange('12w', NOW));
    expect(rangeOfAddress('2026-01-01', null, NOW)).toEqual(presetRange('12w', NOW));
    expect(rangeOfAddress('2026-02-01', '2026-01-31', NOW)).toEqual(presetRange('12w', NOW));
  });

  it('averages the minutes of the range into hours per week and per month', () => {
    // 28 days, 840 minutes = 14 hours: 3.5 hours a week, about 15.2 a month.
    expect(averageHours(840, { from: '2026-01-01T00:00:00.000Z', to: '2026-01-29T00:00:00.000Z' })).toEqual({
      perWeek: 3.5,
      perMonth: 15.2,
    });
    expect(averageHours(0, { from: '2026-01-01T00:00:00.000Z', to: '2026-01-29T00:00:00.000Z' })).toEqual({ perWeek: 0, perMonth: 0 });
  });
});

describe('chart scale', () => {
  it('steps the axis by 1, 2, 2.5 or 5 times a power of ten, in whole numbers for counts', () => {
    expect(axisTicks(0)).toEqual([0, 1]);
    expect(axisTicks(3)).toEqual([0, 1, 2, 3]);
    expect(axisTicks(5)).toEqual([0, 2, 4, 6]);
    expect(axisTicks(75)).toEqual([0, 20, 40, 60, 80]);
    expect(axisTicks(100)).toEqual([0, 25, 50, 75, 100]);
    expect(axisTicks(4_100)).toEqual([0, 2_000, 4_000, 6_000]);
    expect(axisTicks(0.6, false)).toEqual([0, 0.2, 0.4, 0.6]);
  });

  it('summarises a weekly series for screen readers', () => {
    const points = [
      { week: '2026-01-05', value: 30 },
      { week: '2026-01-12', value: 90 },
      { week: '2026-01-19', value: 0 },
    ];
    expect(chartSummary('Minutes saved per week', 'minutes', points)).toBe(
      'Minutes saved per week: 3 weeks from Jan 5, 2026 to Jan 19, 2026. Total 120 minutes; highest 90 minutes in the week of Jan 12, 2026.',
    );
    expect(chartSummary('Completions over time', 'completions', points.slice(2))).toBe(
      'Completions over time: 1 week from Jan 19, 2026 to Jan 19, 2026. No completions recorded.',
    );
  });
});
