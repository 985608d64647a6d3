import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { lockedRetryMessage, MESSAGES } from '@pathwise/core';
import { apiError, fakeServer, json } from '@/test/fake-server';
import { makeUser } from '@/test/fixtures';
import { renderApp } from '@/test/render-app';

type User = ReturnType<typeof userEvent.setup>;

async function logIn(user: User, password = 'Wr0ng!pass') {
  const email = screen.getByLabelText('Email');
  await user.clear(email);
  await user.type(email, 'ada@acme.io');
  const field = screen.getByLabelText('Password');
  await user.clear(field);
  await user.type(field, password);
  await user.click(screen.getByRole('button', { name: 'Log in' }));
}

const wrongPassword = () => apiError(401, 'invalid_credentials', 'Invalid credentials');

describe('/login log-in', () => {
  it('logs in, remembers the visit, resets the lockout keys and goes home', async () => {
    localStorage.setItem('login_attempts', '3');
    const server = fakeServer({ 'POST /api/auth/login': () => json(200, { user: makeUser() }) });
    const user = userEvent.setup();
    const app = renderApp('/login');
    expect(await screen.findByRole('heading', { name: 'Welcome back' })).toBeInTheDocument();
    await logIn(user, 'Str0ng!pass');
    expect(await screen.findByRole('heading', { name: 'Home' })).toBeInTheDocument();
    expect(app.location().pathname).toBe('/home');
    expect(server.calls('POST /api/auth/login')[0]?.body).toEqual({ email: 'ada@acme.io', password: 'Str0ng!pass' });
    expect(localStorage.getItem('has_logged_in_before')).toBe('true');
    expect(localStorage.getItem('login_attempts')).toBeNull();
    expect(localStorage.getItem('auth_lockout')).toBeNull();
    await waitFor(() => expect(server.events()).toContain('logged_in'));
  });

  it("answers any failure with 'Invalid credentials' and counts it", async () => {
    const server = fakeServer({ 'POST /api/auth/login': wrongPassword });
    const user = userEvent.setup();
    renderApp('/login');
    await screen.findByRole('heading', { name: 'Welcome back' });
    await logIn(user);
    expect(await screen.findByText(MESSAGES.invalidCredentials)).toBeInTheDocument();
    expect(localStorage.getItem('login_attempts')).toBe('1');
    await waitFor(() => expect(server.events()).toContain('login_failed'));

    server.on('POST /api/auth/login', () => apiError(500, 'internal', 'Something went wrong.'));
    await logIn(user);
    await waitFor(() => expect(localStorage.getItem('login_attempts')).toBe('2'));
    expect(screen.getAllByText(MESSAGES.invalidCredentials)).toHaveLength(2);
  });

  it('locks for 15 minutes at the fifth failure and then refuses without asking the server', async () => {
    const server = fakeServer({ 'POST /api/auth/login': wrongPassword });
    const user = userEvent.setup();
    renderApp('/login');
    await screen.findByRole('heading', { name: 'Welcome back' });
    const before = Date.now();
    for (let attempt = 1; attempt <= 5; attempt += 1) {
      await logIn(user);
      await waitFor(() => expect(server.calls('POST /api/auth/login')).toHaveLength(attempt));
    }
    expect(await screen.findByText(MESSAGES.lockedNow)).toBeInTheDocument();
    expect(localStorage.getItem('login_attempts')).toBe('5');
    const until = Date.parse(localStorage.getItem('auth_lockout') ?? '');
    expect(until - before).toBeGreaterThanOrEqual(15 * 60_000);
    expect(until - Date.now()).toBeLessThanOrEqual(15 * 60_000);

    await logIn(user, 'Str0ng!pass');
    expect(await screen.findByText(lockedRetryMessage(15))).toBeInTheDocument();
    expect(screen.getByText('Too many failed attempts. Please try again in 15 minutes.')).toBeInTheDocument();
    expect(server.calls('POST /api/auth/login')).toHaveLength(5);
  });

  it("follows the server's 429 account_locked and its retryAfterSeconds", async () => {
    const server = fakeServer({
      'POST /api/auth/login': () => apiError(429, 'account_locked', MESSAGES.lockedNow, { retryAfterSeconds: 600 }),
    });
    const user = userEvent.setup();
    renderApp('/login');
    await screen.findByRole('heading', { name: 'Welcome back' });
    await logIn(user);
    expect(await screen.findByText(MESSAGES.lockedNow)).toBeInTheDocument();
    const until = Date.parse(localStorage.getItem('auth_lockout') ?? '');
    expect(Math.round((until - Date.now()) / 60_000)).toBe(10);

    await logIn(user);
    expect(await screen.findByText('Too many failed attempts. Please try again in 10 minutes.')).toBeInTheDocument();
    expect(server.calls('POST /api/auth/login')).toHaveLength(1);
  });

  it('lets the user try again once the lock has run out', async () => {
    localStorage.setItem('login_attempts', '5');
    localStorage.setItem('auth_lockout', new Date(Date.now() - 1000).toISOString());
    const server = fakeServer({ 'POST /api/auth/login': wrongPassword });
    const user = userEvent.setup();
    renderApp('/login');
    await screen.findByRole('heading', { name: 'Welcome back' });
    await logIn(user);
    expect(await screen.findByText(MESSAGES.invalidCredentials)).toBeInTheDocument();
    expect(server.calls('POST /api/auth/login')).toHaveLength(1);
    expect(localStorage.getItem('login_attempts')).toBe('1');
    expect(localStorage.getItem('auth_lockout')).toBeNull();
  });

  it('shows and hides the password', async () => {
    fakeServer();
    const user = userEvent.setup();
    renderApp('/login');
    await screen.findByRole('heading', { name: 'Welcome back' });
    const field = screen.getByLabelText('Password');
    expect(field).toHaveAttribute('type', 'password');
    await user.click(screen.getByRole('button', { name: 'Show password' }));
    expect(field).toHaveAttribute('type', 'text');
    expect(screen.getByRole('button', { name: 'Show password' })).toHaveAttribute('aria-pressed', 'true');
  });

  it("offers 'Forgot password?' and always gives the same answer", async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const server = fakeServer({ 'POST /api/auth/password-reset': () => json(200, { message: MESSAGES.passwordReset }) });
    const user = userEvent.setup();
    renderApp('/login');
    await screen.findByRole('heading', { name: 'Welcome back' });
    await user.type(screen.getByLabelText('Email'), 'ada@acme.io');
    await user.click(screen.getByRole('button', { name: 'Forgot password?' }));
    const dialog = await screen.findByRole('dialog', { name: 'Reset your password' });
    expect(within(dialog).getByLabelText('Email')).toHaveValue('ada@acme.io');
    await user.click(within(dialog).getByRole('button', { name: 'Send reset link' }));
    expect(await within(dialog).findByText(MESSAGES.passwordReset)).toBeInTheDocument();
    expect(server.calls('POST /api/auth/password-reset')[0]?.body).toEqual({ email: 'ada@acme.io' });
    // The log-in form behind the dialog was not submitted.
    expect(server.calls('POST /api/auth/login')).toHaveLength(0);
    await user.click(within(dialog).getByRole('button', { name: 'Done' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();

    server.on('POST /api/auth/password-reset', () => apiError(429, 'rate_limited', 'Too many requests.'));
    await user.click(screen.getByRole('button', { name: 'Forgot password?' }));
    const again = await screen.findByRole('dialog', { name: 'Reset your password' });
    await user.click(within(again).getByRole('button', { name: 'Send reset link' }));
    expect(await within(again).findByText(MESSAGES.passwordReset)).toBeInTheDocument();
    warn.mockRestore();
  });

  it('checks the address before asking for a reset', async () => {
    const server = fakeServer();
    const user = userEvent.setup();
    renderApp('/login');
    await screen.findByRole('heading', { name: 'Welcome back' });
    await user.click(screen.getByRole('button', { name: 'Forgot password?' }));
    const dialog = await screen.findByRole('dialog', { name: 'Reset your password' });
    await user.type(within(dialog).getByLabelText('Email'), 'nope');
    await user.click(within(dialog).getByRole('button', { name: 'Send reset link' }));
    expect(await within(dialog).findByText(MESSAGES.invalidEmail)).toBeInTheDocument();
    expect(server.calls('POST /api/auth/password-reset')).toHaveLength(0);
  });
});
