import { describe, expect, it } from 'vitest';
import { MAX_MOTIVATIONS, MEMBER_MESSAGES, SPECIALTIES, SPECIALTY_RESPONSIBILITIES } from '@pathwise/core';
import { chooseMotivation, responsibilitiesFor, toggleResponsibility } from './onboarding-choices';

describe('onboarding choices', () => {
  it('replaces the motivation in the single-choice interface', () => {
    expect(chooseMotivation(['speed_up_tasks'], 'other')).toEqual({ ok: true, motivations: ['other'] });
    expect(chooseMotivation([], 'unblock_faster')).toEqual({ ok: true, motivations: ['unblock_faster'] });
  });

  it("still enforces the limit of 5 with 'Selection limit reached' when choices add up", () => {
    expect(chooseMotivation(['speed_up_tasks', 'unblock_faster'], 'other', false)).toEqual({
      ok: true,
      motivations: ['speed_up_tasks', 'unblock_faster', 'other'],
    });
    // Five already held (a profile saved before the interface became single choice).
    const full = ['speed_up_tasks', 'unblock_faster', 'improve_code_quality', 'explore_prototype', 'speed_up_tasks'] as const;
    expect(full).toHaveLength(MAX_MOTIVATIONS);
    expect(chooseMotivation(full, 'other', false)).toEqual({ ok: false, message: MEMBER_MESSAGES.selectionLimit });
    expect(chooseMotivation(full, 'other')).toEqual({ ok: true, motivations: ['other'] });
  });

  it('pre-selects the responsibilities of a specialty as a fresh list, editable', () => {
    for (const specialty of SPECIALTIES) {
      const list = responsibilitiesFor(specialty);
      expect(list).toEqual(SPECIALTY_RESPONSIBILITIES[specialty]);
      expect(list).not.toBe(SPECIALTY_RESPONSIBILITIES[specialty]);
    }
    expect(toggleResponsibility(['development'], 'testing', true)).toEqual(['development', 'testing']);
    expect(toggleResponsibility(['development', 'testing'], 'testing', true)).toEqual(['development', 'testing']);
    expect(toggleResponsibility(['development', 'testing'], 'development', false)).toEqual(['testing']);
  });
});
