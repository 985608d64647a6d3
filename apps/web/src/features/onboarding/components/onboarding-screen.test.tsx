import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { MEMBER_MESSAGES, ONBOARDING_REDIRECT_MS } from '@pathwise/core';
import { apiError, deferred, fakeServer, json, type FakeResponse } from '@/test/fake-server';
import { makeNewUser, makeUser } from '@/test/fixtures';
import { renderApp } from '@/test/render-app';

afterEach(() => {
  vi.useRealTimers();
});

const verified = makeNewUser({ emailVerified: true });
const checkbox = (name: string) => screen.getByRole('checkbox', { name });

describe('/onboarding guards', () => {
  it('sends a signed-out visitor to /auth', async () => {
    fakeServer();
    const app = renderApp('/onboarding');
    await screen.findByRole('heading', { name: 'Create an account' });
    expect(app.location().pathname).toBe('/auth');
  });

  it('shows the verify-email view to an unverified user', async () => {
    fakeServer({ 'GET /api/session': () => json(200, { user: makeNewUser() }) });
    const app = renderApp('/onboarding');
    expect(await screen.findByRole('heading', { name: 'Check your email' })).toBeInTheDocument();
    expect(app.location().pathname).toBe('/onboarding');
  });

  it('sends an onboarded user to /home', async () => {
    fakeServer({ 'GET /api/session': () => json(200, { user: makeUser() }) });
    const app = renderApp('/onboarding');
    await screen.findByRole('heading', { name: 'Home' });
    expect(app.location().pathname).toBe('/home');
  });
});

describe('/onboarding steps', () => {
  it('walks welcome → specialty → motivation, saves, refreshes the session and goes home after 100 ms', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    let onboarded = false;
    const refreshed = deferred<FakeResponse>();
    const server = fakeServer({
      'GET /api/session': () => (onboarded ? refreshed.promise : json(200, { user: verified })),
      'POST /api/profile/onboarding': () => {
        onboarded = true;
        return json(200, { user: { ...verified, isOnboarded: true } });
      },
    });
    const user = userEvent.setup({ advanceTimers: (ms) => vi.advanceTimersByTime(ms) });
    const app = renderApp('/onboarding');

    // Step 0
    await user.click(await screen.findByRole('button', { name: 'Start now' }));
    // Step 1: a specialty is required
    expect(screen.getByText('Step 1 of 2')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    expect(await screen.findByText(MEMBER_MESSAGES.selectSpecialty)).toBeInTheDocument();

    await user.click(screen.getByRole('radio', { name: 'Backend' }));
    expect(checkbox('Development')).toBeChecked();
    expect(checkbox('Architecture')).toBeChecked();
    expect(checkbox('Testing')).not.toBeChecked();
    await user.click(checkbox('Architecture'));
    await user.click(checkbox('Leadership'));
    expect(checkbox('Architecture')).not.toBeChecked();
    expect(checkbox('Leadership')).toBeChecked();
    // A new specialty resets the responsibilities to its own.
    await user.click(screen.getByRole('radio', { name: 'Quality assurance' }));
    expect(checkbox('Testing')).toBeChecked();
    expect(checkbox('Development')).not.toBeChecked();
    expect(checkbox('Leadership')).not.toBeChecked();

    // Back moves one step; the answers stay.
    await user.click(screen.getByRole('button', { name: 'Back' }));
    await user.click(screen.getByRole('button', { name: 'Start now' }));
    expect(screen.getByRole('radio', { name: 'Quality assurance' })).toBeChecked();
    await user.click(screen.getByRole('button', { name: 'Continue' }));

    // Step 2: single choice, Complete needs a motivation, 'other' asks for text
    expect(screen.getByText('Step 2 of 2')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Complete' })).toBeDisabled();
    await user.click(screen.getByRole('radio', { name: 'Speed up everyday tasks' }));
    expect(screen.getByRole('button', { name: 'Complete' })).toBeEnabled();
    await user.click(screen.getByRole('radio', { name: 'Something else' }));
    expect(screen.getByRole('radio', { name: 'Speed up everyday tasks' })).not.toBeChecked();
    await user.type(screen.getByLabelText('What motivates you?'), 'Review AI code with confidence');
    await user.click(screen.getByRole('button', { name: 'Complete' }));

    await waitFor(() => expect(server.calls('POST /api/profile/onboarding')).toHaveLength(1));
    expect(server.calls('POST /api/profile/onboarding')[0]?.body).toEqual({
      specialty: 'qa',
      responsibilities: ['testing'],
      motivations: ['other'],
      customMotivation: 'Review AI code with confidence',
    });
    await waitFor(() => expect(server.calls('GET /api/session')).toHaveLength(2));
    refreshed.resolve(json(200, { user: { ...verified, isOnboarded: true } }));
    await act(async () => {});
    expect(app.location().pathname).toBe('/onboarding');
    await act(() => vi.advanceTimersByTimeAsync(ONBOARDING_REDIRECT_MS));
    expect(await screen.findByRole('heading', { name: 'Home' })).toBeInTheDocument();
    expect(app.location().pathname).toBe('/home');
    expect(server.events()).toEqual(expect.arrayContaining(['user_onboarding.viewed', 'user_onboarding.completed']));
    expect(server.events().filter((event) => event === 'user_onboarding.viewed')).toHaveLength(1);
  });

  it("says 'Failed to complete onboarding. Please try again.' when the server refuses, and stays", async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    fakeServer({
      'GET /api/session': () => json(200, { user: verified }),
      'POST /api/profile/onboarding': () => apiError(500, 'internal', 'Something went wrong.'),
    });
    const user = userEvent.setup();
    const app = renderApp('/onboarding');
    await user.click(await screen.findByRole('button', { name: 'Start now' }));
    await user.click(screen.getByRole('radio', { name: 'Frontend' }));
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    await user.click(screen.getByRole('radio', { name: 'Get unblocked faster' }));
    await user.click(screen.getByRole('button', { name: 'Complete' }));
    expect(await screen.findByText(MEMBER_MESSAGES.onboardingFailed)).toBeInTheDocument();
    expect(app.location().pathname).toBe('/onboarding');
    expect(screen.getByRole('button', { name: 'Complete' })).toBeEnabled();
    warn.mockRestore();
  });
});
