import { afterEach, describe, expect, it, vi } from 'vitest';
import { weekLabel } from './chart-scale';

describe('weekLabel', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('writes every month, with and without the year, as Intl does for en-US in UTC', () => {
    const short = new Intl.DateTimeFormat('en-US', { month: 'short', day: 'numeric', timeZone: 'UTC' });
    const withYear = new Intl.DateTimeFormat('en-US', { month: 'short', day: 'numeric', year: 'numeric', timeZone: 'UTC' });
    for (let month = 1; month <= 12; month += 1) {
      for (const day of ['01', '09', '28']) {
        const week = `2026-${String(month).padStart(2, '0')}-${day}`;
        const date = new Date(`${week}T00:00:00Z`);
        expect(weekLabel(week)).toBe(short.format(date));
        expect(weekLabel(week, true)).toBe(withYear.format(date));
      }
    }
    expect(weekLabel('2026-03-02')).toBe('Mar 2');
    expect(weekLabel('2025-12-29', true)).toBe('Dec 29, 2025');
  });

  it('never starts the browser date library', () => {
    vi.stubGlobal('Intl', {
      ...Intl,
      DateTimeFormat: () => {
        throw new Error('Intl.DateTimeFormat was used');
      },
    });
    expect(weekLabel('2026-09-07', true)).toBe('Sep 7, 2026');
  });
});
