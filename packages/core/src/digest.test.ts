import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { digestWeekAt, isValidTimeZone, localParts, nextDigestSend, weeklyStreak, weekOverWeek, zonedTimeToUtc } from './digest';

/** Any instant from 2020 to 2035, summer-time changes and leap years included. */
const anyInstant = fc.date({ min: new Date('2020-01-01'), max: new Date('2035-01-01'), noInvalidDate: true });

describe('the digest calendar: Monday 08:00 in the workspace time zone', () => {
  it('is owed from Monday 08:00 local, and before that the previous week is', () => {
    // Monday 23 November 2026, 07:59 and 08:00 in Berlin (UTC+1).
    expect(digestWeekAt(new Date('2026-11-23T06:59:00Z'), 'Europe/Berlin').key).toBe('2026-11-16');
    const week = digestWeekAt(new Date('2026-11-23T07:00:00Z'), 'Europe/Berlin');
    expect(week.key).toBe('2026-11-23');
    expect(week.sendAt.toISOString()).toBe('2026-11-23T07:00:00.000Z');
    expect(week.from.toISOString()).toBe('2026-11-15T23:00:00.000Z');
    expect(week.to.toISOString()).toBe('2026-11-22T23:00:00.000Z');
    expect(week.previousFrom.toISOString()).toBe('2026-11-08T23:00:00.000Z');
    expect(week.reportedWeek).toBe('2026-11-16');
  });

  it('follows daylight saving time (New York, Monday after the spring change)', () => {
    const week = digestWeekAt(new Date('2026-03-09T15:00:00Z'), 'America/New_York');
    expect(week.key).toBe('2026-03-09');
    expect(week.sendAt.toISOString()).toBe('2026-03-09T12:00:00.000Z'); // 08:00 EDT
    expect(week.from.toISOString()).toBe('2026-03-02T05:00:00.000Z'); // midnight EST
  });

  it('names the next send on the calendar, across a change to summer time too', () => {
    // Tuesday 23 March 2027 in Berlin; the clocks go forward on Sunday the 28th.
    const next = nextDigestSend(new Date('2027-03-23T10:00:00Z'), 'Europe/Berlin');
    expect(next.localDate).toBe('2027-03-29');
    expect(next.at.toISOString()).toBe('2027-03-29T06:00:00.000Z'); // 08:00 CEST, not 09:00
    // Clocks going back (Berlin, 31 October 2027), and in the southern autumn (Auckland, 4 April 2027).
    expect(nextDigestSend(new Date('2027-10-26T10:00:00Z'), 'Europe/Berlin').at.toISOString()).toBe('2027-11-01T07:00:00.000Z');
    const southern = nextDigestSend(new Date('2027-03-30T00:00:00Z'), 'Pacific/Auckland');
    expect([southern.localDate, southern.at.toISOString()]).toEqual(['2027-04-05', '2027-04-04T20:00:00.000Z']);
    // At the very minute of a send, the next one is a week later.
    expect(nextDigestSend(new Date('2026-11-23T07:00:00Z'), 'Europe/Berlin').localDate).toBe('2026-11-30');
    // Monday 07:00 in Auckland, still Sunday in UTC: the send is an hour away, that Monday.
    const auckland = nextDigestSend(new Date('2026-11-29T18:00:00Z'), 'Pacific/Auckland');
    expect([auckland.localDate, auckland.at.toISOString()]).toEqual(['2026-11-30', '2026-11-29T19:00:00.000Z']);
  });

  it('has the next send after now, within a week, on a Monday at 08:00 local', () => {
    const zones = ['UTC', 'Europe/Berlin', 'America/New_York', 'Asia/Kolkata', 'Pacific/Auckland', 'Australia/Lord_Howe'];
    fc.assert(
      fc.property(anyInstant, fc.constantFrom(...zones), (now, tz) => {
        const next = nextDigestSend(now, tz);
        expect(next.at.getTime()).toBeGreaterThan(now.getTime());
        expect(next.at.getTime() - now.getTime()).toBeLessThanOrEqual(7 * 86_400_000 + 3_600_000);
        const local = localParts(next.at, tz);
        expect([local.isoWeekday, local.hour, local.minute]).toEqual([1, 8, 0]);
        expect(next.localDate).toBe(`${local.year}-${String(local.month).padStart(2, '0')}-${String(local.day).padStart(2, '0')}`);
      }),
    );
  });

  it('always lands on a Monday at 08:00 local, at or before now, less than a week ago', () => {
    const zones = ['UTC', 'Europe/Berlin', 'America/Los_Angeles', 'Asia/Kolkata', 'Pacific/Auckland', 'Australia/Lord_Howe'];
    fc.assert(
      fc.property(anyInstant, fc.constantFrom(...zones), (now, tz) => {
        const week = digestWeekAt(now, tz);
        const local = localParts(week.sendAt, tz);
        expect(local.isoWeekday).toBe(1);
        expect(local.hour).toBe(8);
        expect(week.sendAt.getTime()).toBeLessThanOrEqual(now.getTime());
        expect(now.getTime() - week.sendAt.getTime()).toBeLessThan(7 * 24 * 3600_000 + 3600_000);
        expect(week.to.getTime() - week.from.getTime()).toBeGreaterThanOrEqual(7 * 24 * 3600_000 - 3600_000);
      }),
    );
  });

  it('maps a wall-clock time back to its instant', () => {
    expect(zonedTimeToUtc(2026, 7, 1, 8, 'Asia/Kolkata').toISOString()).toBe('2026-07-01T02:30:00.000Z');
  });

  it('knows real time zones only', () => {
    expect(isValidTimeZone('Europe/Berlin')).toBe(true);
    expect(isValidTimeZone('UTC')).toBe(true);
    expect(isValidTimeZone('Mars/Olympus')).toBe(false);
    expect(isValidTimeZone('')).toBe(false);
  });

  it('counts consecutive active weeks back from the reported one', () => {
    expect(weeklyStreak(['2026-11-16', '2026-11-09', '2026-10-26'], '2026-11-16')).toBe(2);
    expect(weeklyStreak(['2026-11-09'], '2026-11-16')).toBe(0);
  });

  it('compares with last week in words', () => {
    expect(weekOverWeek(60, 30)).toBe('+100% on last week');
    expect(weekOverWeek(15, 30)).toBe('-50% on last week');
    expect(weekOverWeek(10, 0)).toBe('up from none last week');
    expect(weekOverWeek(0, 0)).toBe('same as last week');
  });
});
