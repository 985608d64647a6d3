import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { apiError, fakeServer, json } from '@/test/fake-server';
import { makeUser } from '@/test/fixtures';
import { renderApp } from '@/test/render-app';

const base = {
  'GET /api/session': () => json(200, { user: makeUser() }),
  'GET /api/account/sessions': () => json(200, { sessions: [] }),
};

describe('the my account forms', { timeout: 20_000 }, () => {
  it('asks for the custom motivation at its field, and keeps what was typed when the save fails', async () => {
    let answer = () => apiError(500, 'internal', 'Internal error');
    const server = fakeServer({ ...base, 'PUT /api/account/profile': () => answer() });
    const user = userEvent.setup();
    renderApp('/settings/account');
    const name = await screen.findByRole('textbox', { name: 'Name' });
    await user.type(name, 'Ada Lovelace');
    await user.click(screen.getByRole('radio', { name: 'Something else' }));
    await user.click(screen.getByRole('button', { name: 'Save profile' }));
    // Core's rule for 'other': the text field says it, and has the focus.
    const custom = await screen.findByRole('textbox', { name: 'Your motivation' });
    await waitFor(() => expect(custom).toHaveAccessibleDescription('Tell us what motivates you'));
    expect(custom).toHaveFocus();
    expect(server.calls('PUT /api/account/profile')).toHaveLength(0);

    await user.type(custom, 'Ship the migration');
    await user.click(screen.getByRole('button', { name: 'Save profile' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Could not save your profile. Please try again.');
    expect(server.calls('PUT /api/account/profile')[0]?.body).toMatchObject({
      displayName: 'Ada Lovelace',
      motivations: ['other'],
      customMotivation: 'Ship the migration',
    });
    expect(name).toHaveValue('Ada Lovelace');
    expect(custom).toHaveValue('Ship the migration');

    // A refusal of one field (the server's schema) shows at that field, which takes the focus.
    answer = () =>
      apiError(400, 'validation_failed', 'Invalid request: displayName: must not contain control characters', {
        details: [{ field: 'displayName', message: 'must not contain control characters' }],
      });
    await user.click(screen.getByRole('button', { name: 'Save profile' }));
    await waitFor(() => expect(name).toHaveAccessibleDescription('must not contain control characters'));
    expect(name).toHaveFocus();
    expect(screen.queryByText('Could not save your profile. Please try again.')).not.toBeInTheDocument();
  });

  it('checks a new password with the sign-up rules at its field and focuses the first wrong one', async () => {
    let answer = () =>
      apiError(400, 'weak_password', 'Password must contain at least one special character (!@#$%^&*(),.?":{}|<>)', {
        details: [{ field: 'password', message: 'Password must contain at least one special character (!@#$%^&*(),.?":{}|<>)' }],
      });
    const server = fakeServer({ ...base, 'PUT /api/account/password': () => answer() });
    const user = userEvent.setup();
    renderApp('/settings/account');
    const current = await screen.findByLabelText('Current password');
    const next = screen.getByLabelText('New password');
    await user.click(screen.getByRole('button', { name: 'Change password' }));
    await waitFor(() => expect(current).toHaveAccessibleDescription('Enter your current password'));
    expect(next).toHaveAccessibleDescription('Password must be at least 8 characters long');
    expect(current).toHaveFocus();

    await user.type(current, 'Old!passw0rd');
    await user.type(next, 'longenough');
    await user.click(screen.getByRole('button', { name: 'Change password' }));
    await waitFor(() => expect(next).toHaveAccessibleDescription('Password must contain at least one uppercase letter'));
    expect(current).not.toHaveAccessibleDescription();
    expect(next).toHaveFocus();
    expect(server.calls('PUT /api/account/password')).toHaveLength(0);

    // The server's own refusal of the new password shows at that field; both stay typed.
    await user.clear(next);
    await user.type(next, 'N3w!password');
    await user.click(screen.getByRole('button', { name: 'Change password' }));
    await waitFor(() => expect(next).toHaveAccessibleDescription(/at least one special character/));
    expect(current).toHaveValue('Old!passw0rd');
    expect(next).toHaveValue('N3w!password');

    answer = () => json(200, { changed: true });
    await user.click(screen.getByRole('button', { name: 'Change password' }));
    expect(await screen.findByText('Password changed. Your other sessions were signed out.')).toBeInTheDocument();
    expect(server.calls('PUT /api/account/password')[1]?.body).toEqual({ currentPassword: 'Old!passw0rd', newPassword: 'N3w!password' });
    await waitFor(() => expect(current).toHaveValue(''));
    expect(next).toHaveValue('');
  });

  it('asks for the password before deleting, and says why the server refused while keeping the dialog and what was typed', async () => {
    const server = fakeServer({
      ...base,
      'DELETE /api/account': () =>
        apiError(
          409,
          'hand_over_first',
          'You are the last admin of this workspace. Make another member an admin before deleting your account.',
        ),
    });
    const user = userEvent.setup();
    renderApp('/settings/account');
    await user.click(await screen.findByRole('button', { name: 'Delete my account' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete your account?' });
    const password = within(dialog).getByLabelText('Password');
    await user.click(within(dialog).getByRole('button', { name: 'Delete my account' }));
    await waitFor(() => expect(password).toHaveAccessibleDescription('Enter your password to confirm'));
    expect(password).toHaveFocus();
    expect(server.calls('DELETE /api/account')).toHaveLength(0);

    await user.type(password, 'Corr3ct!horse');
    await user.click(within(dialog).getByRole('button', { name: 'Delete my account' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      'You are the last admin of this workspace. Make another member an admin before deleting your account.',
    );
    expect(server.calls('DELETE /api/account')[0]?.body).toEqual({ password: 'Corr3ct!horse', stories: 'anonymise' });
    expect(password).toHaveValue('Corr3ct!horse');
    expect(screen.getByRole('dialog', { name: 'Delete your account?' })).toBeInTheDocument();
  });

  it('loads the deletion dialog on its first opening, gives focus back to its button when closed, and starts afresh', async () => {
    fakeServer(base);
    const user = userEvent.setup();
    renderApp('/settings/account');
    const trigger = await screen.findByRole('button', { name: 'Delete my account' });
    expect(trigger).toHaveAttribute('aria-haspopup', 'dialog');
    expect(trigger).toHaveAttribute('aria-expanded', 'false');
    await user.click(trigger);
    const dialog = await screen.findByRole('dialog', { name: 'Delete your account?' });
    expect(trigger).toHaveAttribute('aria-expanded', 'true');
    await user.type(within(dialog).getByLabelText('Password'), 'typed');
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(trigger).toHaveFocus();
    await user.keyboard('{Enter}');
    const again = await screen.findByRole('dialog', { name: 'Delete your account?' });
    expect(within(again).getByLabelText('Password')).toHaveValue('');
  });
});
