import { afterEach, describe, expect, it, vi } from 'vitest';
import { shortDate } from './short-date';

describe('shortDate', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('writes every month, with and without the year, as Intl does for en-GB in the local zone', () => {
    const withYear = new Intl.DateTimeFormat('en-GB', { day: 'numeric', month: 'short', year: 'numeric' });
    const withoutYear = new Intl.DateTimeFormat('en-GB', { day: 'numeric', month: 'short' });
    for (let month = 0; month < 12; month += 1) {
      for (const day of [1, 9, 28]) {
        const date = new Date(2026, month, day, 23, 30);
        expect(shortDate(date)).toBe(withYear.format(date));
        expect(shortDate(date, { year: false })).toBe(withoutYear.format(date));
      }
    }
    expect(shortDate(new Date(2026, 2, 7))).toBe('7 Mar 2026');
    expect(shortDate(new Date(1999, 11, 31), { year: false })).toBe('31 Dec');
  });

  it('reads the date in the local zone, as the reader sees the day', () => {
    const lateEvening = new Date(2026, 0, 5, 23, 59);
    expect(shortDate(lateEvening)).toBe(`5 Jan 2026`);
  });

  it('never starts the browser date library', () => {
    vi.stubGlobal('Intl', {
      ...Intl,
      DateTimeFormat: () => {
        throw new Error('Intl.DateTimeFormat was used');
      },
    });
    expect(shortDate(new Date(2026, 8, 3))).toBe('3 Sept 2026');
  });
});
