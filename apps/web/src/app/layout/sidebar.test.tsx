import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { MESSAGES } from '@pathwise/core';
import { apiError, fakeServer, json } from '@/test/fake-server';
import { makeUser } from '@/test/fixtures';
import { renderApp } from '@/test/render-app';

describe('sidebar', () => {
  it('shows the workspace and the user, and logs out to /auth', async () => {
    let signedIn = true;
    const server = fakeServer({
      'GET /api/session': () => (signedIn ? json(200, { user: makeUser() }) : apiError(401, 'unauthenticated', 'Please log in.')),
      'POST /api/auth/logout': () => {
        signedIn = false;
        return json(204);
      },
    });
    const user = userEvent.setup();
    const app = renderApp('/studio');
    const sidebar = await screen.findByRole('complementary', { name: 'Sidebar' });
    expect(sidebar).toHaveTextContent('Acme');
    expect(sidebar).toHaveTextContent('ada@acme.io');
    await user.click(screen.getByRole('button', { name: 'Log out' }));
    expect(await screen.findByRole('heading', { name: 'Create an account' })).toBeInTheDocument();
    expect(app.location().pathname).toBe('/auth');
    expect(server.calls('POST /api/auth/logout')).toHaveLength(1);
    await waitFor(() => expect(server.events()).toContain('user_behaviours.logged_out'));
  });

  it("says 'Failed to log out' and stays when the server cannot log out", async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    fakeServer({
      'GET /api/session': () => json(200, { user: makeUser() }),
      'POST /api/auth/logout': () => apiError(503, 'unavailable', 'The service is unavailable.'),
    });
    const user = userEvent.setup();
    const app = renderApp('/studio');
    await user.click(await screen.findByRole('button', { name: 'Log out' }));
    expect(await screen.findByText(MESSAGES.logoutFailed)).toBeInTheDocument();
    expect(app.location().pathname).toBe('/studio');
    warn.mockRestore();
  });
});
