import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { MESSAGES, RESEND_VERIFICATION_THROTTLE_MS } from '@pathwise/core';
import { apiError, fakeServer, json } from '@/test/fake-server';
import { makeNewUser } from '@/test/fixtures';
import { renderApp } from '@/test/render-app';

afterEach(() => {
  vi.useRealTimers();
});

const resendButton = () => screen.getByRole('button', { name: 'Resend verification email' });

describe('/verify-email', () => {
  it("shows 'Check your email' with the signed-in user's address and the three-step tracker", async () => {
    fakeServer({ 'GET /api/session': () => json(200, { user: makeNewUser({ email: 'ada@acme.io' }) }) });
    renderApp('/verify-email?email=other@acme.io');
    expect(await screen.findByRole('heading', { name: 'Check your email' })).toBeInTheDocument();
    expect(screen.getByText('ada@acme.io')).toBeInTheDocument();
    const steps = within(screen.getByRole('list', { name: 'Verification steps' })).getAllByRole('listitem');
    expect(steps).toHaveLength(3);
    expect(steps[0]).toHaveTextContent('Email sent (done)');
    expect(steps[1]).toHaveTextContent('Awaiting verification');
    expect(steps[2]).toHaveTextContent('Account activated');
    expect(steps[1]).toHaveAttribute('aria-current', 'step');
    // A work address has no webmail site to open.
    expect(screen.queryByRole('link', { name: /open your inbox/i })).not.toBeInTheDocument();
  });

  it('takes the address from ?email=, else from session storage, and opens the webmail site', async () => {
    fakeServer();
    const first = renderApp('/verify-email?email=grace@gmail.com');
    expect(await screen.findByText('grace@gmail.com')).toBeInTheDocument();
    expect(await screen.findByRole('link', { name: /open your inbox/i })).toHaveAttribute('href', 'https://mail.google.com/');
    first.unmount();

    sessionStorage.setItem('verification_email', 'linus@outlook.com');
    renderApp('/verify-email');
    expect(await screen.findByText('linus@outlook.com')).toBeInTheDocument();
    const link = await screen.findByRole('link', { name: /open your inbox/i });
    expect(link).toHaveAttribute('href', 'https://outlook.live.com/mail/');
    expect(link).toHaveAttribute('target', '_blank');
    expect(link).toHaveAttribute('rel', 'noopener noreferrer');
  });

  it("says 'No email address found' when there is no address to resend to", async () => {
    const server = fakeServer();
    const user = userEvent.setup();
    renderApp('/verify-email');
    await screen.findByRole('heading', { name: 'Check your email' });
    await user.click(resendButton());
    expect(await screen.findByText(MESSAGES.resendNoEmail)).toBeInTheDocument();
    expect(server.calls('POST /api/auth/resend-verification')).toHaveLength(0);
  });

  it('resends, throttles retries within 5 s, then says "again"; failures carry the details', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const server = fakeServer({ 'POST /api/auth/resend-verification': () => json(200, { sent: true }) });
    const user = userEvent.setup({ advanceTimers: (ms) => vi.advanceTimersByTime(ms) });
    renderApp('/verify-email?email=ada@acme.io');
    await screen.findByRole('heading', { name: 'Check your email' });

    await user.click(resendButton());
    expect(await screen.findByText(MESSAGES.resendSuccess)).toBeInTheDocument();
    expect(server.calls('POST /api/auth/resend-verification')[0]?.body).toEqual({ email: 'ada@acme.io' });

    await user.click(resendButton());
    expect(await screen.findByText(MESSAGES.resendWait)).toBeInTheDocument();
    expect(server.calls('POST /api/auth/resend-verification')).toHaveLength(1);

    await act(() => vi.advanceTimersByTimeAsync(RESEND_VERIFICATION_THROTTLE_MS));
    await user.click(resendButton());
    expect(await screen.findByText(MESSAGES.resendAgain)).toBeInTheDocument();
    expect(server.calls('POST /api/auth/resend-verification')).toHaveLength(2);

    server.on('POST /api/auth/resend-verification', () =>
      apiError(429, 'resend_throttled', 'Please wait a few seconds before trying again'),
    );
    await act(() => vi.advanceTimersByTimeAsync(RESEND_VERIFICATION_THROTTLE_MS));
    await user.click(resendButton());
    expect(await screen.findByText(MESSAGES.resendFailed)).toBeInTheDocument();
  });

  it("'Back to login' signs out and goes to /auth", async () => {
    let signedIn = true;
    const server = fakeServer({
      'GET /api/session': () => (signedIn ? json(200, { user: makeNewUser() }) : apiError(401, 'unauthenticated', 'Please log in.')),
      'POST /api/auth/logout': () => {
        signedIn = false;
        return json(204);
      },
    });
    const user = userEvent.setup();
    const app = renderApp('/verify-email');
    await screen.findByRole('heading', { name: 'Check your email' });
    await user.click(screen.getByRole('button', { name: 'Back to login' }));
    expect(await screen.findByRole('heading', { name: 'Create an account' })).toBeInTheDocument();
    expect(app.location().pathname).toBe('/auth');
    expect(server.calls('POST /api/auth/logout')).toHaveLength(1);
  });

  it('sends a verified user on', async () => {
    fakeServer({ 'GET /api/session': () => json(200, { user: makeNewUser({ emailVerified: true }) }) });
    const app = renderApp('/verify-email');
    expect(await screen.findByRole('button', { name: 'Start now' })).toBeInTheDocument();
    expect(app.location().pathname).toBe('/onboarding');
  });
});
