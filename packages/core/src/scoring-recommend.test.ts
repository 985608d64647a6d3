import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { HOME_FEED } from './constants';
import { RESPONSIBILITIES, USE_CASE_ROLES, USE_CASE_TYPES, type Complexity, type UseCaseType } from './enums';
import {
  DEFAULT_RESPONSIBILITIES_BY_TYPE,
  preferredComplexity,
  recommendUseCases,
  recommendationScore,
  type ScoredUseCase,
} from './scoring';
import { scoredUseCaseArb, recommendationProfileArb, zeroUseCase, zeroProfile, completed } from './scoring.fixtures';

describe('preferredComplexity', () => {
  it('is beginner up to 3 completed and advanced from 4', () => {
    expect(preferredComplexity(0)).toBe('beginner');
    expect(preferredComplexity(3)).toBe('beginner');
    expect(preferredComplexity(4)).toBe('advanced');
    expect(preferredComplexity(50)).toBe('advanced');
  });
});

describe('recommendationScore — each term alone', () => {
  it('baseline scores 0', () => {
    expect(recommendationScore(zeroUseCase(), zeroProfile())).toBe(0);
  });

  it('+4 for a team use case aimed at a group of the viewer, and only then', () => {
    expect(recommendationScore(zeroUseCase({ targetsViewer: true }), zeroProfile())).toBe(4);
    expect(recommendationScore(zeroUseCase({ targetsViewer: false }), zeroProfile())).toBe(0);
    const ranked = recommendUseCases(
      [zeroUseCase({ id: 'bundled', roles: ['frontend'] }), zeroUseCase({ id: 'team', roles: ['frontend'], targetsViewer: true })],
      zeroProfile(),
      1,
    );
    expect(ranked.map((useCase) => useCase.id)).toEqual(['team']);
  });

  it('+5 for a matching role', () => {
    expect(recommendationScore(zeroUseCase({ roles: ['frontend'] }), zeroProfile())).toBe(5);
    expect(recommendationScore(zeroUseCase({ roles: ['backend', 'frontend'] }), zeroProfile())).toBe(5);
    expect(recommendationScore(zeroUseCase({ roles: [] }), zeroProfile())).toBe(0);
  });

  it("+5 for every specialty a guide can target, not only the library filter's three", () => {
    for (const role of USE_CASE_ROLES) {
      expect(recommendationScore(zeroUseCase({ roles: [role] }), zeroProfile({ role })), role).toBe(5);
      expect(recommendationScore(zeroUseCase({ roles: USE_CASE_ROLES.filter((r) => r !== role) }), zeroProfile({ role })), role).toBe(0);
    }
  });

  it('treats an unknown role as frontend', () => {
    expect(recommendationScore(zeroUseCase({ roles: ['frontend'] }), zeroProfile({ role: null }))).toBe(5);
    expect(recommendationScore(zeroUseCase({ roles: ['backend'] }), zeroProfile({ role: null }))).toBe(0);
  });

  it('with 0 to 3 completed prefers beginner: +3 beginner, nothing for intermediate or advanced', () => {
    for (const n of [0, 1, 2, 3]) {
      const profile = zeroProfile({ completedUseCases: completed(n) });
      expect(recommendationScore(zeroUseCase({ complexity: 'beginner' }), profile), `${n} completed`).toBe(3);
      // Nothing sits one step below beginner, so intermediate (above) earns nothing.
      expect(recommendationScore(zeroUseCase({ complexity: 'intermediate' }), profile), `${n} completed`).toBe(0);
      expect(recommendationScore(zeroUseCase({ complexity: 'advanced' }), profile), `${n} completed`).toBe(0);
    }
  });

  it('with 4 or more completed prefers advanced: +3 advanced, +1 intermediate (one below), nothing for beginner', () => {
    for (const n of [4, 5, 20]) {
      const profile = zeroProfile({ completedUseCases: completed(n) });
      expect(recommendationScore(zeroUseCase({ complexity: 'advanced' }), profile), `${n} completed`).toBe(3);
      expect(recommendationScore(zeroUseCase({ complexity: 'intermediate' }), profile), `${n} completed`).toBe(1);
      expect(recommendationScore(zeroUseCase({ complexity: 'beginner' }), profile), `${n} completed`).toBe(0);
    }
  });

  it('the boundary is exactly between 3 and 4 completed', () => {
    const advanced = zeroUseCase({ complexity: 'advanced' });
    const beginner = zeroUseCase({ complexity: 'beginner' });
    expect(recommendationScore(advanced, zeroProfile({ completedUseCases: completed(3) }))).toBe(0);
    expect(recommendationScore(advanced, zeroProfile({ completedUseCases: completed(4) }))).toBe(3);
    expect(recommendationScore(beginner, zeroProfile({ completedUseCases: completed(3) }))).toBe(3);
    expect(recommendationScore(beginner, zeroProfile({ completedUseCases: completed(4) }))).toBe(0);
  });

  it('gives no complexity bonus for a complexity outside the enumeration (bad data)', () => {
    const odd = zeroUseCase({ complexity: 'expert' as Complexity });
    expect(recommendationScore(odd, zeroProfile())).toBe(0);
    expect(recommendationScore(odd, zeroProfile({ completedUseCases: completed(4) }))).toBe(0);
  });

  it('+2 for a preferred type', () => {
    expect(recommendationScore(zeroUseCase({ type: 'coding' }), zeroProfile({ preferredUseCaseTypes: ['coding'] }))).toBe(2);
    expect(recommendationScore(zeroUseCase({ type: 'coding' }), zeroProfile({ preferredUseCaseTypes: ['testing', 'coding'] }))).toBe(2);
    expect(recommendationScore(zeroUseCase({ type: 'coding' }), zeroProfile({ preferredUseCaseTypes: ['debugging'] }))).toBe(0);
  });

  it('+2 per shared responsibility, each distinct one once', () => {
    const uc = zeroUseCase({ responsibilities: ['development', 'testing', 'devops'] });
    expect(recommendationScore(uc, zeroProfile({ responsibilities: ['development'] }))).toBe(2);
    expect(recommendationScore(uc, zeroProfile({ responsibilities: ['development', 'testing'] }))).toBe(4);
    expect(recommendationScore(uc, zeroProfile({ responsibilities: ['development', 'testing', 'devops', 'leadership'] }))).toBe(6);
    expect(recommendationScore(uc, zeroProfile({ responsibilities: ['leadership'] }))).toBe(0);
    // All five shared: +10, no cap in this model.
    expect(
      recommendationScore(
        zeroUseCase({ responsibilities: [...RESPONSIBILITIES] }),
        zeroProfile({ responsibilities: [...RESPONSIBILITIES] }),
      ),
    ).toBe(10);
    // A responsibility listed twice is still one shared responsibility.
    expect(
      recommendationScore(
        zeroUseCase({ responsibilities: ['development', 'development'] }),
        zeroProfile({ responsibilities: ['development'] }),
      ),
    ).toBe(2);
    expect(
      recommendationScore(
        zeroUseCase({ responsibilities: ['development'] }),
        zeroProfile({ responsibilities: ['development', 'development'] }),
      ),
    ).toBe(2);
  });

  it('uses the default responsibilities of the type when the use case lists none', () => {
    expect(DEFAULT_RESPONSIBILITIES_BY_TYPE).toEqual({
      coding: ['development'],
      debugging: ['development'],
      learning: ['development'],
      testing: ['testing'],
      planning: ['architecture', 'leadership'],
    });
    const all = zeroProfile({ responsibilities: [...RESPONSIBILITIES] });
    const expected: Record<UseCaseType, number> = { coding: 2, debugging: 2, learning: 2, testing: 2, planning: 4 };
    for (const type of USE_CASE_TYPES) {
      expect(recommendationScore(zeroUseCase({ type, responsibilities: undefined }), all), `${type} (none)`).toBe(expected[type]);
      expect(recommendationScore(zeroUseCase({ type, responsibilities: [] }), all), `${type} (empty)`).toBe(expected[type]);
    }
    expect(
      recommendationScore(zeroUseCase({ type: 'planning', responsibilities: [] }), zeroProfile({ responsibilities: ['architecture'] })),
    ).toBe(2);
    expect(
      recommendationScore(zeroUseCase({ type: 'testing', responsibilities: [] }), zeroProfile({ responsibilities: ['development'] })),
    ).toBe(0);
    // Listed responsibilities replace the defaults rather than adding to them.
    expect(
      recommendationScore(
        zeroUseCase({ type: 'planning', responsibilities: ['devops'] }),
        zeroProfile({ responsibilities: ['architecture'] }),
      ),
    ).toBe(0);
  });

  it('−5 if already completed', () => {
    // One completed (this one) still prefers beginner, so the advanced baseline gets no complexity points.
    expect(recommendationScore(zeroUseCase(), zeroProfile({ completedUseCases: ['target'] }))).toBe(-5);
    expect(recommendationScore(zeroUseCase({ roles: ['frontend'] }), zeroProfile({ completedUseCases: ['target'] }))).toBe(0);
  });

  it('the completed use case counts towards the 4 that switch to advanced', () => {
    const profile = zeroProfile({ completedUseCases: ['target', ...completed(3)] });
    expect(recommendationScore(zeroUseCase({ complexity: 'advanced' }), profile)).toBe(3 - 5);
  });

  it('worked example: every term at once', () => {
    // Role match +5; 4 completed → advanced preferred, use case intermediate (one below) +1;
    // preferred type +2; shares development and testing +4; completed −5. Total 7.
    const uc = zeroUseCase({
      roles: ['frontend', 'fullstack'],
      complexity: 'intermediate',
      type: 'testing',
      responsibilities: ['development', 'testing', 'devops'],
    });
    const profile = zeroProfile({
      role: 'frontend',
      responsibilities: ['development', 'testing', 'leadership'],
      preferredUseCaseTypes: ['testing'],
      completedUseCases: ['target', 'a', 'b', 'c'],
    });
    expect(recommendationScore(uc, profile)).toBe(5 + 1 + 2 + 4 - 5);
  });

  it('property: integer between −5 and 20', () => {
    fc.assert(
      fc.property(scoredUseCaseArb, recommendationProfileArb, (uc, profile) => {
        const score = recommendationScore(uc, profile);
        expect(Number.isInteger(score)).toBe(true);
        expect(score).toBeGreaterThanOrEqual(-5);
        expect(score).toBeLessThanOrEqual(20);
      }),
    );
  });

  it('property: completing a use case costs exactly 5', () => {
    fc.assert(
      fc.property(scoredUseCaseArb, recommendationProfileArb, (uc, profile) => {
        fc.pre(!profile.completedUseCases.includes(uc.id));
        const others = profile.completedUseCases.slice(0, -1);
        const before = recommendationScore(uc, { ...profile, completedUseCases: [...others, 'other'] });
        const after = recommendationScore(uc, { ...profile, completedUseCases: [...others, uc.id] });
        expect(after).toBe(before - 5);
      }),
    );
  });
});

describe('recommendUseCases', () => {
  const profile = zeroProfile({ role: 'frontend', responsibilities: ['testing'] });
  const uc = (id: string, overrides: Partial<ScoredUseCase> = {}) => zeroUseCase({ id, ...overrides });

  it('returns the top 3 by score', () => {
    const list = [
      uc('zero'),
      uc('role', { roles: ['frontend'] }), // 5
      uc('resp', { responsibilities: ['testing'] }), // 2
      uc('both', { roles: ['frontend'], responsibilities: ['testing'] }), // 7
      uc('beginner', { complexity: 'beginner' }), // 3
    ];
    expect(HOME_FEED.recommendations).toBe(3);
    expect(recommendUseCases(list, profile).map((u) => u.id)).toEqual(['both', 'role', 'beginner']);
  });

  it('keeps catalogue order among equal scores', () => {
    const list = [uc('p'), uc('q'), uc('r', { roles: ['frontend'] }), uc('s')];
    expect(recommendUseCases(list, profile).map((u) => u.id)).toEqual(['r', 'p', 'q']);
  });

  it('ranks completed use cases down but still returns them when nothing else is left', () => {
    const list = [uc('done', { roles: ['frontend'] }), uc('fresh', { responsibilities: ['testing'] })]; // 5 − 5 = 0 and 2
    const p = { ...profile, completedUseCases: ['done'] };
    expect(recommendUseCases(list, p).map((u) => u.id)).toEqual(['fresh', 'done']);
  });

  it('handles empty and short catalogues and a custom count', () => {
    expect(recommendUseCases([], profile)).toEqual([]);
    expect(recommendUseCases([uc('one')], profile).map((u) => u.id)).toEqual(['one']);
    const list = [uc('a'), uc('b', { roles: ['frontend'] })];
    expect(recommendUseCases(list, profile, 1).map((u) => u.id)).toEqual(['b']);
  });

  it('property: min(3, n) items, scores non-increasing, nothing left out scores higher', () => {
    fc.assert(
      fc.property(fc.array(scoredUseCaseArb, { maxLength: 12 }), recommendationProfileArb, (list, p) => {
        const out = recommendUseCases(list, p);
        expect(out).toHaveLength(Math.min(3, list.length));
        const scores = out.map((u) => recommendationScore(u, p));
        for (let i = 1; i < scores.length; i++) expect(scores[i - 1]).toBeGreaterThanOrEqual(scores[i] as number);
        const lowest = Math.min(...scores);
        for (const u of list) if (!out.includes(u)) expect(recommendationScore(u, p)).toBeLessThanOrEqual(lowest);
      }),
    );
  });
});

/* =========================================================================== alternative model */

/**
 * A viewer, author and use case whose match is exactly 0: roles differ and neither is
 * fullstack, proficiency two levels apart, no shared responsibilities, type not preferred,
 * viewer proficiency (beginner) differs from the complexity (advanced), author completed 2.
 */
