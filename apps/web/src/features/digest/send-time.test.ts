import { afterEach, describe, expect, it, vi } from 'vitest';
import { nextDigestSend } from '@pathwise/core';
import { sendTimeText } from './send-time';

const intlText = (at: Date, timeZone: string) =>
  new Intl.DateTimeFormat('en-GB', { weekday: 'long', day: 'numeric', month: 'long', hour: '2-digit', minute: '2-digit', timeZone }).format(
    at,
  );

afterEach(() => {
  vi.unstubAllGlobals();
});

describe("the next digest's send time", () => {
  it('reads as Intl writes it in en-GB, for a send in every month and zone', () => {
    for (const timeZone of ['UTC', 'Europe/Berlin', 'America/Los_Angeles', 'Pacific/Auckland', 'Asia/Kolkata']) {
      for (let month = 0; month < 12; month += 1) {
        const next = nextDigestSend(new Date(Date.UTC(2027, month, 10, 12)), timeZone);
        expect(sendTimeText(next.localDate), `${timeZone} ${next.localDate}`).toBe(intlText(next.at, timeZone));
      }
    }
  });

  it('writes any date the same way, without the browser date library', () => {
    vi.stubGlobal('Intl', {
      ...Intl,
      DateTimeFormat: () => {
        throw new Error('Intl.DateTimeFormat was used');
      },
    });
    expect(sendTimeText('2026-12-14')).toBe('Monday 14 December at 08:00');
    expect(sendTimeText('2027-02-01')).toBe('Monday 1 February at 08:00');
  });
});
