import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { describe, expect, it } from 'vitest';
import { StaticAuthProvider, staticAuthState, type AuthState } from '@/lib/auth';
import { makeUser } from '@/test/fixtures';
import { NotFoundPage } from './not-found-page';

function auth(isAuthenticated: boolean): AuthState {
  return staticAuthState(isAuthenticated ? makeUser() : null);
}

function renderAt(path: string, signedIn: boolean) {
  const router = createMemoryRouter(
    [
      { path: '/home', element: <p>home screen</p> },
      { path: '/auth', element: <p>auth screen</p> },
      { path: '*', element: <NotFoundPage /> },
    ],
    { initialEntries: [path] },
  );
  render(
    <StaticAuthProvider value={auth(signedIn)}>
      <RouterProvider router={router} />
    </StaticAuthProvider>,
  );
}

describe('NotFoundPage', () => {
  it('shows the spec texts and the attempted path; a signed-in user returns home', async () => {
    renderAt('/nowhere?x=1', true);
    expect(screen.getByText('404')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Page Not Found' })).toBeInTheDocument();
    expect(screen.getByText("The page you're looking for doesn't exist or has been moved.")).toBeInTheDocument();
    expect(screen.getByTestId('attempted-path')).toHaveTextContent('/nowhere?x=1');
    expect(screen.getByText('If you believe this is an error, please contact support.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Return to Login' })).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Return to Home' }));
    expect(screen.getByText('home screen')).toBeInTheDocument();
  });

  it('offers Return to Login to a signed-out visitor', async () => {
    renderAt('/nowhere', false);
    expect(screen.getByRole('button', { name: 'Go Back' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Refresh Page' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Return to Login' }));
    expect(screen.getByText('auth screen')).toBeInTheDocument();
  });
});
