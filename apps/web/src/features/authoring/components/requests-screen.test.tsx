import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { UseCaseRequest } from '@pathwise/core';
import { fakeServer, json } from '@/test/fake-server';
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
