import { describe, expect, it } from 'vitest';
import { zonedDateFormat } from './date-format';

describe('zonedDateFormat', () => {
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
