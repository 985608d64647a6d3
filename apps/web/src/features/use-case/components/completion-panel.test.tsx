import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { MEMBER_MESSAGES } from '@pathwise/core';
import type { UseCaseDetail } from '@/api/use-cases';
import { apiError, deferred, fakeServer, json, type FakeResponse } from '@/test/fake-server';
import { makeUser } from '@/test/fixtures';
import { renderApp } from '@/test/render-app';
import { eventData, makeDetail, routesFor } from '../test/use-case-fixtures';

const PATH = '/use-case/code-python-cli';

/** A server whose detail changes once the rating is stored, as the real one does. */
function ratingServer(answer: () => FakeResponse | Promise<FakeResponse>) {
  let detail: UseCaseDetail = makeDetail();
  let user = makeUser();
  const server = fakeServer(
    routesFor(user, [], {
      'GET /api/session': () => json(200, { user }),
      'GET /api/use-cases/code-python-cli': () => json(200, { useCase: detail }),
      'POST /api/use-cases/code-python-cli/rating': async (request) => {
        const response = await answer();
        if (response.status === 200) {
          const { helpful } = request.body as { helpful: boolean };
          detail = { ...detail, completed: true, rating: helpful, helpfulCount: (response.body as { helpfulCount: number }).helpfulCount };
          user = { ...user, completedUseCases: ['code-python-cli'] };
        }
        return response;
      },
    }),
  );
  return server;
}

describe('the relevance question', () => {
  it('answers Yes: buttons disabled meanwhile, the server count shown, session and lists refreshed, Share Impact offered', async () => {
    const stored = deferred<FakeResponse>();
    const server = ratingServer(() => stored.promise);
    const user = userEvent.setup();
    renderApp(PATH);
    expect(await screen.findByRole('heading', { name: 'Was this use case relevant and useful?' })).toBeInTheDocument();
    await waitFor(() => expect(server.calls('GET /api/use-cases')).toHaveLength(1));
    const sessionReads = server.calls('GET /api/session').length;

    await user.click(screen.getByRole('button', { name: 'Yes' }));
    expect(screen.getByRole('button', { name: 'Yes' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'No' })).toBeDisabled();
    expect(server.calls('POST /api/use-cases/code-python-cli/rating')[0]?.body).toEqual({ helpful: true });

    // Teammates rated meanwhile: the server's count (12), not the local 4 + 1.
    stored.resolve(json(200, { helpful: true, helpfulCount: 12, completed: true }));
    expect(await screen.findByText(MEMBER_MESSAGES.feedbackThanks)).toBeInTheDocument();
    expect(await screen.findByRole('button', { name: 'Share Impact' })).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Was this use case relevant and useful?' })).not.toBeInTheDocument();
    expect(screen.getByTestId('completed-helpful-count')).toHaveTextContent('12 people found this helpful');
    expect(screen.getByTestId('helpful-line')).toHaveTextContent('12 people found this helpful');
    await waitFor(() => expect(server.calls('GET /api/session').length).toBeGreaterThan(sessionReads));
    await waitFor(() => expect(server.calls('GET /api/use-cases')).toHaveLength(2));
    await waitFor(() =>
      expect(eventData(server.requests, 'use_case.rated')).toEqual([{ use_case_id: 'code-python-cli', rating: 'helpful' }]),
    );
  });

  it('answers No as not_helpful and completes the use case', async () => {
    const server = ratingServer(() => json(200, { helpful: false, helpfulCount: 4, completed: true }));
    const user = userEvent.setup();
    renderApp(PATH);
    await user.click(await screen.findByRole('button', { name: 'No' }));
    expect(await screen.findByText(MEMBER_MESSAGES.feedbackThanks)).toBeInTheDocument();
    expect(await screen.findByRole('button', { name: 'Share Impact' })).toBeInTheDocument();
    expect(server.calls('POST /api/use-cases/code-python-cli/rating')[0]?.body).toEqual({ helpful: false });
    await waitFor(() =>
      expect(eventData(server.requests, 'use_case.rated')).toEqual([{ use_case_id: 'code-python-cli', rating: 'not_helpful' }]),
    );
  });

  it("says 'Failed to submit feedback. Please try again.' and keeps the question when the server refuses", async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const server = ratingServer(() => apiError(500, 'internal', 'Something went wrong.'));
    const user = userEvent.setup();
    renderApp(PATH);
    await user.click(await screen.findByRole('button', { name: 'Yes' }));
    expect(await screen.findByText(MEMBER_MESSAGES.ratingFailed)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Yes' })).toBeEnabled();
    expect(screen.queryByRole('button', { name: 'Share Impact' })).not.toBeInTheDocument();
    expect(eventData(server.requests, 'use_case.rated')).toEqual([]);
    warn.mockRestore();
  });

  it('shows the count and Share Impact for a use case completed earlier', async () => {
    fakeServer(routesFor(makeUser(), [makeDetail({ completed: true, helpfulCount: 1 })]));
    renderApp(PATH);
    expect(await screen.findByRole('button', { name: 'Share Impact' })).toBeInTheDocument();
    expect(screen.getByTestId('completed-helpful-count')).toHaveTextContent('1 person found this helpful');
    expect(screen.queryByRole('button', { name: 'Yes' })).not.toBeInTheDocument();
  });
});
