import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { MESSAGES, PASSWORD_RULES, POST_SIGNUP_REDIRECT_MS, SUPPORT_EMAIL } from '@pathwise/core';
import { apiError, fakeServer, json } from '@/test/fake-server';
import { makeNewUser } from '@/test/fixtures';
import { renderApp } from '@/test/render-app';

afterEach(() => {
  vi.useRealTimers();
});

async function fillSignUp(
  user: ReturnType<typeof userEvent.setup>,
  { email = 'ada@acme.io', password = 'Str0ng!pass', terms = true } = {},
) {
  if (email) await user.type(screen.getByLabelText('Work email'), email);
  if (password) await user.type(screen.getByLabelText('Password'), password);
  if (terms) await user.click(screen.getByRole('checkbox', { name: 'I accept the terms and conditions' }));
  await user.click(screen.getByRole('button', { name: 'Create account' }));
}

describe('/auth sign-up', () => {
  it("greets a first-time visitor with 'Create an account', toggles to log-in, and shows the support mailbox", async () => {
    fakeServer();
    const user = userEvent.setup();
    renderApp('/auth');
    expect(await screen.findByRole('heading', { name: 'Create an account' })).toBeInTheDocument();
    const support = screen.getByRole('link', { name: SUPPORT_EMAIL });
    expect(support).toHaveAttribute('href', `mailto:${SUPPORT_EMAIL}`);
    await user.click(screen.getByRole('button', { name: 'Log in' }));
    expect(screen.getByRole('heading', { name: 'Welcome back' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Sign up' }));
    expect(screen.getByRole('heading', { name: 'Create an account' })).toBeInTheDocument();
  });

  it("says 'Welcome back' once a login is recorded, and /login opens in log-in mode", async () => {
    fakeServer();
    localStorage.setItem('has_logged_in_before', 'true');
    renderApp('/auth');
    expect(await screen.findByRole('heading', { name: 'Welcome back' })).toBeInTheDocument();
    localStorage.clear();
  });

  it('validates with core: invalid and personal addresses, every password rule as a list, the terms', async () => {
    const server = fakeServer();
    const user = userEvent.setup();
    renderApp('/auth');
    await screen.findByRole('heading', { name: 'Create an account' });

    await fillSignUp(user, { email: 'not-an-address', password: 'short', terms: false });
    expect(await screen.findByText(MESSAGES.invalidEmail)).toBeInTheDocument();
    expect(screen.getByText(MESSAGES.acceptTerms)).toBeInTheDocument();
    const list = await screen.findByTestId('password-problems');
    const expected = PASSWORD_RULES.filter((rule) => !rule.test('short')).map((rule) => rule.message);
    expect(
      within(list)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(expected);
    expect(screen.getByLabelText('Work email')).toHaveAttribute('aria-invalid', 'true');

    await user.clear(screen.getByLabelText('Work email'));
    await user.type(screen.getByLabelText('Work email'), 'ada@gmail.com');
    await user.click(screen.getByRole('button', { name: 'Create account' }));
    expect(await screen.findByText(MESSAGES.personalEmail)).toBeInTheDocument();
    expect(server.calls('POST /api/auth/signup')).toHaveLength(0);
  });

  it("maps 409 to 'Account already exists' with its description", async () => {
    fakeServer({ 'POST /api/auth/signup': () => apiError(409, 'account_exists', 'An account with this email already exists.') });
    const user = userEvent.setup();
    renderApp('/auth');
    await screen.findByRole('heading', { name: 'Create an account' });
    await fillSignUp(user);
    expect(await screen.findByText(MESSAGES.accountExistsTitle)).toBeInTheDocument();
    expect(screen.getByText(MESSAGES.accountExistsDescription)).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Create an account' })).toBeInTheDocument();
  });

  it("lists the server's broken password rules and shows its field messages", async () => {
    fakeServer({
      'POST /api/auth/signup': () =>
        apiError(400, 'weak_password', 'The password does not meet the requirements.', {
          details: [{ field: 'password', message: 'Password must be at most 256 characters long' }],
        }),
    });
    const user = userEvent.setup();
    renderApp('/auth');
    await screen.findByRole('heading', { name: 'Create an account' });
    await fillSignUp(user);
    const list = await screen.findByTestId('password-problems');
    expect(list).toHaveTextContent('Password must be at most 256 characters long');
  });

  it("signs up, stores the address, says 'Account created successfully!' and moves on to /verify-email after 1 s", async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const created = makeNewUser({ email: 'ada@acme.io' });
    const server = fakeServer({ 'POST /api/auth/signup': () => json(201, { user: created }) });
    const user = userEvent.setup({ advanceTimers: (ms) => vi.advanceTimersByTime(ms) });
    const app = renderApp('/auth');
    await screen.findByRole('heading', { name: 'Create an account' });
    await fillSignUp(user, { email: '  Ada@acme.io ' });

    expect(await screen.findByText(MESSAGES.accountCreated)).toBeInTheDocument();
    expect(server.calls('POST /api/auth/signup')[0]?.body).toEqual({ email: 'Ada@acme.io', password: 'Str0ng!pass', acceptTerms: true });
    expect(sessionStorage.getItem('verification_email')).toBe('ada@acme.io');
    expect(server.events()).toContain('user_behaviours.signed_up');
    // Still on /auth during the pause, although the new session is signed in.
    expect(app.location().pathname).toBe('/auth');
    await act(() => vi.advanceTimersByTimeAsync(POST_SIGNUP_REDIRECT_MS));
    expect(await screen.findByRole('heading', { name: 'Check your email' })).toBeInTheDocument();
    expect(app.location().pathname).toBe('/verify-email');
  });

  it('sends a signed-in visitor on: unverified → /verify-email, not onboarded → /onboarding, else /home', async () => {
    fakeServer({ 'GET /api/session': () => json(200, { user: makeNewUser() }) });
    const first = renderApp('/auth');
    await screen.findByRole('heading', { name: 'Check your email' });
    expect(first.location().pathname).toBe('/verify-email');
    first.unmount();

    fakeServer({ 'GET /api/session': () => json(200, { user: makeNewUser({ emailVerified: true }) }) });
    const second = renderApp('/login');
    await screen.findByRole('button', { name: 'Start now' });
    expect(second.location().pathname).toBe('/onboarding');
    second.unmount();

    fakeServer({
      'GET /api/session': () =>
        json(200, {
          user: makeNewUser({
            emailVerified: true,
            isOnboarded: true,
            workspace: { id: 'w', name: 'Acme', domain: 'acme.io', role: 'member' },
          }),
        }),
    });
    const third = renderApp('/auth');
    await screen.findByRole('heading', { name: 'Home' });
    expect(third.location().pathname).toBe('/home');
  });
});
