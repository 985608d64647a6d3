import { usualFeedStoryFields, type FeedStory } from '@pathwise/core';
import type { UseCaseSummary } from '@/api/use-cases';
import { makeUseCase } from '@/test/fixtures';

export { makeUseCase };

/** A catalogue where the frontend beginner profile of makeUser() prefers a, b and c, in that order. */
export const CATALOGUE: UseCaseSummary[] = [
  makeUseCase({
    id: 'plan-roadmap',
    title: 'Plan a roadmap',
    type: 'planning',
    complexity: 'advanced',
    roles: ['backend'],
    responsibilities: ['leadership'],
  }),
  makeUseCase({ id: 'code-a', title: 'Write a React hook with tests', helpfulCount: 12 }),
  makeUseCase({ id: 'debug-b', title: 'Debug a flaky test', type: 'debugging' }),
  makeUseCase({ id: 'code-c', title: 'Refactor a reducer', complexity: 'intermediate' }),
];

export function makeStory(overrides: Partial<FeedStory> & { id: string }): FeedStory {
  return {
    ...usualFeedStoryFields(),
    useCase: { id: 'code-a', title: 'Write a React hook with tests' },
    author: { name: 'grace', specialty: 'frontend' },
    title: 'Impact story for Write a React hook with tests',
    feedback: 'It wrote the edge cases I forgot.',
    timeSaved: 20,
    prompts: ['/tests cover the empty input'],
    metricsImproved: ['productivity'],
    likes: 0,
    createdAt: new Date(Date.now() - 3 * 60 * 60_000).toISOString(),
    ...overrides,
  };
}
