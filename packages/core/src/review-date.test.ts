import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { staleReviews } from './content';
import { isoDay, parseCalendarDate } from './calendar-day';
import { isReviewStale, monthsBefore, updatedLine } from './review-date';

describe('parseCalendarDate', () => {
  it('reads real days only', () => {
    expect(parseCalendarDate('2026-11-25')).toEqual({ year: 2026, month: 11, day: 25 });
    expect(parseCalendarDate('2028-02-29')).toEqual({ year: 2028, month: 2, day: 29 });
    for (const bad of ['2026-02-29', '2026-13-01', '2026-00-10', '2026-04-31', '2026-1-5', '25/11/2026', '2026-11-25T00:00:00Z', ''])
      expect(parseCalendarDate(bad), bad).toBeNull();
  });

  it('agrees with the calendar for every day (round trip through Date)', () => {
    fc.assert(
      fc.property(fc.date({ min: new Date('1990-01-01'), max: new Date('2100-12-31'), noInvalidDate: true }), (date) => {
        const day = isoDay(date);
        expect(parseCalendarDate(day)).not.toBeNull();
        expect(isoDay(Date.parse(`${day}T12:00:00Z`))).toBe(day);
      }),
    );
  });
});

describe('monthsBefore and isReviewStale', () => {
  it('counts calendar months, clamping to the last day of a shorter month', () => {
    expect(monthsBefore('2026-11-25', 6)).toBe('2026-05-25');
    expect(monthsBefore('2026-08-31', 6)).toBe('2026-02-28');
    expect(monthsBefore('2028-08-31', 6)).toBe('2028-02-29');
    expect(monthsBefore('2026-03-15', 6)).toBe('2025-09-15');
  });

  it('warns only beyond six months', () => {
    expect(isReviewStale('2026-05-25', '2026-11-25')).toBe(false);
    expect(isReviewStale('2026-05-24', '2026-11-25')).toBe(true);
    expect(isReviewStale('2026-11-25', '2026-11-25')).toBe(false);
    expect(isReviewStale('2024-01-01', '2026-11-25')).toBe(true);
  });

  it('names each stale guide with its file and field', () => {
    const issues = staleReviews(
      [
        { id: 'fresh', lastReviewed: '2026-10-01' },
        { id: 'old', lastReviewed: '2026-01-15' },
      ],
      '2026-11-25',
    );
    expect(issues.map((issue) => [issue.file, issue.field])).toEqual([['content/use-cases/old.md', 'lastReviewed']]);
    expect(issues[0]?.message).toMatch(/^2026-01-15 is more than 6 months ago/);
  });
});

describe('updatedLine', () => {
  it('shows the month and year of the review', () => {
    expect(updatedLine('2026-11-25')).toBe('Updated November 2026');
    expect(updatedLine('2027-01-01')).toBe('Updated January 2027');
    expect(updatedLine('not a date')).toBeNull();
  });
});
