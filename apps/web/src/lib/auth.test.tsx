import { QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ToastHost } from '@/lib/toast';
import { describe, expect, it, vi } from 'vitest';
import { MESSAGES } from '@pathwise/core';
import { createQueryClient } from '@/app/providers';
import { apiError, fakeServer, json } from '@/test/fake-server';
import { makeUser } from '@/test/fixtures';
import { AuthProvider, useAuth } from './auth';

function Probe() {
  const auth = useAuth();
  if (auth.isLoading) return <p>loading</p>;
  return (
    <div>
      <p>{auth.isAuthenticated ? `signed in as ${auth.user?.email}` : 'signed out'}</p>
      <p>onboarded: {String(auth.isOnboarded)}</p>
      <p>completed: {auth.completedUseCases.join(',') || 'none'}</p>
      <button onClick={() => void auth.signOut()}>sign out</button>
      <button onClick={() => void auth.signOut({ force: true })}>force sign out</button>
      <button onClick={() => void auth.forgetSession()}>forget session</button>
    </div>
  );
}

function renderAuth() {
  const queryClient = createQueryClient();
  render(
    <QueryClientProvider client={queryClient}>
      <AuthProvider>
        <Probe />
      </AuthProvider>
      <ToastHost />
    </QueryClientProvider>,
  );
  return queryClient;
}

describe('auth context', () => {
  it('throws when the auth hook is used outside its provider', () => {
    const spy = vi.spyOn(console, 'error').mockImplementation(() => {});
    expect(() => render(<Probe />)).toThrow('useAuth must be used within an AuthProvider');
    spy.mockRestore();
  });

  it('reads the session user from GET /api/session', async () => {
    fakeServer({ 'GET /api/session': () => json(200, { user: makeUser({ completedUseCases: ['uc-1', 'uc-2'] }) }) });
    renderAuth();
    expect(await screen.findByText('signed in as ada@acme.io')).toBeInTheDocument();
    expect(screen.getByText('onboarded: true')).toBeInTheDocument();
    expect(screen.getByText('completed: uc-1,uc-2')).toBeInTheDocument();
  });

  it('forgets a session the server ended: a session read still on its way does not bring the user back', async () => {
    let answerLate: (() => void) | undefined;
    let reads = 0;
    fakeServer({
      'GET /api/session': () => {
        reads += 1;
        if (reads === 1) return json(200, { user: makeUser() });
        // The second read (an event asked for it) was answered before the account went.
        return new Promise((resolve) => {
          answerLate = () => resolve(json(200, { user: makeUser() }));
        });
      },
    });
    const queryClient = renderAuth();
    expect(await screen.findByText('signed in as ada@acme.io')).toBeInTheDocument();
    queryClient.setQueryData(['feed', 'relevant'], { stories: [] });
    void queryClient.invalidateQueries({ queryKey: ['session'] });
    await waitFor(() => expect(answerLate).toBeDefined());
    await userEvent.click(screen.getByRole('button', { name: 'forget session' }));
    expect(await screen.findByText('signed out')).toBeInTheDocument();
    answerLate?.();
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(screen.getByText('signed out')).toBeInTheDocument();
    expect(queryClient.getQueryData(['feed', 'relevant'])).toBeUndefined();
  });

  it('treats { user: null } as signed out', async () => {
    fakeServer({ 'GET /api/session': () => json(200, { user: null }) });
    renderAuth();
    expect(await screen.findByText('signed out')).toBeInTheDocument();
  });

  it('treats 401 as signed out', async () => {
    fakeServer({ 'GET /api/session': () => apiError(401, 'unauthenticated', 'Please log in.') });
    renderAuth();
    expect(await screen.findByText('signed out')).toBeInTheDocument();
    expect(screen.getByText('onboarded: false')).toBeInTheDocument();
  });

  it('signs out through POST /api/auth/logout and records user_behaviours.logged_out', async () => {
    const server = fakeServer({
      'GET /api/session': () => json(200, { user: makeUser() }),
      'POST /api/auth/logout': () => json(204),
    });
    renderAuth();
    await userEvent.click(await screen.findByRole('button', { name: 'sign out' }));
    expect(await screen.findByText('signed out')).toBeInTheDocument();
    expect(server.calls('POST /api/auth/logout')).toHaveLength(1);
    await waitFor(() => expect(server.events()).toContain('user_behaviours.logged_out'));
  });

  it("says 'Failed to log out' and stays signed in when the server fails; a forced sign-out clears anyway", async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    fakeServer({
      'GET /api/session': () => json(200, { user: makeUser() }),
      'POST /api/auth/logout': () => apiError(500, 'internal', 'Something went wrong.'),
    });
    renderAuth();
    await userEvent.click(await screen.findByRole('button', { name: 'sign out' }));
    expect(await screen.findByText(MESSAGES.logoutFailed)).toBeInTheDocument();
    expect(screen.getByText('signed in as ada@acme.io')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'force sign out' }));
    expect(await screen.findByText('signed out')).toBeInTheDocument();
    warn.mockRestore();
  });
});
