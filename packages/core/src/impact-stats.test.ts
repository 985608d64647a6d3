import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  estimatedMonthlyHours,
  estimatedWeeklyHours,
  groupVisible,
  median,
  MIN_GROUP_SIZE,
  netMinutes,
  previousPeriod,
  quantile,
  spread,
  trend,
} from './impact-stats';

/*
 * A second, deliberately different computation to test against: the quantile from its
 * definition by counting (no sorting shortcut), and the median from the textbook rule (the middle
 * value, or the mean of the two middle values).
 */
function referenceMedian(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = sorted.length / 2;
  return sorted.length % 2 === 1 ? (sorted[Math.floor(mid)] as number) : ((sorted[mid - 1] as number) + (sorted[mid] as number)) / 2;
}
/** The k-th smallest (0-based) by counting: the value with ≤ k values strictly below it and > k at or below it. */
function kth(values: number[], k: number): number {
  for (const v of values) {
    const below = values.filter((x) => x < v).length;
    const atOrBelow = values.filter((x) => x <= v).length;
    if (below <= k && k < atOrBelow) return v;
  }
  throw new Error('unreachable');
}
function referenceQuantile(values: number[], p: number): number {
  const h = (values.length - 1) * p;
  const lo = Math.floor(h);
  const hi = Math.ceil(h);
  return kth(values, lo) + (h - lo) * (kth(values, hi) - kth(values, lo));
}

const minutes = fc.integer({ min: -480, max: 480 });
const answers = fc.array(minutes, { minLength: 1, maxLength: 60 });
const close = (a: number, b: number) => Math.abs(a - b) <= 1e-9 * Math.max(1, Math.abs(a), Math.abs(b));

describe('statistics against a reference computation', () => {
  it('median equals the textbook median', () => {
    fc.assert(
      fc.property(answers, (xs) => {
        expect(close(median(xs) as number, referenceMedian(xs))).toBe(true);
      }),
    );
  });

  it('quartiles equal the counted quantiles and the IQR is q3 − q1 ≥ 0', () => {
    fc.assert(
      fc.property(answers, (xs) => {
        const s = spread(xs);
        expect(s).not.toBeNull();
        if (!s) return;
        expect(s.n).toBe(xs.length);
        expect(close(s.q1, referenceQuantile(xs, 0.25))).toBe(true);
        expect(close(s.q3, referenceQuantile(xs, 0.75))).toBe(true);
        expect(s.iqr).toBeGreaterThanOrEqual(0);
        expect(close(s.iqr, s.q3 - s.q1)).toBe(true);
        expect(s.q1).toBeLessThanOrEqual(s.median);
        expect(s.median).toBeLessThanOrEqual(s.q3);
      }),
    );
  });

  it('quantiles lie between min and max, do not depend on order and move with a shift', () => {
    fc.assert(
      fc.property(answers, fc.double({ min: 0, max: 1, noNaN: true }), fc.integer({ min: -100, max: 100 }), (xs, p, shift) => {
        const q = quantile(xs, p) as number;
        expect(q).toBeGreaterThanOrEqual(Math.min(...xs));
        expect(q).toBeLessThanOrEqual(Math.max(...xs));
        expect(quantile([...xs].reverse(), p)).toBe(q);
        expect(
          close(
            quantile(
              xs.map((x) => x + shift),
              p,
            ) as number,
            q + shift,
          ),
        ).toBe(true);
      }),
    );
  });

  it('known values (as PostgreSQL percentile_cont gives them)', () => {
    expect(median([])).toBeNull();
    expect(spread([])).toBeNull();
    expect(median([7])).toBe(7);
    expect(median([1, 2, 3, 4])).toBe(2.5);
    // SELECT percentile_cont(array[0.25,0.5,0.75]) WITHIN GROUP (ORDER BY x) FROM unnest('{1,2,3,4,10}'::int[]) x → {2,3,4}
    expect(spread([10, 1, 4, 3, 2])).toEqual({ n: 5, median: 3, q1: 2, q3: 4, iqr: 2 });
    expect(spread([-30, 0, 15, 60])).toEqual({ n: 4, median: 7.5, q1: -7.5, q3: 26.25, iqr: 33.75 });
  });

  it('net minutes are minutes saved minus rework, and sum like the parts', () => {
    fc.assert(
      fc.property(fc.array(fc.tuple(minutes, fc.integer({ min: 0, max: 480 }))), (stories) => {
        const net = stories.reduce((sum, [saved, rework]) => sum + netMinutes(saved, rework), 0);
        const saved = stories.reduce((sum, [s]) => sum + s, 0);
        const rework = stories.reduce((sum, [, r]) => sum + r, 0);
        expect(net).toBe(saved - rework);
        for (const [s, r] of stories) expect(netMinutes(s, r)).toBeLessThanOrEqual(s);
      }),
    );
  });

  it('estimates use the spec formulas: ×5/60 per week, ×20/60 per month', () => {
    fc.assert(
      fc.property(minutes, (m) => {
        expect(close(estimatedWeeklyHours(m), (m * 5) / 60)).toBe(true);
        expect(close(estimatedMonthlyHours(m), 4 * estimatedWeeklyHours(m))).toBe(true);
      }),
    );
    expect(estimatedWeeklyHours(60)).toBe(5);
    expect(estimatedMonthlyHours(60)).toBe(20);
  });

  it('minimum group size is 5', () => {
    expect(MIN_GROUP_SIZE).toBe(5);
    expect(groupVisible(4)).toBe(false);
    expect(groupVisible(5)).toBe(true);
    expect(groupVisible(0)).toBe(false);
  });

  it('the previous period has the same length and ends where this one starts', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 731 }), fc.integer({ min: 0, max: 20_000 }), (days, start) => {
        const from = new Date(Date.UTC(2000, 0, 1) + start * 86_400_000);
        const to = new Date(from.getTime() + days * 86_400_000);
        const prev = previousPeriod({ from, to });
        expect(prev.to.getTime()).toBe(from.getTime());
        expect(prev.to.getTime() - prev.from.getTime()).toBe(to.getTime() - from.getTime());
      }),
    );
    expect(trend(150, 100)).toBe(0.5);
    expect(trend(5, 0)).toBeNull();
    expect(trend(-50, -100)).toBe(0.5);
  });
});
