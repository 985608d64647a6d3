import { screen, waitFor, within } from '@testing-library/react';
import userEvent, { PointerEventsCheckLevel } from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { MEMBER_MESSAGES } from '@pathwise/core';
import { apiError, deferred, fakeServer, json, type FakeResponse } from '@/test/fake-server';
import { makeUser } from '@/test/fixtures';
import { renderApp } from '@/test/render-app';

const unnamed = makeUser({ workspace: { id: 'ws-1', name: null, domain: 'globex.co.uk', role: 'admin' } });

describe('workspace naming dialog', () => {
  it('asks the first user of a domain to name the workspace, and cannot be dismissed', async () => {
    fakeServer({ 'GET /api/session': () => json(200, { user: unnamed }) });
    // The page behind a modal has pointer-events: none; the click outside must still be tried.
    const user = userEvent.setup({ pointerEventsCheck: PointerEventsCheckLevel.Never });
    renderApp('/home');
    const dialog = await screen.findByRole('dialog', { name: 'Name your workspace' });
    expect(within(dialog).getByText("You're the first from your team to join. Let's give your workspace a name.")).toBeInTheDocument();
    const input = within(dialog).getByLabelText('Workspace Name');
    expect(input).toHaveAttribute('placeholder', 'Enter workspace name');
    expect(input).toHaveAttribute('minlength', '3');
    expect(input).toHaveAttribute('maxlength', '50');
    expect(input).toHaveValue('Globex');
    await waitFor(() => expect(dialog).toContainElement(document.activeElement as HTMLElement));

    await user.keyboard('{Escape}');
    expect(screen.getByRole('dialog', { name: 'Name your workspace' })).toBeInTheDocument();
    await user.click(document.body);
    expect(screen.getByRole('dialog', { name: 'Name your workspace' })).toBeInTheDocument();
    // Focus stays inside while tabbing.
    await user.tab();
    await user.tab();
    expect(dialog).toContainElement(document.activeElement as HTMLElement);
  });

  it("saves the name ('Creating...' meanwhile), says 'Workspace created successfully!' and closes with the refreshed session", async () => {
    let named = false;
    const saved = deferred<FakeResponse>();
    const server = fakeServer({
      'GET /api/session': () =>
        json(200, { user: named ? { ...unnamed, workspace: { ...unnamed.workspace, name: 'Globex Labs' } } : unnamed }),
      'PUT /api/workspace/name': () => saved.promise,
    });
    const user = userEvent.setup();
    renderApp('/home');
    const dialog = await screen.findByRole('dialog', { name: 'Name your workspace' });
    const input = within(dialog).getByLabelText('Workspace Name');
    await user.clear(input);
    await user.type(input, 'Globex Labs');
    await user.click(within(dialog).getByRole('button', { name: 'Create Workspace' }));
    expect(await within(dialog).findByRole('button', { name: 'Creating...' })).toBeDisabled();
    expect(server.calls('PUT /api/workspace/name')[0]?.body).toEqual({ name: 'Globex Labs' });

    named = true;
    saved.resolve(json(200, { user: { ...unnamed, workspace: { ...unnamed.workspace, name: 'Globex Labs' } } }));
    expect(await screen.findByText(MEMBER_MESSAGES.workspaceCreated)).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Name your workspace' })).not.toBeInTheDocument());
    expect(screen.getAllByTestId('workspace-name')[0]).toHaveTextContent('Globex Labs');
  });

  it("says 'Failed to set workspace name' and stays open when the server refuses", async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    fakeServer({
      'GET /api/session': () => json(200, { user: unnamed }),
      'PUT /api/workspace/name': () => apiError(403, 'forbidden', 'Only the workspace admin can name it.'),
    });
    const user = userEvent.setup();
    renderApp('/studio');
    const dialog = await screen.findByRole('dialog', { name: 'Name your workspace' });
    await user.click(within(dialog).getByRole('button', { name: 'Create Workspace' }));
    expect(await screen.findByText(MEMBER_MESSAGES.workspaceNameFailed)).toBeInTheDocument();
    expect(screen.getByRole('dialog', { name: 'Name your workspace' })).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Create Workspace' })).toBeEnabled();
    warn.mockRestore();
  });

  it('does not ask when the workspace already has a name', async () => {
    fakeServer({ 'GET /api/session': () => json(200, { user: makeUser() }) });
    renderApp('/home');
    await screen.findByRole('heading', { name: 'Home' });
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });
});
