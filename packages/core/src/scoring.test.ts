import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { HOME_FEED } from './constants';
import {
  COMPLEXITIES,
  METRICS,
  PROFICIENCY_LEVELS,
  RESPONSIBILITIES,
  SPECIALTIES,
  USE_CASE_TYPES,
  type Complexity,
  type UseCaseType,
} from './enums';
import {
  DEFAULT_RESPONSIBILITIES_BY_TYPE,
  RESPONSIBILITY_METRICS,
  STORY_WEIGHTS,
  isRelevantStory,
  likesScore,
  matchScore,
  metricsFit,
  preferredComplexity,
  profileFit,
  recencyScore,
  recommendUseCases,
  recommendationScore,
  storyScore,
  type RankedStory,
  type RecommendationProfile,
  type ScoredUseCase,
  type StoryPerson,
} from './scoring';

/* =========================================================================== arbitraries */

const scoredUseCaseArb: fc.Arbitrary<ScoredUseCase> = fc.record({
  id: fc.constantFrom('a', 'b', 'c', 'd', 'e'),
  type: fc.constantFrom(...USE_CASE_TYPES),
  complexity: fc.constantFrom(...COMPLEXITIES),
  roles: fc.subarray(['frontend', 'backend', 'fullstack']),
  responsibilities: fc.option(fc.subarray([...RESPONSIBILITIES]), { nil: undefined }),
});
const recommendationProfileArb: fc.Arbitrary<RecommendationProfile> = fc.record({
  role: fc.option(fc.constantFrom(...SPECIALTIES), { nil: null }),
  responsibilities: fc.subarray([...RESPONSIBILITIES]),
  preferredUseCaseTypes: fc.subarray([...USE_CASE_TYPES]),
  completedUseCases: fc.uniqueArray(fc.constantFrom('a', 'b', 'c', 'd', 'e', 'x', 'y', 'z'), { maxLength: 8 }),
});
const storyPersonArb: fc.Arbitrary<StoryPerson> = fc.record({
  role: fc.option(fc.constantFrom(...SPECIALTIES), { nil: null }),
  proficiencyLevel: fc.constantFrom(...PROFICIENCY_LEVELS),
  responsibilities: fc.subarray([...RESPONSIBILITIES]),
  preferredUseCaseTypes: fc.subarray([...USE_CASE_TYPES]),
  completedCount: fc.nat(12),
});
const rankedStoryArb: fc.Arbitrary<RankedStory> = fc.record({
  metricsImproved: fc.subarray([...METRICS, 'productivity', 'efficiency']),
  likes: fc.nat(60),
  ageDays: fc.double({ min: 0, max: 60, noNaN: true }),
  useCase: scoredUseCaseArb,
});

/* =========================================================================== recommendation score */

/**
 * A use case and profile that score exactly 0 together: the role differs, the use case is
 * advanced while a user with fewer than 4 completed prefers beginner (two steps away), the type
 * is not preferred, no responsibility is shared and it is not completed. Each test switches on
 * one term.
 */
const zeroUseCase = (overrides: Partial<ScoredUseCase> = {}): ScoredUseCase => ({
  id: 'target',
  type: 'coding',
  complexity: 'advanced',
  roles: ['backend'],
  responsibilities: ['devops'],
  ...overrides,
});
const zeroProfile = (overrides: Partial<RecommendationProfile> = {}): RecommendationProfile => ({
  role: 'frontend',
  responsibilities: [],
  preferredUseCaseTypes: [],
  completedUseCases: [],
  ...overrides,
});
const completed = (n: number) => Array.from({ length: n }, (_, i) => `done-${i}`);

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

  it('+5 for a matching role', () => {
    expect(recommendationScore(zeroUseCase({ roles: ['frontend'] }), zeroProfile())).toBe(5);
    expect(recommendationScore(zeroUseCase({ roles: ['backend', 'frontend'] }), zeroProfile())).toBe(5);
    expect(recommendationScore(zeroUseCase({ roles: [] }), zeroProfile())).toBe(0);
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
const viewerZero = (overrides: Partial<StoryPerson> = {}): StoryPerson => ({
  role: 'backend',
  proficiencyLevel: 'beginner',
  responsibilities: [],
  preferredUseCaseTypes: [],
  completedCount: 0,
  ...overrides,
});
const authorZero = (overrides: Partial<StoryPerson> = {}): StoryPerson => ({
  role: 'frontend',
  proficiencyLevel: 'advanced',
  responsibilities: ['leadership'],
  preferredUseCaseTypes: [],
  completedCount: 2,
  ...overrides,
});
/** Use case for the zero baselines: roles exclude the viewer, advanced, coding (defaults to development). */
const caseZero = (overrides: Partial<ScoredUseCase> = {}): ScoredUseCase => ({
  id: 'story-case',
  type: 'coding',
  complexity: 'advanced',
  roles: ['frontend'],
  responsibilities: undefined,
  ...overrides,
});

describe('matchScore — each term alone', () => {
  it('baseline is 0', () => {
    expect(matchScore(viewerZero(), authorZero(), caseZero())).toBe(0);
  });

  it('role equal +2', () => {
    expect(matchScore(viewerZero({ role: 'frontend' }), authorZero({ role: 'frontend' }), caseZero())).toBeCloseTo(0.2, 10);
    expect(matchScore(viewerZero({ role: 'devops' }), authorZero({ role: 'devops' }), caseZero())).toBeCloseTo(0.2, 10);
  });

  it('an unknown role matches nobody, not even another unknown role', () => {
    expect(matchScore(viewerZero({ role: null }), authorZero({ role: null }), caseZero())).toBe(0);
    expect(matchScore(viewerZero({ role: null }), authorZero({ role: 'frontend' }), caseZero())).toBe(0);
    expect(matchScore(viewerZero({ role: 'frontend' }), authorZero({ role: null }), caseZero())).toBe(0);
  });

  it('+1 more if either is fullstack (whether or not the roles are equal)', () => {
    expect(matchScore(viewerZero({ role: 'fullstack' }), authorZero({ role: 'frontend' }), caseZero())).toBeCloseTo(0.1, 10);
    expect(matchScore(viewerZero({ role: 'backend' }), authorZero({ role: 'fullstack' }), caseZero())).toBeCloseTo(0.1, 10);
    expect(matchScore(viewerZero({ role: null }), authorZero({ role: 'fullstack' }), caseZero())).toBeCloseTo(0.1, 10);
    // Both fullstack: equal +2 and fullstack +1.
    expect(matchScore(viewerZero({ role: 'fullstack' }), authorZero({ role: 'fullstack' }), caseZero())).toBeCloseTo(0.3, 10);
  });

  it('same proficiency +2, one level apart +1 either way, two apart 0', () => {
    // The use case stays advanced and the viewer is never advanced here, so the complexity term stays off.
    const cases: [StoryPerson['proficiencyLevel'], StoryPerson['proficiencyLevel'], number][] = [
      ['beginner', 'beginner', 0.2],
      ['intermediate', 'intermediate', 0.2],
      ['beginner', 'intermediate', 0.1],
      ['intermediate', 'beginner', 0.1],
      ['intermediate', 'advanced', 0.1],
      ['beginner', 'advanced', 0],
    ];
    for (const [viewerLevel, authorLevel, expected] of cases) {
      expect(
        matchScore(viewerZero({ proficiencyLevel: viewerLevel }), authorZero({ proficiencyLevel: authorLevel }), caseZero()),
        `${viewerLevel}/${authorLevel}`,
      ).toBeCloseTo(expected, 10);
    }
    // Advanced vs beginner, with the complexity term off (use case beginner ≠ advanced viewer).
    expect(
      matchScore(
        viewerZero({ proficiencyLevel: 'advanced' }),
        authorZero({ proficiencyLevel: 'beginner' }),
        caseZero({ complexity: 'beginner' }),
      ),
    ).toBe(0);
  });

  it('shared responsibilities +1 each, capped at +3', () => {
    const all = [...RESPONSIBILITIES];
    for (const [n, expected] of [
      [1, 0.1],
      [2, 0.2],
      [3, 0.3],
      [4, 0.3],
      [5, 0.3],
    ] as const) {
      const shared = all.slice(0, n);
      expect(
        matchScore(viewerZero({ responsibilities: shared }), authorZero({ responsibilities: all }), caseZero()),
        `${n} shared`,
      ).toBeCloseTo(expected, 10);
    }
    // Only responsibilities both hold count.
    expect(
      matchScore(
        viewerZero({ responsibilities: ['development', 'testing'] }),
        authorZero({ responsibilities: ['testing', 'devops'] }),
        caseZero(),
      ),
    ).toBeCloseTo(0.1, 10);
    // A duplicate is one shared responsibility.
    expect(
      matchScore(viewerZero({ responsibilities: ['testing', 'testing'] }), authorZero({ responsibilities: ['testing'] }), caseZero()),
    ).toBeCloseTo(0.1, 10);
  });

  it('+2 when the viewer prefers the use case type (the author’s preferences do not count)', () => {
    expect(matchScore(viewerZero({ preferredUseCaseTypes: ['coding'] }), authorZero(), caseZero())).toBeCloseTo(0.2, 10);
    expect(matchScore(viewerZero(), authorZero({ preferredUseCaseTypes: ['coding'] }), caseZero())).toBe(0);
    expect(matchScore(viewerZero({ preferredUseCaseTypes: ['testing'] }), authorZero(), caseZero())).toBe(0);
  });

  it('+1 when the viewer’s proficiency equals the complexity (the author’s does not count)', () => {
    expect(matchScore(viewerZero({ proficiencyLevel: 'beginner' }), authorZero(), caseZero({ complexity: 'beginner' }))).toBeCloseTo(
      0.1,
      10,
    );
    // Author advanced = complexity advanced, viewer beginner: nothing.
    expect(matchScore(viewerZero(), authorZero({ proficiencyLevel: 'advanced' }), caseZero({ complexity: 'advanced' }))).toBe(0);
  });

  it('author completed more than 5 → +2, more than 2 → +1 (the viewer’s count does not matter)', () => {
    for (const [count, expected] of [
      [0, 0],
      [2, 0],
      [3, 0.1],
      [5, 0.1],
      [6, 0.2],
      [40, 0.2],
    ] as const) {
      expect(matchScore(viewerZero(), authorZero({ completedCount: count }), caseZero()), `${count} completed`).toBeCloseTo(expected, 10);
    }
    expect(matchScore(viewerZero({ completedCount: 10 }), authorZero({ completedCount: 0 }), caseZero())).toBe(0);
  });

  it('tops out at 1.3 (2 + 1 + 2 + 3 + 2 + 1 + 2 = 13, divided by 10)', () => {
    const person: StoryPerson = {
      role: 'fullstack',
      proficiencyLevel: 'advanced',
      responsibilities: [...RESPONSIBILITIES],
      preferredUseCaseTypes: ['coding'],
      completedCount: 6,
    };
    expect(matchScore(person, person, caseZero({ complexity: 'advanced' }))).toBeCloseTo(1.3, 10);
  });

  it('property: within 0 to 1.3 in steps of 0.1', () => {
    fc.assert(
      fc.property(storyPersonArb, storyPersonArb, scoredUseCaseArb, (viewer, author, uc) => {
        const score = matchScore(viewer, author, uc);
        expect(score).toBeGreaterThanOrEqual(0);
        expect(score).toBeLessThanOrEqual(1.3 + 1e-9);
        expect(Math.abs(score * 10 - Math.round(score * 10))).toBeLessThan(1e-9);
      }),
    );
  });
});

describe('profileFit — each term alone', () => {
  // Baseline: viewer backend (use case is frontend-only), beginner vs advanced (two below), no
  // preferred type, no responsibilities.
  it('baseline is 0', () => {
    expect(profileFit(viewerZero(), caseZero())).toBe(0);
  });

  it('role listed +0.3 (unknown role counts as frontend)', () => {
    expect(profileFit(viewerZero({ role: 'frontend' }), caseZero())).toBe(0.3);
    expect(profileFit(viewerZero({ role: null }), caseZero({ roles: ['frontend'] }))).toBe(0.3);
    expect(profileFit(viewerZero({ role: null }), caseZero({ roles: ['backend'] }))).toBe(0);
    expect(profileFit(viewerZero({ role: 'backend' }), caseZero({ roles: ['frontend', 'backend'] }))).toBe(0.3);
  });

  it('proficiency equal to the complexity +0.2, one level above it +0.1, otherwise 0', () => {
    const cases: [StoryPerson['proficiencyLevel'], Complexity, number][] = [
      ['beginner', 'beginner', 0.2],
      ['intermediate', 'intermediate', 0.2],
      ['advanced', 'advanced', 0.2],
      ['intermediate', 'beginner', 0.1],
      ['advanced', 'intermediate', 0.1],
      ['advanced', 'beginner', 0],
      ['beginner', 'intermediate', 0],
      ['intermediate', 'advanced', 0],
      ['beginner', 'advanced', 0],
    ];
    for (const [proficiency, complexity, expected] of cases) {
      expect(profileFit(viewerZero({ proficiencyLevel: proficiency }), caseZero({ complexity })), `${proficiency} on ${complexity}`).toBe(
        expected,
      );
    }
  });

  it('no level bonus for a complexity outside the enumeration (bad data)', () => {
    expect(profileFit(viewerZero({ proficiencyLevel: 'beginner' }), caseZero({ complexity: 'expert' as Complexity }))).toBe(0);
  });

  it('preferred type +0.2', () => {
    expect(profileFit(viewerZero({ preferredUseCaseTypes: ['coding'] }), caseZero())).toBe(0.2);
    expect(profileFit(viewerZero({ preferredUseCaseTypes: ['planning'] }), caseZero())).toBe(0);
  });

  it('shared responsibilities +0.1 each, capped at 0.3', () => {
    const all = [...RESPONSIBILITIES];
    for (const [n, expected] of [
      [0, 0],
      [1, 0.1],
      [2, 0.2],
      [3, 0.3],
      [4, 0.3],
      [5, 0.3],
    ] as const) {
      expect(profileFit(viewerZero({ responsibilities: all.slice(0, n) }), caseZero({ responsibilities: all })), `${n} shared`).toBe(
        expected,
      );
    }
    expect(profileFit(viewerZero({ responsibilities: ['testing', 'testing'] }), caseZero({ responsibilities: ['testing'] }))).toBe(0.1);
  });

  it('falls back to the type defaults for responsibilities', () => {
    const viewer = viewerZero({ responsibilities: ['architecture', 'leadership', 'development'] });
    expect(profileFit(viewer, caseZero({ type: 'planning', responsibilities: undefined }))).toBe(0.2);
    expect(profileFit(viewer, caseZero({ type: 'planning', responsibilities: [] }))).toBe(0.2);
    expect(profileFit(viewer, caseZero({ type: 'debugging', responsibilities: [] }))).toBe(0.1);
    expect(profileFit(viewer, caseZero({ type: 'testing', responsibilities: [] }))).toBe(0);
  });

  it('tops out at 1.0', () => {
    const viewer = viewerZero({
      role: 'frontend',
      proficiencyLevel: 'advanced',
      preferredUseCaseTypes: ['coding'],
      responsibilities: [...RESPONSIBILITIES],
    });
    expect(profileFit(viewer, caseZero({ responsibilities: [...RESPONSIBILITIES] }))).toBe(1);
  });

  it('property: within 0 to 1, a multiple of 0.1', () => {
    fc.assert(
      fc.property(storyPersonArb, scoredUseCaseArb, (viewer, uc) => {
        const fit = profileFit(viewer, uc);
        expect(fit).toBeGreaterThanOrEqual(0);
        expect(fit).toBeLessThanOrEqual(1);
        expect(Math.abs(fit * 10 - Math.round(fit * 10))).toBeLessThan(1e-9);
      }),
    );
  });
});

describe('recencyScore', () => {
  it.each([
    [0, 0.4],
    [0.5, 0.4],
    [0.99, 0.4],
    [1, 0.3],
    [2.99, 0.3],
    [3, 0.2],
    [6.99, 0.2],
    [7, 0.1],
    [13.99, 0.1],
    [14, 0.05],
    [365, 0.05],
  ])('%s days → %s', (age, expected) => {
    expect(recencyScore(age)).toBe(expected);
  });

  it('treats a future story as brand new and an unreadable age as old', () => {
    expect(recencyScore(-1)).toBe(0.4);
    expect(recencyScore(Number.NaN)).toBe(0.05);
    expect(recencyScore(Number.POSITIVE_INFINITY)).toBe(0.05);
  });

  it('property: never increases with age', () => {
    fc.assert(
      fc.property(fc.double({ min: 0, max: 1000, noNaN: true }), fc.double({ min: 0, max: 1000, noNaN: true }), (a, b) => {
        const [younger, older] = a <= b ? [a, b] : [b, a];
        expect(recencyScore(younger)).toBeGreaterThanOrEqual(recencyScore(older));
      }),
    );
  });
});

describe('metricsFit', () => {
  it('maps each responsibility to the metrics it cares about', () => {
    expect(RESPONSIBILITY_METRICS.development).toEqual(['development_speed', 'code_quality', 'developer_experience']);
    for (const metrics of Object.values(RESPONSIBILITY_METRICS)) for (const m of metrics) expect(METRICS).toContain(m);
  });

  it('+0.1 per matching metric', () => {
    expect(metricsFit(['development'], [])).toBe(0);
    expect(metricsFit(['development'], ['code_quality'])).toBe(0.1);
    expect(metricsFit(['development'], ['code_quality', 'development_speed'])).toBe(0.2);
    expect(metricsFit(['development'], ['code_quality', 'development_speed', 'developer_experience'])).toBe(0.3);
  });

  it('caps at 0.3', () => {
    expect(metricsFit(['development', 'architecture'], ['code_quality', 'development_speed', 'developer_experience', 'scalability'])).toBe(
      0.3,
    );
    expect(metricsFit([...RESPONSIBILITIES], [...METRICS])).toBe(0.3);
  });

  it('ignores metrics the viewer does not care about, and unknown ones', () => {
    expect(metricsFit(['development'], ['scalability', 'operational_cost'])).toBe(0);
    expect(metricsFit(['development'], ['productivity', 'efficiency'])).toBe(0);
    expect(metricsFit([], ['code_quality'])).toBe(0);
  });

  it('counts a metric once, even when several responsibilities or duplicates name it', () => {
    // code_quality matters to development and testing.
    expect(metricsFit(['development', 'testing'], ['code_quality'])).toBe(0.1);
    expect(metricsFit(['development'], ['code_quality', 'code_quality'])).toBe(0.1);
  });

  it('ignores unknown responsibilities, including names of Object.prototype members', () => {
    expect(metricsFit(['sales'], ['code_quality'])).toBe(0);
    expect(metricsFit(['toString', 'constructor', '__proto__'], ['code_quality'])).toBe(0);
  });
});

describe('likesScore', () => {
  it.each([
    [0, 0.05],
    [5, 0.05],
    [6, 0.1],
    [10, 0.1],
    [11, 0.15],
    [20, 0.15],
    [21, 0.2],
    [500, 0.2],
  ])('%s likes → %s', (likes, expected) => {
    expect(likesScore(likes)).toBe(expected);
  });

  it('property: never decreases with more likes', () => {
    fc.assert(
      fc.property(fc.nat(600), fc.nat(600), (a, b) => {
        const [fewer, more] = a <= b ? [a, b] : [b, a];
        expect(likesScore(more)).toBeGreaterThanOrEqual(likesScore(fewer));
      }),
    );
  });
});

describe('storyScore', () => {
  it('weights sum to 1', () => {
    expect(STORY_WEIGHTS).toEqual({ match: 0.3, fit: 0.2, recency: 0.2, metrics: 0.15, likes: 0.15 });
    expect(Object.values(STORY_WEIGHTS).reduce((a, b) => a + b, 0)).toBeCloseTo(1, 12);
  });

  it('worked example 1: a close colleague’s recent story', () => {
    const viewer: StoryPerson = {
      role: 'frontend',
      proficiencyLevel: 'intermediate',
      responsibilities: ['development', 'testing'],
      preferredUseCaseTypes: ['coding'],
      completedCount: 1,
    };
    const author: StoryPerson = {
      role: 'frontend',
      proficiencyLevel: 'advanced',
      responsibilities: ['development', 'architecture'],
      preferredUseCaseTypes: [],
      completedCount: 4,
    };
    const story: RankedStory = {
      metricsImproved: ['code_quality', 'development_speed', 'scalability'],
      likes: 12,
      ageDays: 2.5,
      useCase: {
        id: 'uc',
        type: 'coding',
        complexity: 'intermediate',
        roles: ['frontend', 'fullstack'],
        responsibilities: ['development', 'testing'],
      },
    };
    // match: role equal +2; no fullstack 0; intermediate vs advanced one apart +1; shared
    //        {development} +1; coding preferred +2; viewer intermediate = complexity +1;
    //        author 4 completed (>2, not >5) +1 → 8 / 10 = 0.8
    // fit:   frontend listed 0.3; intermediate = intermediate 0.2; coding preferred 0.2;
    //        development and testing shared 0.2 → 0.9
    // recency: 2.5 days (under 3) → 0.3
    // metrics: development+testing care about code_quality ✓ development_speed ✓ (scalability ✗) → 0.2
    // likes: 12 (over 10) → 0.15
    // score = 0.3×0.8 + 0.2×0.9 + 0.2×0.3 + 0.15×0.2 + 0.15×0.15
    //       = 0.24   + 0.18   + 0.06   + 0.03    + 0.0225 = 0.5325
    expect(matchScore(viewer, author, story.useCase)).toBeCloseTo(0.8, 10);
    expect(profileFit(viewer, story.useCase)).toBe(0.9);
    expect(recencyScore(story.ageDays)).toBe(0.3);
    expect(metricsFit(viewer.responsibilities, story.metricsImproved)).toBe(0.2);
    expect(likesScore(story.likes)).toBe(0.15);
    expect(storyScore(viewer, author, story)).toBe(0.5325);
    expect(isRelevantStory(storyScore(viewer, author, story))).toBe(true);
  });

  it('worked example 2: a stranger’s old story scores only its floor', () => {
    const viewer: StoryPerson = {
      role: null,
      proficiencyLevel: 'beginner',
      responsibilities: [],
      preferredUseCaseTypes: [],
      completedCount: 0,
    };
    const author: StoryPerson = {
      role: 'backend',
      proficiencyLevel: 'advanced',
      responsibilities: ['devops'],
      preferredUseCaseTypes: ['planning'],
      completedCount: 0,
    };
    const story: RankedStory = {
      metricsImproved: ['productivity', 'efficiency'],
      likes: 3,
      ageDays: 30,
      useCase: { id: 'uc', type: 'planning', complexity: 'advanced', roles: ['backend'] },
    };
    // match: unknown role matches nothing 0; no fullstack 0; beginner vs advanced 0; nothing
    //        shared 0; planning not preferred by the viewer 0; beginner ≠ advanced 0; author 0
    //        completed 0 → 0
    // fit:   unknown role = frontend, not listed 0; beginner is below advanced 0; 0; planning
    //        defaults (architecture, leadership) not shared 0 → 0
    // recency: 30 days → 0.05; metrics: default metrics map to nothing → 0; likes: 3 → 0.05
    // score = 0.3×0 + 0.2×0 + 0.2×0.05 + 0.15×0 + 0.15×0.05 = 0.01 + 0.0075 = 0.0175
    expect(storyScore(viewer, author, story)).toBe(0.0175);
    expect(isRelevantStory(storyScore(viewer, author, story))).toBe(false);
  });

  it('worked example 3: the maximum', () => {
    const person: StoryPerson = {
      role: 'fullstack',
      proficiencyLevel: 'advanced',
      responsibilities: [...RESPONSIBILITIES],
      preferredUseCaseTypes: ['debugging'],
      completedCount: 9,
    };
    const story: RankedStory = {
      metricsImproved: ['code_quality', 'scalability', 'defect_rate', 'onboarding_time'],
      likes: 21,
      ageDays: 0.5,
      useCase: {
        id: 'uc',
        type: 'debugging',
        complexity: 'advanced',
        roles: ['fullstack'],
        responsibilities: ['development', 'testing', 'devops', 'architecture'],
      },
    };
    // match 13/10 = 1.3; fit 0.3 + 0.2 + 0.2 + 0.3 (capped from 0.4) = 1.0; recency 0.4;
    // metrics 0.3 (capped from 0.4); likes 0.2
    // score = 0.39 + 0.2 + 0.08 + 0.045 + 0.03 = 0.745
    expect(storyScore(person, person, story)).toBe(0.745);
  });

  it('worked example 4: a fresh, popular story from a fullstack author just clears the threshold', () => {
    const viewer: StoryPerson = {
      role: 'backend',
      proficiencyLevel: 'beginner',
      responsibilities: [],
      preferredUseCaseTypes: [],
      completedCount: 0,
    };
    const author: StoryPerson = {
      role: 'fullstack',
      proficiencyLevel: 'advanced',
      responsibilities: [],
      preferredUseCaseTypes: [],
      completedCount: 0,
    };
    const story: RankedStory = {
      metricsImproved: [],
      likes: 6,
      ageDays: 0,
      useCase: { id: 'uc', type: 'testing', complexity: 'advanced', roles: ['frontend'] },
    };
    // match: fullstack +1 → 0.1; fit 0; recency 0.4; metrics 0; likes 6 → 0.1
    // score = 0.03 + 0 + 0.08 + 0 + 0.015 = 0.125 > 0.1
    expect(storyScore(viewer, author, story)).toBe(0.125);
    expect(isRelevantStory(0.125)).toBe(true);
    // Five likes instead of six: 0.03 + 0.08 + 0.0075 = 0.1175, still relevant; a week old:
    // 0.03 + 0.02 + 0.0075 = 0.0575, not relevant.
    expect(storyScore(viewer, author, { ...story, likes: 5 })).toBe(0.1175);
    expect(storyScore(viewer, author, { ...story, likes: 5, ageDays: 7 })).toBe(0.0575);
  });

  it('property: the rounded weighted sum of its parts, between 0.0175 and 0.745', () => {
    fc.assert(
      fc.property(storyPersonArb, storyPersonArb, rankedStoryArb, (viewer, author, story) => {
        const score = storyScore(viewer, author, story);
        const sum =
          0.3 * matchScore(viewer, author, story.useCase) +
          0.2 * profileFit(viewer, story.useCase) +
          0.2 * recencyScore(story.ageDays) +
          0.15 * metricsFit(viewer.responsibilities, story.metricsImproved) +
          0.15 * likesScore(story.likes);
        expect(score).toBeCloseTo(sum, 6);
        expect(score).toBeGreaterThanOrEqual(0.0175);
        expect(score).toBeLessThanOrEqual(0.745);
      }),
    );
  });

  it('property: more likes or a younger story never lowers the score', () => {
    fc.assert(
      fc.property(
        storyPersonArb,
        storyPersonArb,
        rankedStoryArb,
        fc.nat(50),
        fc.double({ min: 0, max: 30, noNaN: true }),
        (viewer, author, story, moreLikes, younger) => {
          const base = storyScore(viewer, author, story);
          expect(storyScore(viewer, author, { ...story, likes: story.likes + moreLikes })).toBeGreaterThanOrEqual(base);
          expect(storyScore(viewer, author, { ...story, ageDays: Math.max(0, story.ageDays - younger) })).toBeGreaterThanOrEqual(base);
        },
      ),
    );
  });
});

describe('isRelevantStory', () => {
  it('means a score strictly above 0.1', () => {
    expect(HOME_FEED.relevanceThreshold).toBe(0.1);
    expect(isRelevantStory(0.1)).toBe(false);
    expect(isRelevantStory(0.099)).toBe(false);
    expect(isRelevantStory(0.100001)).toBe(true);
    expect(isRelevantStory(0)).toBe(false);
  });
});
