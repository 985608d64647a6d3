import type { UseCaseSummary } from '@/api/use-cases';
import type { SessionUser } from '@pathwise/core';

/** A session user as GET /api/session returns it (packages/core/src/profile.ts). */
export function makeUser(overrides: Partial<SessionUser> = {}): SessionUser {
  return {
    id: 'user-1',
    email: 'ada@acme.io',
    name: 'ada',
    emailVerified: true,
    isOnboarded: true,
    workspace: { id: 'ws-1', name: 'Acme', domain: 'acme.io', role: 'admin' },
    profile: {
      specialty: 'frontend',
      proficiencyLevel: 'beginner',
      responsibilities: ['development'],
      motivations: ['speed_up_tasks'],
      customMotivation: null,
      preferredUseCaseTypes: ['coding', 'debugging'],
    },
    completedUseCases: [],
    expiresAt: new Date(Date.now() + 60 * 60_000).toISOString(),
    ...overrides,
  };
}

/** Freshly signed up: signed in, not verified, not onboarded, no profile yet. */
export function makeNewUser(overrides: Partial<SessionUser> = {}): SessionUser {
  return makeUser({
    emailVerified: false,
    isOnboarded: false,
    workspace: null,
    profile: {
      specialty: null,
      proficiencyLevel: 'beginner',
      responsibilities: [],
      motivations: [],
      customMotivation: null,
      preferredUseCaseTypes: [],
    },
    ...overrides,
  });
}

/** A use case as GET /api/use-cases lists it (tests only); suites add their own defaults. */
export function makeUseCase(overrides: Partial<UseCaseSummary> & { id: string }): UseCaseSummary {
  return {
    title: `Use case ${overrides.id}`,
    description: 'A guided use case.',
    thumbnail: '/thumbnails/coding.svg',
    tags: ['typescript'],
    type: 'coding',
    complexity: 'beginner',
    roles: ['frontend'],
    responsibilities: ['development'],
    estimatedTime: 15,
    isCustom: false,
    customForGroups: [],
    helpfulCount: 3,
    completed: false,
    ...overrides,
  };
}
