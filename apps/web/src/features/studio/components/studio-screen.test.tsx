import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { UseCaseSummary } from '@/api/use-cases';
import { fakeServer, json } from '@/test/fake-server';
import { makeUseCase as baseUseCase, makeUser } from '@/test/fixtures';
import { renderApp } from '@/test/render-app';

function makeUseCase(id: string, overrides: Partial<UseCaseSummary> = {}): UseCaseSummary {
  return baseUseCase({ id, title: `Title of ${id}`, ...overrides });
}

const CATALOGUE = [
  makeUseCase('plan-x', { type: 'planning', complexity: 'advanced', roles: ['backend'], responsibilities: ['leadership'] }),
  makeUseCase('code-a'),
  makeUseCase('debug-b', { type: 'debugging' }),
  makeUseCase('code-c', { complexity: 'intermediate' }),
  makeUseCase('test-d', { type: 'testing', roles: ['backend'], responsibilities: ['testing'] }),
];

function studioServer(user = makeUser(), useCases: UseCaseSummary[] = CATALOGUE) {
  return fakeServer({
    'GET /api/session': () => json(200, { user }),
    'GET /api/use-cases': () => json(200, { useCases }),
  });
}

describe('My Studio', () => {
  it("shows the first 3 recommendations with a link to the library, and 'None for now' for a fresh user", async () => {
    studioServer();
    renderApp('/studio');
    expect(await screen.findByRole('heading', { name: 'My Studio', level: 1 })).toBeInTheDocument();
    const start = screen.getByRole('region', { name: 'Use cases to start with' });
    const cards = await within(start).findAllByTestId('use-case-card');
    expect(cards.map((card) => within(card).getByRole('heading').textContent)).toEqual([
      'Title of code-a',
      'Title of debug-b',
      'Title of code-c',
    ]);
    expect(within(start).getByRole('link', { name: /Browse the library/ })).toHaveAttribute('href', '/library');
    const workedOn = screen.getByRole('region', { name: "Use cases you've worked on" });
    expect(within(workedOn).getByText('None for now')).toBeInTheDocument();
    expect(within(workedOn).queryByTestId('use-case-card')).not.toBeInTheDocument();
  });

  it('lists the completed use cases as cards (Review), and leaves them out of the top recommendations', async () => {
    // The list says nothing of the reader: the session's completedUseCases marks code-a.
    studioServer(makeUser({ completedUseCases: ['code-a'] }), CATALOGUE);
    renderApp('/studio');
    const workedOn = await screen.findByRole('region', { name: "Use cases you've worked on" });
    const done = await within(workedOn).findAllByTestId('use-case-card');
    expect(done).toHaveLength(1);
    expect(within(done[0] as HTMLElement).getByRole('button', { name: 'Review: Title of code-a' })).toBeInTheDocument();
    const start = screen.getByRole('region', { name: 'Use cases to start with' });
    const titles = within(start)
      .getAllByTestId('use-case-card')
      .map((card) => within(card).getByRole('heading').textContent);
    expect(titles).toEqual(['Title of debug-b', 'Title of code-c', 'Title of code-a']);
  });

  it("says 'No recommendations available yet...' when the catalogue is empty", async () => {
    studioServer(makeUser(), []);
    renderApp('/studio');
    expect(await screen.findByText('No recommendations available yet...')).toBeInTheDocument();
    expect(screen.getByText('None for now')).toBeInTheDocument();
  });
});
