import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { apiError, deferred, fakeServer, json, type FakeResponse } from '@/test/fake-server';
import { makeUser } from '@/test/fixtures';
import { renderApp } from '@/test/render-app';
import { CATALOGUE, makeStory } from '../test/home-fixtures';
import { FakeSocket } from '@/test/fake-socket';

beforeEach(() => FakeSocket.install());
afterEach(() => vi.unstubAllGlobals());

function likeServer(like: () => FakeResponse | Promise<FakeResponse>, unlike: () => FakeResponse | Promise<FakeResponse>) {
  return fakeServer({
    'GET /api/session': () => json(200, { user: makeUser() }),
    'GET /api/use-cases': () => json(200, { useCases: CATALOGUE }),
    'GET /api/feed': () => json(200, { stories: [makeStory({ id: '7d0c1c52-6f7e-4b8e-9a51-0f5f6f2a9c11' })], examples: false }),
    'POST /api/stories/7d0c1c52-6f7e-4b8e-9a51-0f5f6f2a9c11/like': like,
    'DELETE /api/stories/7d0c1c52-6f7e-4b8e-9a51-0f5f6f2a9c11/like': unlike,
  });
}

describe('likes', () => {
  it('likes a story at once (optimistic), settles on the server count, and takes the like back', async () => {
    const answer = deferred<FakeResponse>();
    const server = likeServer(
      () => answer.promise,
      () => json(200, { likes: 0, liked: false }),
    );
    const user = userEvent.setup();
    renderApp('/home');
    const card = await screen.findByTestId('story-card');
    const button = within(card).getByRole('button', { name: 'Like, 0 likes' });
    expect(button).toHaveAttribute('aria-pressed', 'false');

    await user.click(button);
    // Before the server answers (it answers when the test says so). The optimistic update is
    // written after the like's query has been stopped (a promise): found, not read, at once.
    expect(await within(card).findByRole('button', { name: 'Like, 1 like' })).toHaveAttribute('aria-pressed', 'true');
    // A second click while the first is on its way does nothing.
    await user.click(button);
    expect(server.calls('DELETE /api/stories/7d0c1c52-6f7e-4b8e-9a51-0f5f6f2a9c11/like')).toHaveLength(0);

    answer.resolve(json(200, { likes: 1, liked: true }));
    await waitFor(() => expect(button).not.toHaveAttribute('aria-busy'));
    expect(button).toHaveAccessibleName('Like, 1 like');

    await user.click(button);
    expect(await within(card).findByRole('button', { name: 'Like, 0 likes', pressed: false })).toBeInTheDocument();
    expect(server.calls('DELETE /api/stories/7d0c1c52-6f7e-4b8e-9a51-0f5f6f2a9c11/like')).toHaveLength(1);
  });

  it('puts the count back and says so when the server refuses', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    likeServer(
      () => apiError(404, 'story_not_found', 'This story does not exist.'),
      () => json(200, { likes: 0, liked: false }),
    );
    const user = userEvent.setup();
    renderApp('/home');
    const card = await screen.findByTestId('story-card');
    await user.click(within(card).getByRole('button', { name: 'Like, 0 likes' }));
    expect(await screen.findByText('Could not save your like. Please try again.')).toBeInTheDocument();
    expect(within(card).getByRole('button', { name: 'Like, 0 likes' })).toHaveAttribute('aria-pressed', 'false');
    warn.mockRestore();
  });
});
