import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { UseCaseRequest } from '@pathwise/core';
import { apiError, fakeServer, json } from '@/test/fake-server';
import { makeUser } from '@/test/fixtures';
import { renderApp } from '@/test/render-app';

const request = (overrides: Partial<UseCaseRequest>): UseCaseRequest => ({
  id: 'r1',
  title: 'How do we threat model?',
  details: 'please',
  askedBy: 'ada',
  askedByYou: true,
  votes: 3,
  votedByYou: true,
  status: 'fulfilled',
  fulfilledBy: null,
  createdAt: new Date().toISOString(),
  ...overrides,
});

describe('the requests screen', { timeout: 20_000 }, () => {
  it('links the guide that fulfilled a request, and says fulfilled without naming one the reader may not read', async () => {
    fakeServer({
      'GET /api/session': () => json(200, { user: makeUser() }),
      'GET /api/use-case-requests': () =>
        json(200, {
          requests: [
            request({ id: 'r1', title: 'Rotating our secrets' }),
            request({
              id: 'r2',
              title: 'Deploying billing',
              fulfilledBy: { useCaseId: 'team-deploy-billing', title: 'Deploy billing our way' },
            }),
          ],
        }),
    });
    renderApp('/requests?status=fulfilled');
    const link = await screen.findByRole('link', { name: 'Deploy billing our way' });
    expect(link.getAttribute('href')).toBe('/use-case/team-deploy-billing');
    const hidden = (await screen.findByText('Rotating our secrets')).closest('li');
    expect(hidden?.textContent).toContain('Fulfilled');
    expect(hidden?.querySelector('a')).toBeNull();
  });
});

describe('the ask form', { timeout: 20_000 }, () => {
  const routes = () => ({
    'GET /api/session': () => json(200, { user: makeUser() }),
    'GET /api/use-case-requests': () => json(200, { requests: [] }),
  });

  it("checks with core's request rule (loaded on first use), sends a valid request and clears", async () => {
    const server = fakeServer({ ...routes(), 'POST /api/use-case-requests': () => json(201, { request: { id: 'r9' } }) });
    renderApp('/requests');
    const title = await screen.findByLabelText('Title', { exact: true });
    const details = screen.getByLabelText('What do you want to learn?');
    await userEvent.type(title, 'ab');
    await userEvent.click(screen.getByRole('button', { name: 'Send request' }));
    expect(await screen.findByText('must be at least 3 characters')).toBeTruthy();
    expect(screen.getByText('must not be empty')).toBeTruthy();
    expect(server.calls('POST /api/use-case-requests')).toEqual([]);

    await userEvent.type(title, 'c threat models');
    await userEvent.type(details, '  How we do them here  ');
    await userEvent.click(screen.getByRole('button', { name: 'Send request' }));
    await waitFor(() => expect(server.calls('POST /api/use-case-requests')).toHaveLength(1));
    expect(server.calls('POST /api/use-case-requests')[0]?.body).toEqual({ title: 'abc threat models', details: 'How we do them here' });
    await waitFor(() => expect((title as HTMLInputElement).value).toBe(''));
  });

  it('keeps what was typed when the server refuses', async () => {
    fakeServer({ ...routes(), 'POST /api/use-case-requests': () => apiError(500, 'internal', 'Something went wrong.') });
    renderApp('/requests');
    const title = await screen.findByLabelText('Title', { exact: true });
    await userEvent.type(title, 'Threat models');
    await userEvent.type(screen.getByLabelText('What do you want to learn?'), 'How we do them');
    await userEvent.click(screen.getByRole('button', { name: 'Send request' }));
    expect(await screen.findByText('Something went wrong.')).toBeTruthy();
    expect((title as HTMLInputElement).value).toBe('Threat models');
  });
});
