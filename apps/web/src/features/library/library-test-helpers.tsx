import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { vi } from 'vitest';
import { COMPLEXITIES, LIBRARY, RESPONSIBILITIES, USE_CASE_ROLES, USE_CASE_TYPES } from '@pathwise/core';
import type { UseCaseSummary } from '@/api/use-cases';
import { fakeServer, json } from '@/test/fake-server';
import { makeUseCase as baseUseCase, makeUser } from '@/test/fixtures';
import { renderApp } from '@/test/render-app';

/* Helpers of the library's tests. */

/** A use case as GET /api/use-cases lists it, with the library suites' defaults. */
export function makeUseCase(overrides: Partial<UseCaseSummary> & { id: string }): UseCaseSummary {
  return baseUseCase({
    description: `What ${overrides.id} teaches.`,
    tags: ['copilot'],
    helpfulCount: 10,
    ...overrides,
  });
}

/**
 * `count` use cases cycling through every type, complexity, role and responsibility, with
 * helpful counts below the badge thresholds unless a test says otherwise.
 */
export function makeCatalogue(count: number): UseCaseSummary[] {
  return Array.from({ length: count }, (_, index) => {
    const n = String(index + 1).padStart(2, '0');
    return makeUseCase({
      id: `uc-${n}`,
      title: `Guide ${n}`,
      description: `Step-by-step guide number ${n}.`,
      type: USE_CASE_TYPES[index % USE_CASE_TYPES.length] ?? 'coding',
      complexity: COMPLEXITIES[index % COMPLEXITIES.length] ?? 'beginner',
      roles: [USE_CASE_ROLES[index % USE_CASE_ROLES.length] ?? 'frontend'],
      responsibilities: [RESPONSIBILITIES[index % RESPONSIBILITIES.length] ?? 'development'],
      helpfulCount: 1 + (index % 40),
    });
  });
}

export function serve(useCases: UseCaseSummary[], user = makeUser()) {
  return fakeServer({
    'GET /api/session': () => json(200, { user }),
    'GET /api/use-cases': () => json(200, { useCases }),
  });
}

/** Opens the library (fake timers that still advance) and waits out the initial load delay. */
export async function openLibrary(path = '/library') {
  vi.useFakeTimers({ shouldAdvanceTime: true });
  const user = userEvent.setup({ advanceTimers: (ms) => vi.advanceTimersByTime(ms) });
  const app = renderApp(path);
  await screen.findByRole('heading', { name: 'Content Library' });
  await act(() => vi.advanceTimersByTimeAsync(LIBRARY.initialLoadDelayMs));
  await screen.findByTestId('result-count');
  return { app, user };
}

/** The titles of the cards on the current page, in order. */
export const titles = () =>
  within(screen.getByTestId('library-grid'))
    .getAllByRole('heading', { level: 3 })
    .map((heading) => heading.textContent);

export async function choose(user: ReturnType<typeof userEvent.setup>, label: string, option: string) {
  const select = screen.getByRole('combobox', { name: label });
  await user.selectOptions(select, within(select).getByRole('option', { name: option }));
}
