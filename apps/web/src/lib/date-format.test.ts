import { describe, expect, it } from 'vitest';
import { dateFormat, zonedDateFormat } from './date-format';

describe('dateFormat', () => {
  it('formats as Intl does with the same locale and options, call after call', () => {
    const options: Intl.DateTimeFormatOptions = { day: 'numeric', month: 'short', year: 'numeric', timeZone: 'UTC' };
    const joined = dateFormat('en-GB', options);
    const days = ['2026-03-07T12:00:00Z', '2026-09-01T00:00:00Z', '2026-12-25T23:59:00Z'].map((iso) => new Date(iso));
    expect(days.map((day) => joined.format(day))).toEqual(days.map((day) => new Intl.DateTimeFormat('en-GB', options).format(day)));
    expect(joined.format(days[0] as Date)).toBe('7 Mar 2026');
  });

  it('formats in the zone given at each call, as Intl does in that zone', () => {
    const options = { weekday: 'long', day: 'numeric', month: 'long', hour: '2-digit', minute: '2-digit' } as const;
    const sendTime = zonedDateFormat('en-GB', options);
    const monday = new Date('2026-12-07T07:00:00Z');
    for (const timeZone of ['Europe/Berlin', 'America/New_York', 'UTC', 'Europe/Berlin']) {
      expect(sendTime.format(monday, timeZone)).toBe(new Intl.DateTimeFormat('en-GB', { ...options, timeZone }).format(monday));
    }
    expect(sendTime.format(monday, 'Europe/Berlin')).toBe('Monday 7 December at 08:00');
  });
});
