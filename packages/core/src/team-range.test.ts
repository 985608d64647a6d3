import { describe, expect, it } from 'vitest';
import { RANGE_MESSAGES, rangeOfAddress, rangeProblem, readTeamRange } from './team-range';

const NOW = new Date('2026-03-18T22:30:00Z');

describe('team date range', () => {
  it('refuses half-typed, reversed, impossible, over-long and out-of-range ranges', () => {
    expect(rangeProblem({ from: '2026-01-01', to: '2026-01-31' })).toBeNull();
    expect(rangeProblem({ from: '', to: '2026-01-31' })).toBe(RANGE_MESSAGES.incomplete);
    expect(rangeProblem({ from: '2026-02-30', to: '2026-03-01' })).toBe(RANGE_MESSAGES.incomplete);
    expect(rangeProblem({ from: '2026-02-01', to: '2026-01-31' })).toBe(RANGE_MESSAGES.reversed);
    expect(rangeProblem({ from: '2023-01-01', to: '2026-01-31' })).toBe(RANGE_MESSAGES.tooLong);
    expect(rangeProblem({ from: '0000-01-01', to: '0000-01-31' })).toBe(RANGE_MESSAGES.outOfBounds);
    expect(rangeProblem({ from: '9999-12-01', to: '9999-12-31' })).toBe(RANGE_MESSAGES.outOfBounds);
  });

  it('reads a request: the 12 weeks ending today by default, `to` exclusive', () => {
    expect(readTeamRange({}, NOW)).toEqual({ ok: true, from: new Date('2025-12-25T00:00:00Z'), to: new Date('2026-03-19T00:00:00Z') });
    expect(readTeamRange({ to: '2026-01-31' }, NOW)).toMatchObject({ ok: true, from: new Date('2025-11-09T00:00:00Z') });
    expect(readTeamRange({ from: '2026-01-01\u0000' }, NOW)).toEqual({ ok: false, message: RANGE_MESSAGES.notADate });
    expect(readTeamRange({ to: '9999-12-31' }, NOW)).toEqual({ ok: false, message: RANGE_MESSAGES.outOfBounds });
  });

  it("reads an address's range, or the server's default 12 weeks ending today when it has none or a wrong one", () => {
    expect(rangeOfAddress('2026-01-01', '2026-01-31', NOW)).toEqual({ from: '2026-01-01', to: '2026-01-31' });
    // The same 84 days as a request without a range: what the screen shows is what the server answers.
    const fallback = readTeamRange({}, NOW);
    expect(fallback).toMatchObject({ ok: true, from: new Date('2025-12-25T00:00:00Z'), to: new Date('2026-03-19T00:00:00Z') });
    for (const [from, to] of [
      [null, null],
      ['2026-01-01', null],
      ['2026-02-01', '2026-01-31'],
      ['2026-02-30', '2026-03-01'],
      ['2023-01-01', '2026-01-31'],
    ] as const) {
      expect(rangeOfAddress(from, to, NOW)).toEqual({ from: '2025-12-25', to: '2026-03-18' });
    }
  });
});
