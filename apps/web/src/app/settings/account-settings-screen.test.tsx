import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { fakeServer, json } from '@/test/fake-server';
import { makeUser } from '@/test/fixtures';
import { renderApp } from '@/test/render-app';

describe('the my account screen', { timeout: 20_000 }, () => {
  it('clears responsibilities on a new specialty, saves the profile, changes the password and deletes the account', async () => {
    const saved = makeUser({ name: 'Ada L', profile: { ...makeUser().profile, specialty: 'qa', responsibilities: ['testing'] } });
    const server = fakeServer({
      'GET /api/session': () => json(200, { user: makeUser() }),
      'GET /api/account/sessions': () =>
        json(200, {
          sessions: [
            {
              id: 's1',
              device: 'Chrome on Linux',
              lastUsedAt: new Date().toISOString(),
              createdAt: new Date().toISOString(),
              current: true,
            },
            {
              id: 's2',
              device: 'Safari on iOS',
              lastUsedAt: new Date().toISOString(),
              createdAt: new Date().toISOString(),
              current: false,
            },
          ],
        }),
      'PUT /api/account/profile': () => json(200, { user: saved }),
      // The server's answer names the field (routes/account.ts).
      'PUT /api/account/password': () =>
        json(400, {
          error: {
            code: 'wrong_password',
            message: 'Your current password is not correct.',
            details: [{ field: 'currentPassword', message: 'is not correct' }],
          },
        }),
      'DELETE /api/account/sessions': () => json(200, { ended: 1 }),
      'DELETE /api/account': () => json(204, undefined),
    });
    const user = userEvent.setup();
    renderApp('/settings/account');
    expect(await screen.findByRole('heading', { name: 'My account' })).toBeInTheDocument();
    const development = screen.getByRole('checkbox', { name: 'Development' });
    expect(development).toBeChecked();
    await user.selectOptions(screen.getByRole('combobox', { name: 'Specialty' }), 'qa');
    expect(development).not.toBeChecked();
    await user.click(screen.getByRole('button', { name: 'Save profile' }));
    // Core's rule, shown at the group, whose first option takes the focus.
    const responsibilities = screen.getByRole('group', { name: 'Responsibilities' });
    expect(await within(responsibilities).findByText('Choose at least one responsibility')).toBeInTheDocument();
    expect(responsibilities).toHaveAccessibleDescription('Choose at least one responsibility');
    expect(development).toHaveFocus();
    expect(server.calls('PUT /api/account/profile')).toHaveLength(0);
    await user.click(within(responsibilities).getByRole('checkbox', { name: 'Testing' }));
    await user.type(screen.getByRole('textbox', { name: 'Name' }), 'Ada L');
    await user.click(screen.getByRole('button', { name: 'Save profile' }));
    await waitFor(() =>
      expect(server.calls('PUT /api/account/profile')[0]?.body).toMatchObject({
        displayName: 'Ada L',
        specialty: 'qa',
        responsibilities: ['testing'],
      }),
    );

    expect(await screen.findByText('Safari on iOS')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Sign out of other sessions' }));
    await waitFor(() => expect(server.calls('DELETE /api/account/sessions')).toHaveLength(1));
    await user.type(screen.getByLabelText('Current password'), 'wrong');
    await user.type(screen.getByLabelText('New password'), 'N3w!password');
    await user.click(screen.getByRole('button', { name: 'Change password' }));
    // The refusal shows at the field it is about, which takes the focus; what was typed stays.
    await waitFor(() =>
      expect(screen.getByLabelText('Current password')).toHaveAccessibleDescription('Your current password is not correct.'),
    );
    expect(screen.getByLabelText('Current password')).toHaveFocus();
    expect(screen.getByLabelText('Current password')).toHaveValue('wrong');
    expect(screen.getByLabelText('New password')).toHaveValue('N3w!password');

    await user.click(screen.getByRole('button', { name: 'Delete my account' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete your account?' });
    await user.click(within(dialog).getByRole('radio', { name: 'Delete them' }));
    await user.type(within(dialog).getByLabelText('Password'), 'Corr3ct!horse');
    await user.click(within(dialog).getByRole('button', { name: 'Delete my account' }));
    await waitFor(() => expect(server.calls('DELETE /api/account')[0]?.body).toEqual({ password: 'Corr3ct!horse', stories: 'delete' }));
  });
});
