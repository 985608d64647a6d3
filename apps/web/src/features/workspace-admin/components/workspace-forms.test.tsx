import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { apiError, fakeServer, json, type Handler } from '@/test/fake-server';
import { makeUser } from '@/test/fixtures';
import { renderApp } from '@/test/render-app';

const group = { id: 'g-1', name: 'quality-engineers', open: true, memberCount: 3, isMember: false, createdAt: '2026-01-05T10:00:00.000Z' };

/** An admin's workspace settings with one group; `routes` add or replace answers. */
function workspace(routes: Record<string, Handler>) {
  return fakeServer({
    'GET /api/session': () => json(200, { user: makeUser() }),
    'GET /api/workspace': () =>
      json(200, { workspace: { id: 'ws-1', name: 'Acme', domain: 'acme.io', memberCount: 2, adminCount: 1 }, role: 'admin' }),
    'GET /api/workspace/members': () => json(200, { members: [], total: 0, page: 1, pageSize: 25 }),
    'GET /api/groups': () => json(200, { groups: [group], suggestions: [] }),
    'GET /api/workspace/audit': () => json(200, { entries: [], nextBefore: null }),
    'GET /api/invitations': () => json(200, { invitations: [] }),
    ...routes,
  });
}

describe('the workspace settings forms', { timeout: 20_000 }, () => {
  it("renames with core's 3–50 rule at the field, and keeps the typed name when the save fails", async () => {
    const server = workspace({ 'PUT /api/workspace/name': () => apiError(500, 'internal', 'Internal error') });
    const user = userEvent.setup();
    renderApp('/settings/workspace');
    const name = await screen.findByRole('textbox', { name: 'Workspace Name' });
    expect(name).toHaveValue('Acme');
    await user.clear(name);
    await user.type(name, 'Ab');
    await user.click(screen.getByRole('button', { name: 'Rename' }));
    await waitFor(() => expect(name).toHaveAccessibleDescription('Use at least 3 characters'));
    expect(name).toHaveFocus();
    expect(server.calls('PUT /api/workspace/name')).toHaveLength(0);

    await user.type(name, 'ax Corp');
    await user.click(screen.getByRole('button', { name: 'Rename' }));
    // The spec's toast for a failed workspace update; the name stays as typed.
    expect(await screen.findByText('Failed to update workspace')).toBeInTheDocument();
    expect(server.calls('PUT /api/workspace/name')[0]?.body).toEqual({ name: 'Abax Corp' });
    expect(name).toHaveValue('Abax Corp');
    expect(name).not.toHaveAccessibleDescription();
  });

  it('names a new group by the slug rule, shows a taken name at the field, and renames in the row', async () => {
    let created: Handler = () =>
      apiError(409, 'group_name_taken', 'A group with this name already exists. Choose another name.', {
        details: [{ field: 'name', message: 'is taken in this workspace' }],
      });
    const server = workspace({
      'POST /api/groups': (request) => created(request),
      'PATCH /api/groups/g-1': () => json(200, { groups: [group], suggestions: [] }),
    });
    const user = userEvent.setup();
    renderApp('/settings/workspace');
    const name = await screen.findByRole('textbox', { name: 'New group' });
    await user.type(name, 'qa--team');
    await user.click(screen.getByRole('button', { name: 'Create group' }));
    await waitFor(() =>
      expect(name).toHaveAccessibleDescription('Use lowercase letters, digits and single hyphens, like quality-engineers'),
    );
    expect(name).toHaveFocus();
    expect(server.calls('POST /api/groups')).toHaveLength(0);

    await user.clear(name);
    await user.type(name, 'Quality Engineers');
    await user.click(screen.getByRole('checkbox', { name: 'Members can join themselves' }));
    await user.click(screen.getByRole('button', { name: 'Create group' }));
    await waitFor(() => expect(name).toHaveAccessibleDescription('A group with this name already exists. Choose another name.'));
    // Sent as the server stores it; kept as typed to correct.
    expect(server.calls('POST /api/groups')[0]?.body).toEqual({ name: 'quality-engineers', open: false });
    expect(name).toHaveValue('Quality Engineers');

    created = () => json(201, { id: 'g-2', groups: [group], suggestions: [] });
    await user.clear(name);
    await user.type(name, 'platform-team');
    await user.click(screen.getByRole('button', { name: 'Create group' }));
    expect(await screen.findByText('Group platform-team created')).toBeInTheDocument();
    await waitFor(() => expect(name).toHaveValue(''));

    // Renaming: the field takes the focus; Escape leaves it and gives the focus back.
    const rename = screen.getByRole('button', { name: 'Rename quality-engineers' });
    await user.click(rename);
    const field = screen.getByRole('textbox', { name: 'New name for quality-engineers' });
    await waitFor(() => expect(field).toHaveFocus());
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.getByRole('button', { name: 'Rename quality-engineers' })).toHaveFocus());

    await user.click(screen.getByRole('button', { name: 'Rename quality-engineers' }));
    const again = screen.getByRole('textbox', { name: 'New name for quality-engineers' });
    await user.clear(again);
    await user.type(again, 'q');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(again).toHaveAccessibleDescription('Use at least 2 characters'));
    expect(server.calls('PATCH /api/groups/g-1')).toHaveLength(0);
    await user.type(again, 'a-leads');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(server.calls('PATCH /api/groups/g-1')[0]?.body).toEqual({ name: 'qa-leads' }));
    await waitFor(() => expect(screen.queryByRole('textbox', { name: /New name for/ })).not.toBeInTheDocument());
  });

  it('clears the invitation field once sent and says who it went to', async () => {
    const server = workspace({ 'POST /api/invitations': () => json(201, { id: 'i-2', invitations: [] }) });
    const user = userEvent.setup();
    renderApp('/settings/workspace');
    const email = await screen.findByRole('textbox', { name: 'Work e-mail' });
    await user.click(screen.getByRole('button', { name: 'Send invitation' }));
    await waitFor(() => expect(email).toHaveAccessibleDescription('Please enter a valid email address.'));
    await user.type(email, ' Omar@Acme.io ');
    await user.click(screen.getByRole('button', { name: 'Send invitation' }));
    expect(await screen.findByText('Invitation sent to omar@acme.io')).toBeInTheDocument();
    expect(server.calls('POST /api/invitations')[0]?.body).toEqual({ email: 'omar@acme.io' });
    await waitFor(() => expect(email).toHaveValue(''));
    expect(within(screen.getByRole('region', { name: 'Invite colleagues' })).queryByRole('alert')).not.toBeInTheDocument();
  });
});
