import { authorZero, caseZero, viewerZero } from './scoring.fixtures';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';

import { RESPONSIBILITIES, type Complexity } from './enums';
import { matchScore, profileFit, type StoryPerson } from './scoring';
import { scoredUseCaseArb, storyPersonArb } from './scoring.fixtures';

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
