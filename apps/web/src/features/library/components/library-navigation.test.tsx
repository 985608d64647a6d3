import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { UseCaseSummary } from '@/api/use-cases';
import { deferred, type FakeResponse } from '@/test/fake-server';
import { makeUser } from '@/test/fixtures';
import { choose, makeCatalogue, makeUseCase, openLibrary, serve, titles } from '../library-test-helpers';

afterEach(() => {
  vi.useRealTimers();
});

/** 70 use cases equal for relevance, so the catalogue order is the page order (8 pages). */
const uniform = (): UseCaseSummary[] =>
  makeCatalogue(70).map((useCase) => ({ ...useCase, roles: ['frontend'], responsibilities: ['development'], complexity: 'beginner' }));
const guides = (from: number, to: number) => Array.from({ length: to - from + 1 }, (_, i) => `Guide ${String(from + i).padStart(2, '0')}`);
const pagination = () => screen.getByRole('navigation', { name: 'Pagination' });
const pageTokens = () =>
  within(pagination())
    .getAllByRole('listitem', { hidden: true })
    .map((item) => item.textContent);

// Typing and several navigations: slow on a busy machine.
describe('/library pages', { timeout: 15_000 }, () => {
  it('shows nine per page with Previous, Next, first, last, current ± 1 and ellipses, and scrolls to the top', async () => {
    const scrollTo = vi.fn();
    vi.stubGlobal('scrollTo', scrollTo);
    serve(uniform());
    const { app, user } = await openLibrary();
    expect(titles()).toEqual(guides(1, 9));
    expect(pageTokens()).toEqual(['1', '2', '…', '8']);
    expect(screen.getByRole('button', { name: 'Previous' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Page 1' })).toHaveAttribute('aria-current', 'page');

    await user.click(screen.getByRole('button', { name: 'Next' }));
    await waitFor(() => expect(titles()).toEqual(guides(10, 18)));
    expect(app.location().search).toBe('?page=2');
    expect(scrollTo).toHaveBeenLastCalledWith({ top: 0, behavior: 'smooth' });

    await user.click(screen.getByRole('button', { name: 'Page 3' }));
    await waitFor(() => expect(pageTokens()).toEqual(['1', '2', '3', '4', '…', '8']));
    await user.click(screen.getByRole('button', { name: 'Page 4' }));
    await waitFor(() => expect(pageTokens()).toEqual(['1', '…', '3', '4', '5', '…', '8']));
    await user.click(screen.getByRole('button', { name: 'Page 8' }));
    await waitFor(() => expect(titles()).toEqual(guides(64, 70)));
    expect(screen.getByRole('button', { name: 'Next' })).toBeDisabled();
    // One smooth scroll per page change (the router's own scroll reset on arrival is instant).
    expect(scrollTo.mock.calls.filter(([options]) => (options as ScrollToOptions | undefined)?.behavior === 'smooth')).toHaveLength(4);

    // A new list starts on page 1.
    await choose(user, 'Type', 'Coding');
    await waitFor(() => expect(app.location().search).toBe('?type=coding'));
    // The results follow once the change is painted (lib/after-paint's usePaintedValue).
    await waitFor(() => expect(screen.getByRole('button', { name: 'Page 1' })).toHaveAttribute('aria-current', 'page'));
    expect(screen.getByText('Showing 14 results')).toBeInTheDocument();
  });

  it('restores search, filters, sort and page from the address, and with back and forward', async () => {
    serve(uniform());
    const { app, user } = await openLibrary('/library?q=guide%206&sort=recency&page=2');
    expect(screen.getByRole('searchbox', { name: 'Search use cases' })).toHaveValue('guide 6');
    expect(screen.getByRole('combobox', { name: 'Sort by' })).toHaveDisplayValue('Recency');
    expect(screen.getByText('Showing 10 results')).toBeInTheDocument();
    // Recency reverses: page 2 holds the last of 'Guide 60'…'Guide 69' in reverse order.
    expect(titles()).toEqual(['Guide 60']);

    await user.click(screen.getByRole('button', { name: 'Remove Search: “guide 6”' }));
    await waitFor(() => expect(app.location().search).toBe('?sort=recency'));
    await user.type(screen.getByRole('searchbox', { name: 'Search use cases' }), 'guide 1');
    await waitFor(() => expect(app.location().search).toBe('?q=guide+1&sort=recency'));

    // The whole typing run is one history entry: back returns to the view before it. Each view
    // from the address is drawn in a transition after a paint, which on a busy machine (two web
    // suites side by side) took more than waitFor's 1 s: 3 s each.
    const settled = { timeout: 3_000 };
    await app.router.navigate(-1);
    await waitFor(() => expect(screen.getByRole('searchbox', { name: 'Search use cases' })).toHaveValue(''), settled);
    expect(app.location().search).toBe('?sort=recency');
    await app.router.navigate(-1);
    await waitFor(() => expect(screen.getByRole('searchbox', { name: 'Search use cases' })).toHaveValue('guide 6'), settled);
    await waitFor(() => expect(titles()).toEqual(['Guide 60']), settled);
    await app.router.navigate(1);
    await app.router.navigate(1);
    await waitFor(() => expect(screen.getByRole('searchbox', { name: 'Search use cases' })).toHaveValue('guide 1'), settled);
    expect(await screen.findByText('Showing 10 results', {}, settled)).toBeInTheDocument();
  });

  it('falls back to the defaults for invalid values and to the last page past the end', async () => {
    serve(uniform());
    const { app } = await openLibrary('/library?role=admin&type=coding&sort=newest&level=expert&page=-2&utm=mail');
    await waitFor(() => expect(app.location().search).toBe('?utm=mail&type=coding'));
    expect(screen.getByRole('combobox', { name: 'Role' })).toHaveDisplayValue('All roles');
    expect(screen.getByRole('combobox', { name: 'Sort by' })).toHaveDisplayValue('Relevance');
    expect(screen.getByText('Showing 14 results')).toBeInTheDocument();
    await app.router.navigate('/library?page=99');
    await waitFor(() => expect(app.location().search).toBe('?page=8'));
    expect(titles()).toEqual(guides(64, 70));
  });
});

describe('/library sections and cards', { timeout: 15_000 }, () => {
  it("shows 'Related Content' (outside the list, for the user's role) and 'Trending Use Cases' (most helpful), four each", async () => {
    const useCases = [
      ...makeCatalogue(9).map((useCase): UseCaseSummary => ({ ...useCase, roles: ['backend'] })),
      ...['r1', 'r2', 'r3', 'r4', 'r5'].map((id, i) =>
        makeUseCase({ id, title: `Front ${id}`, roles: ['frontend'], helpfulCount: 20 + i }),
      ),
      makeUseCase({ id: 'top', title: 'Top', roles: ['backend'], helpfulCount: 149 }),
      makeUseCase({ id: 'second', title: 'Second', roles: ['frontend', 'backend'], helpfulCount: 120 }),
    ];
    serve(useCases);
    const { user } = await openLibrary();
    const shelf = (name: string) => screen.getByRole('region', { name });
    const shelfTitles = (name: string) =>
      within(shelf(name))
        .getAllByRole('heading', { level: 3 })
        .map((heading) => heading.textContent);
    // Nothing is outside the unfiltered list.
    expect(screen.queryByRole('region', { name: 'Related Content' })).not.toBeInTheDocument();
    expect(shelfTitles('Trending Use Cases')).toEqual(['Top', 'Second', 'Front r5', 'Front r4']);

    await choose(user, 'Role', 'Backend');
    await waitFor(() => expect(shelfTitles('Related Content')).toEqual(['Front r1', 'Front r2', 'Front r3', 'Front r4']));
    expect(within(shelf('Related Content')).getByTestId('related-content-grid')).toHaveClass('sm:grid-cols-2');
  });

  it('draws cards with badges, tags, minutes, people, Start or Review, and opens the use case', async () => {
    const server = serve(
      [
        makeUseCase({ id: 'plain', title: 'Plain', helpfulCount: 50, estimatedTime: 25 }),
        makeUseCase({ id: 'popular', title: 'Popular one', helpfulCount: 51, type: 'testing', complexity: 'advanced' }),
        makeUseCase({ id: 'trending', title: 'Trending one', helpfulCount: 81 }),
        makeUseCase({ id: 'single', title: 'Single', helpfulCount: 1, thumbnail: 'data:image/png;base64,AAAA' }),
      ],
      makeUser({ completedUseCases: ['single'] }),
    );
    // The use case page stays open while its answer is on the way (a 404 would send it on to
    // /studio, sooner or later than this test looks, depending on how warm the page's code is).
    server.on('GET /api/use-cases/plain', () => deferred<FakeResponse>().promise);
    const { app, user } = await openLibrary('/library?sort=rating');
    const card = (title: string) => within(screen.getByTestId('library-grid')).getByRole('link', { name: title }).closest('article')!;

    expect(within(card('Trending one')).getByText('Trending')).toBeInTheDocument();
    expect(within(card('Trending one')).queryByText('Popular')).not.toBeInTheDocument();
    expect(within(card('Popular one')).getByText('Popular')).toBeInTheDocument();
    expect(within(card('Popular one')).getByText('advanced')).toBeInTheDocument();
    expect(within(card('Popular one')).getByText('testing')).toBeInTheDocument();
    expect(within(card('Plain')).queryByText(/Popular|Trending/)).not.toBeInTheDocument();
    expect(within(card('Plain')).getByText('25 min')).toBeInTheDocument();
    expect(within(card('Plain')).getByText('50 people')).toBeInTheDocument();
    expect(within(card('Single')).getByText('1 person')).toBeInTheDocument();
    expect(card('Single').querySelector('img')).toHaveAttribute('src', '/thumbnails/default.svg');

    expect(within(card('Single')).getByRole('button', { name: 'Review: Single' })).toHaveTextContent('Review');
    expect(within(card('Single')).getByTestId('use-case-overlay')).toHaveTextContent('Review');
    expect(within(card('Plain')).getByRole('button', { name: 'Start: Plain' })).toHaveTextContent('Start');
    expect(within(card('Plain')).getByTestId('use-case-overlay')).toHaveTextContent('Quick Start');
    const description = within(card('Plain')).getByText('What plain teaches.');
    expect(description).toHaveClass('line-clamp-2');
    expect(within(card('Plain')).getByRole('link', { name: 'Plain' })).toHaveAttribute('title', 'What plain teaches.');

    await user.click(within(card('Plain')).getByRole('button', { name: 'Start: Plain' }));
    await waitFor(() => expect(app.location().pathname).toBe('/use-case/plain'));
  });
});
