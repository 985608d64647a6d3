import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeServer, json } from '@/test/fake-server';
import { makeUser } from '@/test/fixtures';
import { renderApp } from '@/test/render-app';

const refused = () => {
  throw new DOMException('The operation is insecure.', 'SecurityError');
};

// Storage disabled altogether: even reading window.localStorage or window.sessionStorage throws.
beforeEach(() => {
  vi.spyOn(window, 'localStorage', 'get').mockImplementation(refused);
  vi.spyOn(window, 'sessionStorage', 'get').mockImplementation(refused);
});
afterEach(() => {
  vi.restoreAllMocks();
});

describe('without browser storage', () => {
  it('logs in, moves between screens and switches the theme', async () => {
    let signedIn = false;
    fakeServer({
      'GET /api/session': () => json(200, { user: signedIn ? makeUser() : null }),
      'POST /api/auth/login': () => {
        signedIn = true;
        return json(200, { user: makeUser() });
      },
      'GET /api/use-cases': () => json(200, { useCases: [] }),
    });
    const user = userEvent.setup();
    const app = renderApp('/auth');
    // No record of an earlier log-in can be read: a first visit.
    await screen.findByRole('heading', { name: 'Create an account' });
    await user.click(screen.getByRole('button', { name: 'Log in' }));
    await user.type(screen.getByLabelText('Email'), 'ada@acme.io');
    await user.type(screen.getByLabelText('Password'), 'Str0ng!pass');
    await user.click(screen.getByRole('button', { name: 'Log in' }));
    await screen.findByRole('heading', { level: 1, name: 'Home' });

    await user.click(screen.getAllByRole('link', { name: 'Library' })[0] as HTMLElement);
    await screen.findByRole('heading', { level: 1, name: 'Content Library' });
    await user.click(screen.getByRole('button', { name: /^Theme: system/ }));
    await waitFor(() => expect(document.documentElement).not.toHaveClass('dark'));
    expect(screen.getByRole('button', { name: /^Theme: light/ })).toBeInTheDocument();
    expect(app.location().pathname).toBe('/library');
  });

  it('forwards a misrouted verification link to /auth, which verifies it', async () => {
    const server = fakeServer();
    const app = renderApp('/home?token_hash=abc&type=signup');
    await waitFor(() => expect(server.calls('POST /api/auth/verify')).toHaveLength(1));
    expect(app.location().pathname).toBe('/auth');
    expect(screen.queryByText('Verification URL Error')).not.toBeInTheDocument();
  });
});
