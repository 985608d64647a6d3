import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { SUGGESTED_GROUPS, type MemberPage, type MemberSummary } from '@pathwise/core';
import { deferred, fakeServer, json, type FakeResponse } from '@/test/fake-server';
import { makeUser } from '@/test/fixtures';
import { renderApp } from '@/test/render-app';

const member = (overrides: Partial<MemberSummary>): MemberSummary => ({
  id: 'u-2',
  name: 'maya.lee',
  email: 'maya.lee@acme.io',
  initials: 'ML',
  specialty: 'qa',
  role: 'member',
  groups: [{ id: 'g-1', name: 'quality-engineers' }],
  joinedAt: '2026-01-05T10:00:00.000Z',
  lastActiveAt: new Date().toISOString(),
  storiesShared: 3,
  deactivated: false,
  deleted: false,
  ...overrides,
});

const page = (members: MemberSummary[], total = members.length): MemberPage => ({ members, total, page: 1, pageSize: 25 });
const overview = { workspace: { id: 'ws-1', name: 'Acme', domain: 'acme.io', memberCount: 2, adminCount: 1 }, role: 'admin' };

describe('the workspace settings screen', { timeout: 20_000 }, () => {
  it('lets an admin search members, change a role, deactivate someone and start from the suggested groups', async () => {
    const server = fakeServer({
      'GET /api/session': () => json(200, { user: makeUser() }),
      'GET /api/workspace': () => json(200, overview),
      'GET /api/workspace/members': (request) =>
        json(
          200,
          request.search.includes('q=zzz')
            ? page([])
            : page([member({ id: 'user-1', name: 'ada', email: 'ada@acme.io', initials: 'AD', role: 'admin' }), member({})]),
        ),
      'GET /api/groups': () => json(200, { groups: [], suggestions: [...SUGGESTED_GROUPS] }),
      'GET /api/workspace/audit': () =>
        json(200, {
          entries: [
            {
              id: 1,
              action: 'workspace.renamed',
              text: 'ada renamed the workspace to Acme',
              actorName: 'ada',
              createdAt: new Date().toISOString(),
            },
          ],
          nextBefore: null,
        }),
      'GET /api/invitations': () =>
        json(200, {
          invitations: [
            {
              id: 'i-1',
              email: 'omar@acme.io',
              invitedBy: 'ada',
              sentAt: new Date().toISOString(),
              expiresAt: new Date().toISOString(),
              expired: true,
              canManage: true,
            },
          ],
        }),
      'POST /api/invitations': () =>
        json(409, {
          error: {
            code: 'already_member',
            message: 'maya.lee@acme.io is already a member of this workspace.',
            details: [{ field: 'email', message: 'is already a member' }],
          },
        }),
      'POST /api/invitations/i-1/resend': () => json(200, { invitations: [] }),
      'PUT /api/workspace/members/u-2/role': () => json(200, { id: 'u-2', role: 'author' }),
      'POST /api/workspace/members/u-2/deactivation': () => json(200, { id: 'u-2', deactivated: true }),
      'POST /api/groups': () => json(201, { id: 'g-9', groups: [], suggestions: [] }),
    });
    const user = userEvent.setup();
    renderApp('/settings/workspace');
    expect(await screen.findByRole('heading', { name: 'Workspace settings' })).toBeInTheDocument();
    const list = await screen.findByRole('list', { name: 'Members' });
    const rows = await within(list).findAllByTestId('member-row');
    expect(rows).toHaveLength(2);
    expect(rows[1]).toHaveTextContent('maya.lee@acme.io');
    expect(rows[1]).toHaveTextContent('quality-engineers');
    expect(rows[1]).toHaveTextContent('3 stories shared');
    // No controls on one's own row.
    expect(within(rows[0] as HTMLElement).queryByRole('combobox')).not.toBeInTheDocument();

    await user.selectOptions(screen.getByRole('combobox', { name: 'Role of maya.lee' }), 'author');
    await waitFor(() => expect(server.calls('PUT /api/workspace/members/u-2/role')[0]?.body).toEqual({ role: 'author' }));
    await user.click(screen.getByRole('button', { name: 'Deactivate maya.lee' }));
    await waitFor(() => expect(server.calls('POST /api/workspace/members/u-2/deactivation')).toHaveLength(1));

    await user.type(screen.getByRole('searchbox', { name: 'Search members' }), 'zzz');
    expect(await screen.findByText(/No member matches this search/)).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Create security-engineers' }));
    await waitFor(() => expect(server.calls('POST /api/groups')[0]?.body).toEqual({ name: 'security-engineers', open: true }));
    expect(await screen.findByText('ada renamed the workspace to Acme')).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Workspace Name' })).toHaveValue('Acme');

    // Invitations: another domain is refused at the field by core's rule, before the server is
    // asked; the server's refusal shows there too, with the address kept; an expired one is resent.
    const email = screen.getByRole('textbox', { name: 'Work e-mail' });
    await user.type(email, 'bob@other.example');
    await user.click(screen.getByRole('button', { name: 'Send invitation' }));
    await waitFor(() => expect(email).toHaveAccessibleDescription('You can only invite colleagues with an @acme.io address.'));
    expect(email).toHaveFocus();
    expect(server.calls('POST /api/invitations')).toHaveLength(0);
    await user.clear(email);
    await user.type(email, 'Maya.Lee@acme.io');
    await user.click(screen.getByRole('button', { name: 'Send invitation' }));
    await waitFor(() => expect(email).toHaveAccessibleDescription('maya.lee@acme.io is already a member of this workspace.'));
    expect(server.calls('POST /api/invitations')[0]?.body).toEqual({ email: 'maya.lee@acme.io' });
    expect(email).toHaveValue('Maya.Lee@acme.io');
    expect(screen.getByText(/Expired/)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Resend to omar@acme.io' }));
    await waitFor(() => expect(server.calls('POST /api/invitations/i-1/resend')).toHaveLength(1));
  });

  it('asks in a dialog before an admin deletes a group, and deletes nothing when kept', async () => {
    const group = {
      id: 'g-1',
      name: 'quality-engineers',
      open: true,
      memberCount: 3,
      isMember: false,
      createdAt: '2026-01-05T10:00:00.000Z',
    };
    const server = fakeServer({
      'GET /api/session': () => json(200, { user: makeUser() }),
      'GET /api/workspace': () => json(200, overview),
      'GET /api/workspace/members': () => json(200, page([member({})])),
      'GET /api/groups': () => json(200, { groups: [group], suggestions: [] }),
      'GET /api/workspace/audit': () => json(200, { entries: [], nextBefore: null }),
      'GET /api/invitations': () => json(200, { invitations: [] }),
      'DELETE /api/groups/g-1': () => json(200, { groups: [], suggestions: [...SUGGESTED_GROUPS] }),
    });
    const user = userEvent.setup();
    renderApp('/settings/workspace');
    await user.click(await screen.findByRole('button', { name: 'Delete quality-engineers' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete the group quality-engineers?' });
    expect(dialog).toHaveTextContent('Its members stay in the workspace.');
    await user.click(within(dialog).getByRole('button', { name: 'Keep the group' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(server.calls('DELETE /api/groups/g-1')).toHaveLength(0);

    await user.click(screen.getByRole('button', { name: 'Delete quality-engineers' }));
    const again = await screen.findByRole('dialog', { name: 'Delete the group quality-engineers?' });
    await user.click(within(again).getByRole('button', { name: 'Delete quality-engineers' }));
    await waitFor(() => expect(server.calls('DELETE /api/groups/g-1')).toHaveLength(1));
  });

  it('shows a member the directory read-only and lets them join an open group', async () => {
    const server = fakeServer({
      'GET /api/session': () =>
        json(200, { user: makeUser({ workspace: { id: 'ws-1', name: 'Acme', domain: 'acme.io', role: 'member' } }) }),
      'GET /api/workspace': () => json(200, { ...overview, role: 'member' }),
      'GET /api/workspace/members': () => json(200, page([member({})])),
      'GET /api/invitations': () => json(200, { invitations: [] }),
      'GET /api/groups': () =>
        json(200, {
          groups: [
            { id: 'g-1', name: 'quality-engineers', open: true, memberCount: 1, isMember: false, createdAt: '2026-01-01T00:00:00Z' },
          ],
          suggestions: [],
        }),
      'POST /api/groups/g-1/membership': () => json(200, { groups: [], suggestions: [] }),
    });
    const user = userEvent.setup();
    renderApp('/settings/workspace');
    expect(await screen.findByRole('heading', { name: 'Members and groups' })).toBeInTheDocument();
    await screen.findAllByTestId('member-row');
    expect(screen.queryByRole('combobox', { name: /Role of/ })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Deactivate/ })).not.toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Audit log' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Delete/ })).not.toBeInTheDocument();
    await user.click(await screen.findByRole('button', { name: 'Join quality-engineers' }));
    await waitFor(() => expect(server.calls('POST /api/groups/g-1/membership')).toHaveLength(1));
  });
  it('holds the lines the workspace and the invitations will fill while they load (nothing below moves)', async () => {
    const workspace = deferred<FakeResponse>();
    const invitations = deferred<FakeResponse>();
    fakeServer({
      'GET /api/session': () => json(200, { user: makeUser() }),
      'GET /api/workspace': () => workspace.promise,
      'GET /api/workspace/members': () => json(200, page([member({})])),
      'GET /api/groups': () => json(200, { groups: [], suggestions: [] }),
      'GET /api/workspace/audit': () => json(200, { entries: [], nextBefore: null }),
      'GET /api/invitations': () => invitations.promise,
    });
    renderApp('/settings/workspace');
    const heading = await screen.findByRole('heading', { level: 1, name: 'Workspace settings' });
    // A line of its own (a plain space would collapse to nothing) until the workspace is here.
    const line = heading.nextElementSibling;
    expect(line?.textContent).toBe('\u00a0');
    expect(await screen.findByText('Loading invitations...')).toBeInTheDocument();

    workspace.resolve(json(200, overview));
    invitations.resolve(json(200, { invitations: [] }));
    expect(await screen.findByText('No pending invitations.')).toBeInTheDocument();
    expect(screen.queryByText('Loading invitations...')).not.toBeInTheDocument();
    expect(line).toHaveTextContent('Acme · acme.io');
  });
});
