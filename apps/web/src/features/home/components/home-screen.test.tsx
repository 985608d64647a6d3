import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { feedStoryToWire, type FeedStory } from '@pathwise/core';
import { apiError, fakeServer, json } from '@/test/fake-server';
import { makeUser } from '@/test/fixtures';
import { renderApp } from '@/test/render-app';
import { CATALOGUE, makeStory } from '../test/home-fixtures';
import { FakeSocket } from '@/test/fake-socket';

const member = makeUser({ completedUseCases: ['debug-b'] });

function feedServer(stories: FeedStory[], { examples = false, user = member } = {}) {
  return fakeServer({
    'GET /api/session': () => json(200, { user }),
    'GET /api/use-cases': () => json(200, { useCases: CATALOGUE }),
    // As the server sends them: each story without the fields that hold their usual value.
    'GET /api/feed': () => json(200, { stories: stories.map(feedStoryToWire), examples }),
  });
}

beforeEach(() => FakeSocket.install());
afterEach(() => vi.unstubAllGlobals());

describe('home feed', () => {
  it("shows who learned what, the feedback, prompts, minutes, the age, and 'Do this use case' or 'You completed this use case'", async () => {
    feedServer([
      makeStory({
        id: 's1',
        author: { name: 'grace', specialty: 'frontend' },
        createdAt: new Date(Date.now() - 2 * 86_400_000).toISOString(),
      }),
      makeStory({ id: 's2', useCase: { id: 'debug-b', title: 'Debug a flaky test' }, feedback: 'Found the race.', timeSaved: 45 }),
    ]);
    renderApp('/home');
    expect(await screen.findByRole('heading', { name: 'Home', level: 1 })).toBeInTheDocument();
    const cards = await screen.findAllByTestId('story-card');
    expect(cards).toHaveLength(2);
    const [first, second] = cards as [HTMLElement, HTMLElement];
    expect(within(first).getByRole('heading', { name: 'grace learned Write a React hook with tests' })).toBeInTheDocument();
    expect(within(first).getByText('It wrote the edge cases I forgot.')).toBeInTheDocument();
    expect(within(first).getByText('/tests cover the empty input')).toBeInTheDocument();
    expect(within(first).getByText('20 min')).toBeInTheDocument();
    expect(within(first).getByTestId('story-age')).toHaveTextContent('2d');
    expect(within(first).getByRole('link', { name: /^Do this use case/ })).toHaveAttribute('href', '/use-case/code-a');
    expect(within(second).getByTestId('story-age')).toHaveTextContent('3h');
    expect(within(second).getByText('You completed this use case')).toBeInTheDocument();
    expect(within(second).queryByRole('link', { name: /Do this use case/ })).not.toBeInTheDocument();
    expect(screen.queryByTestId('examples-note')).not.toBeInTheDocument();
  });

  it('marks bundled sample stories as examples, without a like button', async () => {
    feedServer([makeStory({ id: 'example-1', isExample: true, likes: 14 })], { examples: true });
    renderApp('/home');
    const card = await screen.findByTestId('story-card');
    expect(within(card).getByText('Example')).toBeInTheDocument();
    expect(screen.getByTestId('examples-note')).toHaveTextContent('These are examples until your team shares its own.');
    expect(within(card).queryByRole('button', { name: /like/i })).not.toBeInTheDocument();
    expect(within(card).getByTestId('like-count')).toHaveTextContent('14');
  });

  it('filters relevant (default), recent and highest through named tabs', async () => {
    const server = feedServer([makeStory({ id: 's1' })]);
    const user = userEvent.setup();
    renderApp('/home');
    const tabs = await screen.findByRole('tablist', { name: 'Filter stories' });
    expect(within(tabs).getByRole('tab', { name: 'Relevant' })).toHaveAttribute('aria-selected', 'true');
    await screen.findByTestId('story-card');
    expect(server.calls('GET /api/feed').map((r) => r.search)).toEqual(['?filter=relevant']);

    await user.click(within(tabs).getByRole('tab', { name: 'Recent' }));
    expect(within(tabs).getByRole('tab', { name: 'Recent' })).toHaveAttribute('aria-selected', 'true');
    expect(await screen.findByText('Stories shared in the last 7 days')).toBeInTheDocument();
    await waitFor(() => expect(server.calls('GET /api/feed').map((r) => r.search)).toContain('?filter=recent'));

    // Arrow keys move between the filters (Radix tabs).
    await user.keyboard('{ArrowRight}');
    expect(within(tabs).getByRole('tab', { name: 'Highest' })).toHaveAttribute('aria-selected', 'true');
    await waitFor(() => expect(server.calls('GET /api/feed').map((r) => r.search)).toContain('?filter=highest'));
  });

  it('shows an empty text per filter and a retry after a failed load', async () => {
    let fail = true;
    fakeServer({
      'GET /api/session': () => json(200, { user: member }),
      'GET /api/use-cases': () => json(200, { useCases: CATALOGUE }),
      'GET /api/feed': () => (fail ? apiError(500, 'internal', 'Something went wrong') : json(200, { stories: [], examples: false })),
    });
    const user = userEvent.setup();
    renderApp('/home');
    expect(await screen.findByText('Could not load the activity feed.', {}, { timeout: 4000 })).toBeInTheDocument();
    fail = false;
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('No stories match your profile yet.')).toBeInTheDocument();
  });

  it("lists the 3 recommendations under 'Next up', each linking to its use case", async () => {
    feedServer([]);
    renderApp('/home');
    const column = await screen.findByRole('region', { name: 'Next up' });
    const links = await within(column).findAllByTestId('next-up-card');
    // debug-b scores as high as code-a but is completed already (−5), so it comes last.
    expect(links.map((link) => link.getAttribute('href'))).toEqual(['/use-case/code-a', '/use-case/code-c', '/use-case/debug-b']);
    expect(links[0]).toHaveTextContent('12 people');
  });

  it('sends a user who has not finished onboarding to /onboarding, and a visitor to /login', async () => {
    feedServer([], { user: makeUser({ isOnboarded: false }) });
    const app = renderApp('/home');
    await waitFor(() => expect(app.location().pathname).toBe('/onboarding'));
    app.unmount();

    fakeServer();
    const visitor = renderApp('/home');
    await waitFor(() => expect(visitor.location().pathname).toBe('/login'));
  });

  it('refreshes the open feed and Next up when a teammate shares, likes or rates (realtime)', async () => {
    let stories = [makeStory({ id: 's1' })];
    let catalogue = CATALOGUE;
    fakeServer({
      'GET /api/session': () => json(200, { user: member }),
      'GET /api/use-cases': () => json(200, { useCases: catalogue }),
      'GET /api/feed': () => json(200, { stories, examples: false }),
    });
    renderApp('/home');
    await screen.findByTestId('story-card');
    const socket = FakeSocket.latest();
    expect(socket.url).toMatch(/^ws:\/\/.+\/api\/realtime$/);

    stories = [makeStory({ id: 's2', author: { name: 'linus', specialty: 'backend' }, feedback: 'Shared just now.' }), ...stories];
    socket.emit({ type: 'story.created', storyId: 's2', useCaseId: 'code-a' });
    expect(await screen.findByText('Shared just now.')).toBeInTheDocument();

    stories = stories.map((story) => (story.id === 's1' ? { ...story, likes: 4 } : story));
    socket.emit({ type: 'story.liked', storyId: 's1', likes: 4 });
    await waitFor(() => expect(screen.getAllByTestId('like-count').map((c) => c.textContent)).toEqual(['0', '4']));

    catalogue = CATALOGUE.map((useCase) => (useCase.id === 'code-a' ? { ...useCase, helpfulCount: 13 } : useCase));
    socket.emit({ type: 'rating.changed', useCaseId: 'code-a', helpfulCount: 13 });
    await waitFor(() => expect(screen.getAllByTestId('next-up-card')[0]).toHaveTextContent('13 people'));
  });
});
