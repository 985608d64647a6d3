import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { LINK_MESSAGES, MESSAGES, VERIFICATION_DIALOG_DELAY_MS } from '@pathwise/core';
import { advanceClockTo } from '@/test/clock';
import { apiError, deferred, fakeServer, json, unauthenticated, type FakeResponse } from '@/test/fake-server';
import { makeNewUser, makeUser } from '@/test/fixtures';
import { renderApp } from '@/test/render-app';
import { AUTH_TEXT } from '../auth-messages';

afterEach(() => {
  vi.useRealTimers();
});

const progress = () => screen.getByRole('progressbar', { name: 'Verification progress' });

describe('/auth verification links', () => {
  it('verifies once (StrictMode), shows 25 → 60 → 100 with the spec texts, cleans the URL and opens the dialog after 500 ms', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const verified = makeNewUser({ emailVerified: true });
    const verifyAnswer = deferred<FakeResponse>();
    const sessionAnswer = deferred<FakeResponse>();
    let signedIn = false;
    const server = fakeServer({
      'GET /api/session': () => (signedIn ? sessionAnswer.promise : unauthenticated()),
      'POST /api/auth/verify': () => verifyAnswer.promise,
    });
    const user = userEvent.setup({ advanceTimers: (ms) => vi.advanceTimersByTime(ms) });
    const app = renderApp('/auth?token_hash=tok-strict&type=signup', { strict: true });

    expect(await screen.findByText('Starting verification process')).toBeInTheDocument();
    expect(progress()).toHaveAttribute('aria-valuenow', '25');
    expect(server.calls('POST /api/auth/verify')).toHaveLength(1);
    expect(server.calls('POST /api/auth/verify')[0]?.body).toEqual({ tokenHash: 'tok-strict', type: 'signup' });

    signedIn = true;
    verifyAnswer.resolve(json(200, { user: verified }));
    expect(await screen.findByText('Setting up your account')).toBeInTheDocument();
    expect(progress()).toHaveAttribute('aria-valuenow', '60');
    expect(app.location().pathname + app.location().search + app.location().hash).toBe('/auth');
    // Signed in by the link: a later visit to the auth screen says 'Welcome back'.
    expect(localStorage.getItem('has_logged_in_before')).toBe('true');

    // The test's clock moves with real time too (shouldAdvanceTime): the dialog's delay is counted
    // from the answer, not from the checks below, which can take a while on a busy machine.
    const answered = Date.now();
    sessionAnswer.resolve(json(200, { user: verified }));
    expect(await screen.findByText('Almost done!')).toBeInTheDocument();
    expect(progress()).toHaveAttribute('aria-valuenow', '100');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    await advanceClockTo(answered, VERIFICATION_DIALOG_DELAY_MS - 250);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    await act(() => vi.advanceTimersByTimeAsync(300));
    const dialog = await screen.findByRole('dialog', { name: AUTH_TEXT.verifiedTitle });
    expect(server.calls('POST /api/auth/verify')).toHaveLength(1);

    await user.click(within(dialog).getByRole('button', { name: 'Continue to Dashboard' }));
    expect(await screen.findByRole('button', { name: 'Start now' })).toBeInTheDocument();
    expect(app.location().pathname).toBe('/onboarding');
  });

  it("says 'Email verification failed' with the server's reason and shows the card again", async () => {
    fakeServer({ 'POST /api/auth/verify': () => apiError(400, 'verification_failed', 'This verification link has expired.') });
    const app = renderApp('/auth?token_hash=tok-expired&type=signup');
    expect(await screen.findByText(MESSAGES.verificationFailed)).toBeInTheDocument();
    expect(screen.getByText('This verification link has expired.')).toBeInTheDocument();
    expect(localStorage.getItem('has_logged_in_before')).toBeNull();
    expect(await screen.findByRole('heading', { name: 'Create an account' })).toBeInTheDocument();
    expect(app.location().search).toBe('');
  });

  it('refuses tokens in the hash (old links) without asking the server', async () => {
    const server = fakeServer();
    const app = renderApp('/auth#access_token=a&refresh_token=b');
    expect(await screen.findByText(MESSAGES.verificationFailed)).toBeInTheDocument();
    expect(screen.getByText(MESSAGES.verificationFailedFallback)).toBeInTheDocument();
    expect(server.calls('POST /api/auth/verify')).toHaveLength(0);
    expect(app.location().hash).toBe('');
  });

  it("turns error parameters into 'Verification failed'; otp_expired reads 'verification link expired'", async () => {
    fakeServer();
    const first = renderApp('/auth?error=access_denied&error_code=otp_expired&error_description=Email+link+is+invalid+or+has+expired');
    expect(await screen.findByText(MESSAGES.urlVerificationFailed)).toBeInTheDocument();
    expect(screen.getByText(MESSAGES.otpExpired)).toBeInTheDocument();
    expect(first.location().search).toBe('');
    first.unmount();

    // Text from the address is never put in a toast: a generic message instead.
    renderApp('/auth#error=server_error&error_description=Your+account+is+locked.+Call+us+at+%2B1-555-0100');
    expect(await screen.findByText(MESSAGES.verificationFailedFallback)).toBeInTheDocument();
    expect(screen.queryByText(/555-0100/)).not.toBeInTheDocument();
  });
});

describe('/auth verification links that need a choice first', () => {
  it('asks the mailbox owner to choose a password when the link is opened away from the sign-up browser', async () => {
    const verified = makeNewUser({ emailVerified: true });
    let signedIn = false;
    const server = fakeServer({
      'GET /api/session': () => (signedIn ? json(200, { user: verified }) : unauthenticated()),
      'POST /api/auth/verify': (request) => {
        const { password } = request.body as { password?: string };
        if (password === undefined) return json(200, { passwordRequired: true, email: 'ada@acme.io' });
        if (password === 'weakpass1') return apiError(400, 'weak_password', 'Password must contain at least one uppercase letter');
        signedIn = true;
        return json(200, { user: verified });
      },
    });
    const user = userEvent.setup();
    const app = renderApp('/auth?token_hash=tok-elsewhere&type=signup');

    expect(await screen.findByRole('heading', { name: LINK_MESSAGES.choosePasswordTitle })).toBeInTheDocument();
    expect(screen.getByText(/ada@acme\.io/)).toBeInTheDocument();
    // Nothing is verified until the password is chosen.
    expect(server.calls('POST /api/auth/verify')).toHaveLength(1);

    await user.type(screen.getByLabelText('New password'), 'N3w!passphrase');
    await user.type(screen.getByLabelText('Confirm new password'), 'N3w!passphrase');
    await user.click(screen.getByRole('button', { name: 'Save password and continue' }));

    expect(await screen.findByRole('dialog', { name: AUTH_TEXT.verifiedTitle }, { timeout: 3_000 })).toBeInTheDocument();
    expect(server.calls('POST /api/auth/verify')[1]?.body).toEqual({
      tokenHash: 'tok-elsewhere',
      type: 'signup',
      password: 'N3w!passphrase',
    });
    expect(app.location().search).toBe('');
  });

  it("keeps a signed-in user as themselves when they open another account's link, and asks first", async () => {
    const me = makeUser({ email: 'me@acme.io' });
    const server = fakeServer({
      'GET /api/session': () => json(200, { user: me }),
      'POST /api/auth/verify': () => apiError(409, 'signed_in_as_other_account', LINK_MESSAGES.otherAccountDescription),
    });
    const user = userEvent.setup();
    const app = renderApp('/auth?token_hash=tok-other&type=signup');

    expect(await screen.findByRole('heading', { name: LINK_MESSAGES.otherAccountTitle })).toBeInTheDocument();
    expect(screen.getByText('me@acme.io')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Stay signed in' }));
    // The home screen's code loads first: more than waitFor's 1 s on a busy machine.
    await vi.waitFor(() => expect(app.location().pathname).toBe('/home'), { timeout: 3_000 });
    expect(server.calls('POST /api/auth/verify')).toHaveLength(1);
    expect(server.calls('POST /api/auth/logout')).toHaveLength(0);
  });

  it('logs the other account out and then uses the link, when the user says so', async () => {
    let signedIn = true;
    const server = fakeServer({
      'GET /api/session': () => (signedIn ? json(200, { user: makeUser({ email: 'me@acme.io' }) }) : unauthenticated()),
      'POST /api/auth/logout': () => {
        signedIn = false;
        return json(204);
      },
      'POST /api/auth/verify': () =>
        signedIn
          ? apiError(409, 'signed_in_as_other_account', LINK_MESSAGES.otherAccountDescription)
          : json(200, { passwordRequired: true, email: 'new@acme.io' }),
    });
    const user = userEvent.setup();
    renderApp('/auth?token_hash=tok-other-logout&type=signup');

    await user.click(await screen.findByRole('button', { name: 'Log out and use the link' }));
    expect(await screen.findByRole('heading', { name: LINK_MESSAGES.choosePasswordTitle })).toBeInTheDocument();
    expect(server.calls('POST /api/auth/logout')).toHaveLength(1);
    expect(server.calls('POST /api/auth/verify')).toHaveLength(2);
  });
});

describe('/auth password reset links', () => {
  it('sets a new password with the sign-up rules, shows server errors, then opens log-in with a clean URL', async () => {
    const server = fakeServer({
      'POST /api/auth/password-reset/confirm': () => apiError(400, 'reset_failed', 'This reset link is invalid or has expired.'),
    });
    const user = userEvent.setup();
    const app = renderApp('/auth?reset=true&token=rt-1');
    expect(await screen.findByRole('heading', { name: 'Set a new password' })).toBeInTheDocument();

    await user.type(screen.getByLabelText('New password'), 'weak');
    await user.type(screen.getByLabelText('Confirm new password'), 'weak');
    await user.click(screen.getByRole('button', { name: 'Set new password' }));
    expect(await screen.findByTestId('password-problems')).toHaveTextContent('Password must be at least 8 characters long');

    await user.clear(screen.getByLabelText('New password'));
    await user.type(screen.getByLabelText('New password'), 'N3w!password');
    await user.click(screen.getByRole('button', { name: 'Set new password' }));
    expect(await screen.findByText('Passwords do not match')).toBeInTheDocument();

    await user.clear(screen.getByLabelText('Confirm new password'));
    await user.type(screen.getByLabelText('Confirm new password'), 'N3w!password');
    await user.click(screen.getByRole('button', { name: 'Set new password' }));
    expect(await screen.findByText('This reset link is invalid or has expired.')).toBeInTheDocument();
    expect(server.calls('POST /api/auth/password-reset/confirm')[0]?.body).toEqual({ token: 'rt-1', password: 'N3w!password' });

    server.on('POST /api/auth/password-reset/confirm', () => json(200, { ok: true }));
    await user.click(screen.getByRole('button', { name: 'Set new password' }));
    expect(await screen.findByText(AUTH_TEXT.passwordUpdated)).toBeInTheDocument();
    expect(await screen.findByRole('heading', { name: 'Welcome back' })).toBeInTheDocument();
    expect(app.location().search).toBe('');
  });

  it("lifts this browser's login lockout once the password is reset, so the new one reaches the server", async () => {
    localStorage.setItem('login_attempts', '5');
    localStorage.setItem('auth_lockout', new Date(Date.now() + 15 * 60_000).toISOString());
    const server = fakeServer({
      'POST /api/auth/password-reset/confirm': () => json(200, { ok: true }),
      'POST /api/auth/login': () => json(200, { user: makeUser() }),
    });
    const user = userEvent.setup();
    const app = renderApp('/auth?reset=true&token=rt-locked');
    await user.type(await screen.findByLabelText('New password'), 'N3w!password');
    await user.type(screen.getByLabelText('Confirm new password'), 'N3w!password');
    await user.click(screen.getByRole('button', { name: 'Set new password' }));
    expect(await screen.findByRole('heading', { name: 'Welcome back' })).toBeInTheDocument();
    expect(localStorage.getItem('login_attempts')).toBeNull();
    expect(localStorage.getItem('auth_lockout')).toBeNull();

    await user.type(screen.getByLabelText('Email'), 'ada@acme.io');
    await user.type(screen.getByLabelText('Password'), 'N3w!password');
    await user.click(screen.getByRole('button', { name: 'Log in' }));
    expect(await screen.findByRole('heading', { name: 'Home' })).toBeInTheDocument();
    expect(server.calls('POST /api/auth/login')).toHaveLength(1);
    expect(app.location().pathname).toBe('/home');
  });
});
