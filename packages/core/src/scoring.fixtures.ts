import fc from 'fast-check';

import { COMPLEXITIES, METRICS, PROFICIENCY_LEVELS, RESPONSIBILITIES, SPECIALTIES, USE_CASE_TYPES } from './enums';
import { type RankedStory, type RecommendationProfile, type ScoredUseCase, type StoryPerson } from './scoring';

/* Shared fixtures of the split test files (not a test file itself). */

/* =========================================================================== arbitraries */

export const scoredUseCaseArb: fc.Arbitrary<ScoredUseCase> = fc.record({
  id: fc.constantFrom('a', 'b', 'c', 'd', 'e'),
  type: fc.constantFrom(...USE_CASE_TYPES),
  complexity: fc.constantFrom(...COMPLEXITIES),
  roles: fc.subarray(['frontend', 'backend', 'fullstack']),
  responsibilities: fc.option(fc.subarray([...RESPONSIBILITIES]), { nil: undefined }),
});
export const recommendationProfileArb: fc.Arbitrary<RecommendationProfile> = fc.record({
  role: fc.option(fc.constantFrom(...SPECIALTIES), { nil: null }),
  responsibilities: fc.subarray([...RESPONSIBILITIES]),
  preferredUseCaseTypes: fc.subarray([...USE_CASE_TYPES]),
  completedUseCases: fc.uniqueArray(fc.constantFrom('a', 'b', 'c', 'd', 'e', 'x', 'y', 'z'), { maxLength: 8 }),
});
export const storyPersonArb: fc.Arbitrary<StoryPerson> = fc.record({
  role: fc.option(fc.constantFrom(...SPECIALTIES), { nil: null }),
  proficiencyLevel: fc.constantFrom(...PROFICIENCY_LEVELS),
  responsibilities: fc.subarray([...RESPONSIBILITIES]),
  preferredUseCaseTypes: fc.subarray([...USE_CASE_TYPES]),
  completedCount: fc.nat(12),
});
export const rankedStoryArb: fc.Arbitrary<RankedStory> = fc.record({
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
export const zeroUseCase = (overrides: Partial<ScoredUseCase> = {}): ScoredUseCase => ({
  id: 'target',
  type: 'coding',
  complexity: 'advanced',
  roles: ['backend'],
  responsibilities: ['devops'],
  ...overrides,
});
export const zeroProfile = (overrides: Partial<RecommendationProfile> = {}): RecommendationProfile => ({
  role: 'frontend',
  responsibilities: [],
  preferredUseCaseTypes: [],
  completedUseCases: [],
  ...overrides,
});
export const completed = (n: number) => Array.from({ length: n }, (_, i) => `done-${i}`);

export const viewerZero = (overrides: Partial<StoryPerson> = {}): StoryPerson => ({
  role: 'backend',
  proficiencyLevel: 'beginner',
  responsibilities: [],
  preferredUseCaseTypes: [],
  completedCount: 0,
  ...overrides,
});
export const authorZero = (overrides: Partial<StoryPerson> = {}): StoryPerson => ({
  role: 'frontend',
  proficiencyLevel: 'advanced',
  responsibilities: ['leadership'],
  preferredUseCaseTypes: [],
  completedCount: 2,
  ...overrides,
});
/** Use case for the zero baselines: roles exclude the viewer, advanced, coding (defaults to development). */
export const caseZero = (overrides: Partial<ScoredUseCase> = {}): ScoredUseCase => ({
  id: 'story-case',
  type: 'coding',
  complexity: 'advanced',
  roles: ['frontend'],
  responsibilities: undefined,
  ...overrides,
});
