import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { IMPACT_BOUNDS, IMPACT_MESSAGES, isEvidenceUrl, rangeIssue, WORKING_DAY_MINUTES } from './impact';
import { confirmationInputSchema, followUpInputSchema, impactMinutesSchema } from './impact-schemas';
import { storyEditSchema, storyInputSchema } from './story-schemas';

const base = { useCaseId: 'debug-flaky-tests', timeSaved: 30, prompts: '' };

describe('impact bounds', () => {
  it('accepts any minutes within a working day either way, 0 and "it cost me time" included', () => {
    fc.assert(
      fc.property(fc.double({ min: -WORKING_DAY_MINUTES, max: WORKING_DAY_MINUTES, noNaN: true }), (m) => {
        expect(impactMinutesSchema.safeParse(m).success).toBe(true);
      }),
    );
    const zero = storyInputSchema.parse({ ...base, timeSaved: 0 });
    expect(zero.timeSaved).toBe(0);
    expect(storyInputSchema.parse({ ...base, timeSaved: -45 }).timeSaved).toBe(-45);
  });

  it('refuses more than a working day with a clear message', () => {
    fc.assert(
      fc.property(fc.double({ min: WORKING_DAY_MINUTES + 1e-6, max: 1e9, noNaN: true }), (m) => {
        const result = impactMinutesSchema.safeParse(m);
        expect(result.success).toBe(false);
        expect(result.error?.issues[0]?.message).toBe(IMPACT_MESSAGES.overWorkingDay);
      }),
    );
    expect(IMPACT_MESSAGES.overWorkingDay).toContain('480');
    expect(impactMinutesSchema.safeParse(-481).success).toBe(false);
    expect(impactMinutesSchema.safeParse(Number.NaN).success).toBe(false);
    expect(impactMinutesSchema.safeParse(Number.POSITIVE_INFINITY).success).toBe(false);
  });

  it('a range needs both ends, low ≤ high, and the minutes inside it', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: -480, max: 480 }),
        fc.integer({ min: -480, max: 480 }),
        fc.integer({ min: -480, max: 480 }),
        (a, b, m) => {
          const issue = rangeIssue({ timeSaved: m, timeSavedLow: a, timeSavedHigh: b });
          const ok = a <= b && a <= m && m <= b;
          expect(issue === null).toBe(ok);
          expect(storyInputSchema.safeParse({ ...base, timeSaved: m, timeSavedLow: a, timeSavedHigh: b }).success).toBe(ok);
        },
      ),
    );
    expect(rangeIssue({ timeSaved: 5, timeSavedLow: 1, timeSavedHigh: null })?.message).toBe(IMPACT_MESSAGES.rangeHalf);
    expect(rangeIssue({ timeSaved: 5, timeSavedLow: 9, timeSavedHigh: 3 })?.message).toBe(IMPACT_MESSAGES.rangeReversed);
    expect(storyEditSchema.safeParse({ timeSaved: 20, timeSavedLow: 30, timeSavedHigh: 10 }).success).toBe(false);
  });

  it('baseline minutes and frequency per week are optional and bounded', () => {
    const story = storyInputSchema.parse({ ...base, baselineMinutes: 90, frequencyPerWeek: 3 });
    expect(story).toMatchObject({ baselineMinutes: 90, frequencyPerWeek: 3, sharing: 'named', evidenceUrl: null, timeWent: null });
    expect(storyInputSchema.parse(base)).toMatchObject({ baselineMinutes: null, frequencyPerWeek: null, timeSavedLow: null });
    expect(storyInputSchema.safeParse({ ...base, baselineMinutes: IMPACT_BOUNDS.baselineMax + 1 }).success).toBe(false);
    expect(storyInputSchema.safeParse({ ...base, baselineMinutes: 0 }).success).toBe(false);
    expect(storyInputSchema.safeParse({ ...base, frequencyPerWeek: 0 }).success).toBe(false);
    expect(storyInputSchema.safeParse({ ...base, frequencyPerWeek: 101 }).success).toBe(false);
    expect(storyInputSchema.safeParse({ ...base, frequencyPerWeek: 0.25 }).success).toBe(true);
  });

  it('sharing levels and where the time went are closed lists', () => {
    for (const sharing of ['named', 'anonymous', 'aggregate']) expect(storyInputSchema.safeParse({ ...base, sharing }).success).toBe(true);
    expect(storyInputSchema.safeParse({ ...base, sharing: 'public' }).success).toBe(false);
    expect(storyInputSchema.safeParse({ ...base, timeWent: 'shipped_sooner' }).success).toBe(true);
    expect(storyInputSchema.safeParse({ ...base, timeWent: 'lunch' }).success).toBe(false);
  });
});

describe('evidence links', () => {
  it('http(s) only', () => {
    for (const ok of ['https://github.com/acme/app/pull/12', 'http://jira.acme.test/browse/APP-1'])
      expect(isEvidenceUrl(ok), ok).toBe(true);
    for (const bad of [
      'javascript:alert(1)',
      'data:text/html,hi',
      'mailto:a@b.c',
      'ftp://x.test/a',
      '//github.com/x',
      'github.com/x',
      'https://',
      'https://a.test/ x',
    ])
      expect(isEvidenceUrl(bad), bad).toBe(false);
    expect(storyInputSchema.parse({ ...base, evidenceUrl: '' }).evidenceUrl).toBeNull();
    expect(storyInputSchema.safeParse({ ...base, evidenceUrl: 'javascript:alert(1)' }).error?.issues[0]?.message).toBe(
      IMPACT_MESSAGES.evidenceUrl,
    );
  });

  it('property: whatever the text, an accepted link parses to http: or https:', () => {
    fc.assert(
      fc.property(fc.oneof(fc.webUrl(), fc.string()), (text) => {
        if (isEvidenceUrl(text)) expect(['http:', 'https:']).toContain(new URL(text).protocol);
      }),
    );
  });
});

describe('confirmations and follow-ups', () => {
  it('a confirmation keeps minutes only when it worked', () => {
    expect(confirmationInputSchema.parse({ verdict: 'worked', minutes: 20.4 })).toEqual({ verdict: 'worked', minutes: 20 });
    expect(confirmationInputSchema.parse({ verdict: 'didnt_work', minutes: 20 })).toEqual({ verdict: 'didnt_work', minutes: null });
    expect(confirmationInputSchema.safeParse({ verdict: 'worked', minutes: 999 }).success).toBe(false);
  });

  it('a follow-up: kept has no rework, rework needs minutes', () => {
    expect(followUpInputSchema.parse({ outcome: 'kept', reworkMinutes: 30 })).toEqual({ outcome: 'kept', reworkMinutes: 0 });
    expect(followUpInputSchema.safeParse({ outcome: 'rework' }).success).toBe(false);
    expect(followUpInputSchema.parse({ outcome: 'rework', reworkMinutes: 45 })).toEqual({ outcome: 'rework', reworkMinutes: 45 });
    expect(followUpInputSchema.parse({ outcome: 'reverted' })).toEqual({ outcome: 'reverted', reworkMinutes: 0 });
    expect(followUpInputSchema.safeParse({ outcome: 'rework', reworkMinutes: 481 }).success).toBe(false);
  });
});
