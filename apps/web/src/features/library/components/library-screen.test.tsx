import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { LIBRARY } from '@pathwise/core';
import { advanceClockTo } from '@/test/clock';
import { apiError, fakeServer, json } from '@/test/fake-server';
import { makeNewUser, makeUser } from '@/test/fixtures';
import { renderApp } from '@/test/render-app';
import { choose, makeCatalogue, makeUseCase, openLibrary, serve, titles } from '../library-test-helpers';

afterEach(() => {
  vi.useRealTimers();
});

const combobox = (name: string) => screen.getByRole('combobox', { name });
const chips = () => screen.queryByRole('list', { name: 'Active filters' });

// Typing and several navigations: slow on a busy machine.
describe('/library loading', { timeout: 15_000 }, () => {
  it('shows six skeletons for the initial load delay, then the cards, the count and the extra sections', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    serve(makeCatalogue(12));
    // The test's clock also moves with real time (shouldAdvanceTime): on a busy machine the screen
    // can take a while to show, so the delay is counted from the render, not from the heading.
    const rendered = Date.now();
    renderApp('/library');
    expect(await screen.findByRole('heading', { name: 'Content Library' })).toBeInTheDocument();
    const shown = Date.now();
    expect(screen.getByText('Discover AI use cases tailored to supercharge your workflow')).toBeInTheDocument();
    expect(screen.getAllByTestId('use-case-skeleton')).toHaveLength(LIBRARY.skeletonCount);
    // The data is in, but the spec's delay still holds the skeletons.
    await advanceClockTo(rendered, LIBRARY.initialLoadDelayMs - 50);
    expect(screen.getAllByTestId('use-case-skeleton')).toHaveLength(6);
    expect(screen.queryByRole('heading', { name: 'Trending Use Cases' })).not.toBeInTheDocument();
    await advanceClockTo(shown, LIBRARY.initialLoadDelayMs);
    expect(screen.queryByTestId('use-case-skeleton')).not.toBeInTheDocument();
    expect(screen.getByText('Showing 12 results')).toBeInTheDocument();
    expect(titles()).toHaveLength(LIBRARY.pageSize);
    expect(screen.getByRole('heading', { name: 'Trending Use Cases' })).toBeInTheDocument();
  });

  it('sends a signed-out visitor to /login and lets a user who has not finished onboarding stay', async () => {
    fakeServer();
    const signedOut = renderApp('/library');
    await waitFor(() => expect(signedOut.location().pathname).toBe('/login'));
    signedOut.unmount();

    serve(makeCatalogue(3), makeNewUser({ emailVerified: true }));
    const { app } = await openLibrary();
    expect(app.location().pathname).toBe('/library');
    expect(screen.getByText('Showing 3 results')).toBeInTheDocument();
  });

  it('explains a failed load and tries again', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    let fail = true;
    fakeServer({
      'GET /api/session': () => json(200, { user: makeUser() }),
      'GET /api/use-cases': () =>
        fail ? apiError(503, 'unavailable', 'The service is unavailable.') : json(200, { useCases: makeCatalogue(2) }),
    });
    const user = userEvent.setup();
    renderApp('/library');
    expect(await screen.findByText('The use cases could not be loaded.', undefined, { timeout: 5000 })).toBeInTheDocument();
    fail = false;
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('Showing 2 results')).toBeInTheDocument();
    warn.mockRestore();
  });
});

describe('/library search, filters and sort', { timeout: 15_000 }, () => {
  it('searches title or description case-insensitively, keeps it in the URL, and removes it from its chip', async () => {
    serve([
      makeUseCase({ id: 'a', title: 'Refactor a React form', description: 'Hooks.' }),
      makeUseCase({ id: 'b', title: 'Debug a query', description: 'Uses EXPLAIN on a REACTive view.' }),
      makeUseCase({ id: 'c', title: 'Write tests', description: 'Pytest.' }),
    ]);
    const { app, user } = await openLibrary();
    const search = screen.getByRole('searchbox', { name: 'Search use cases' });
    await user.type(search, 'rEAct');
    // The results follow once typing rests (search-box.tsx).
    expect(await screen.findByText('Showing 2 results')).toBeInTheDocument();
    expect(titles()).toEqual(['Refactor a React form', 'Debug a query']);
    await waitFor(() => expect(app.location().search).toBe('?q=rEAct'));
    // One chip (search): no 'Clear all' yet.
    expect(within(chips()!).getByText('Search: “rEAct”')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Clear all' })).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Remove Search: “rEAct”' }));
    expect(search).toHaveValue('');
    expect(await screen.findByText('Showing 3 results')).toBeInTheDocument();
    await waitFor(() => expect(app.location().search).toBe(''));
  });

  it('combines role, type, responsibility and complexity with AND; chips remove one; Clear all resets everything', async () => {
    serve([
      makeUseCase({
        id: 'hit',
        title: 'Hit',
        roles: ['backend', 'fullstack'],
        type: 'debugging',
        responsibilities: ['devops'],
        complexity: 'advanced',
      }),
      makeUseCase({ id: 'wrong-level', title: 'Wrong level', roles: ['backend'], type: 'debugging', responsibilities: ['devops'] }),
      makeUseCase({ id: 'wrong-role', title: 'Wrong role', type: 'debugging', responsibilities: ['devops'], complexity: 'advanced' }),
      makeUseCase({ id: 'other', title: 'Other' }),
    ]);
    const { app, user } = await openLibrary();
    for (const name of ['Role', 'Type', 'Responsibility', 'Complexity', 'Sort by']) expect(combobox(name)).toBeInTheDocument();
    expect(combobox('Role')).toHaveDisplayValue('All roles');
    expect(combobox('Sort by')).toHaveDisplayValue('Relevance');

    await choose(user, 'Role', 'Backend');
    expect(await screen.findByText('Showing 2 results')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Clear all' })).not.toBeInTheDocument();
    await choose(user, 'Type', 'Debugging');
    await choose(user, 'Responsibility', 'DevOps');
    await choose(user, 'Complexity', 'Advanced');
    await choose(user, 'Sort by', 'Highest rated');
    expect(await screen.findByText('Showing 1 result')).toBeInTheDocument();
    expect(titles()).toEqual(['Hit']);
    await waitFor(() =>
      expect(app.location().search).toBe('?role=backend&type=debugging&responsibility=devops&level=advanced&sort=rating'),
    );
    expect(
      within(chips()!)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['Role: Backend', 'Type: Debugging', 'Responsibility: DevOps', 'Complexity: Advanced', 'Clear all']);

    await user.click(screen.getByRole('button', { name: 'Remove Complexity: Advanced' }));
    expect(await screen.findByText('Showing 2 results')).toBeInTheDocument();
    expect(combobox('Complexity')).toHaveDisplayValue('All levels');

    await user.type(screen.getByRole('searchbox', { name: 'Search use cases' }), 'wrong');
    expect(await screen.findByText('Showing 1 result')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Clear all' }));
    expect(await screen.findByText('Showing 4 results')).toBeInTheDocument();
    expect(screen.getByRole('searchbox', { name: 'Search use cases' })).toHaveValue('');
    expect(combobox('Role')).toHaveDisplayValue('All roles');
    expect(combobox('Sort by')).toHaveDisplayValue('Relevance');
    expect(chips()).not.toBeInTheDocument();
    await waitFor(() => expect(app.location().search).toBe(''));
  });

  it('sorts by relevance for the user (custom, role, responsibilities, complexity), recency (reversed) and helpful count', async () => {
    // The user is frontend with the development responsibility.
    serve([
      makeUseCase({ id: 'a', title: 'Other role and work', roles: ['backend'], responsibilities: ['testing'], helpfulCount: 5 }),
      makeUseCase({
        id: 'b',
        title: 'Custom',
        isCustom: true,
        roles: ['backend'],
        responsibilities: ['testing'],
        complexity: 'advanced',
        helpfulCount: 40,
      }),
      makeUseCase({ id: 'c', title: 'My role', responsibilities: ['testing'], complexity: 'intermediate', helpfulCount: 120 }),
      makeUseCase({ id: 'd', title: 'My role and work', complexity: 'advanced', helpfulCount: 60 }),
      makeUseCase({ id: 'e', title: 'My work', roles: ['backend'], helpfulCount: 90 }),
    ]);
    const { user } = await openLibrary();
    expect(titles()).toEqual(['Custom', 'My role and work', 'My role', 'My work', 'Other role and work']);
    await choose(user, 'Sort by', 'Recency');
    await waitFor(() => expect(titles()).toEqual(['My work', 'My role and work', 'My role', 'Custom', 'Other role and work']));
    await choose(user, 'Sort by', 'Highest rated');
    await waitFor(() => expect(titles()).toEqual(['My role', 'My work', 'My role and work', 'Custom', 'Other role and work']));
  });

  it("says 'No matches found' and offers a way back", async () => {
    serve(makeCatalogue(4));
    const { user } = await openLibrary('/library?q=nothing-like-this');
    expect(screen.getByText('Showing 0 results')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'No matches found' })).toBeInTheDocument();
    expect(screen.getByText("Let's find what you're looking for! Try adjusting your search criteria.")).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Reset search and filters' }));
    expect(await screen.findByText('Showing 4 results')).toBeInTheDocument();
  });
});
