import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { MESSAGES } from '@pathwise/core';
import { apiError, fakeServer } from '@/test/fake-server';
import { renderApp } from '@/test/render-app';

/* How the account forms behave on react-hook-form with core's rules as their resolver. */

describe('the account forms', () => {
  it('say nothing before the first submit; then focus the first wrong field and clear each message as its field is fixed', async () => {
    fakeServer();
    const user = userEvent.setup();
    renderApp('/auth');
    await screen.findByRole('heading', { name: 'Create an account' });
    const email = screen.getByLabelText('Work email');
    await user.type(email, 'not-an-address');
    expect(screen.queryByText(MESSAGES.invalidEmail)).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Create account' }));
    expect(await screen.findByText(MESSAGES.invalidEmail)).toBeInTheDocument();
    expect(screen.getByText(MESSAGES.acceptTerms)).toBeInTheDocument();
    expect(email).toHaveFocus();

    // After a submit each change is checked at once: the fixed field's message goes, the other stays.
    await user.clear(email);
    await user.type(email, 'ada@acme.io');
    await waitFor(() => expect(screen.queryByText(MESSAGES.invalidEmail)).not.toBeInTheDocument());
    expect(email).not.toHaveAttribute('aria-invalid');
    expect(screen.getByText(MESSAGES.acceptTerms)).toBeInTheDocument();
    await user.click(screen.getByRole('checkbox', { name: 'I accept the terms and conditions' }));
    await waitFor(() => expect(screen.queryByText(MESSAGES.acceptTerms)).not.toBeInTheDocument());
  });

  it("show the server's message on its field, focused, until that field changes", async () => {
    fakeServer({ 'POST /api/auth/signup': () => apiError(400, 'personal_email', 'Use your work address, please.') });
    const user = userEvent.setup();
    renderApp('/auth');
    await screen.findByRole('heading', { name: 'Create an account' });
    const email = screen.getByLabelText('Work email');
    await user.type(email, 'ada@acme.io');
    await user.type(screen.getByLabelText('Password'), 'Str0ng!pass');
    await user.click(screen.getByRole('checkbox', { name: 'I accept the terms and conditions' }));
    await user.click(screen.getByRole('button', { name: 'Create account' }));
    expect(await screen.findByText('Use your work address, please.')).toBeInTheDocument();
    await waitFor(() => expect(email).toHaveFocus());

    await user.type(screen.getByLabelText('Password'), '!');
    expect(screen.getByText('Use your work address, please.')).toBeInTheDocument();
    await user.type(email, 'x');
    await waitFor(() => expect(screen.queryByText('Use your work address, please.')).not.toBeInTheDocument());
  });

  it("check 'Passwords do not match' again when the new password changes", async () => {
    fakeServer();
    const user = userEvent.setup();
    renderApp('/auth?reset=true&token=rt-1');
    await screen.findByRole('heading', { name: 'Set a new password' });
    await user.type(screen.getByLabelText('New password'), 'N3w!passwor');
    await user.type(screen.getByLabelText('Confirm new password'), 'N3w!password');
    await user.click(screen.getByRole('button', { name: 'Set new password' }));
    expect(await screen.findByText('Passwords do not match')).toBeInTheDocument();
    // The confirmation is right once the password catches up with it, without touching it.
    await user.type(screen.getByLabelText('New password'), 'd');
    await waitFor(() => expect(screen.queryByText('Passwords do not match')).not.toBeInTheDocument());
  });
});
