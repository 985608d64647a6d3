import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { fakeServer, json } from '@/test/fake-server';
import { makeUser } from '@/test/fixtures';
import { renderApp } from '@/test/render-app';

describe('top bar', () => {
  it('opens the navigation in a dialog, closes it on Escape and gives the focus back to its button', async () => {
    fakeServer({ 'GET /api/session': () => json(200, { user: makeUser() }) });
    const user = userEvent.setup();
    renderApp('/studio');
    const trigger = await screen.findByRole('button', { name: 'Open navigation' });
    expect(trigger).toHaveAttribute('aria-haspopup', 'dialog');
    expect(trigger).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();

    await user.click(trigger);
    const dialog = await screen.findByRole('dialog', { name: 'Navigation' });
    expect(trigger).toHaveAttribute('aria-expanded', 'true');
    const navigation = within(dialog).getByRole('navigation', { name: 'Main' });
    expect(within(navigation).getByRole('link', { name: 'Library' })).toHaveAttribute('href', '/library');
    expect(within(dialog).getByText('ada@acme.io')).toBeInTheDocument();
    await waitFor(() => expect(dialog).toContainElement(document.activeElement as HTMLElement));

    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(trigger).toHaveAttribute('aria-expanded', 'false');
    await waitFor(() => expect(trigger).toHaveFocus());

    // A second opening works the same, and the close button also gives the focus back.
    await user.click(trigger);
    const again = await screen.findByRole('dialog', { name: 'Navigation' });
    expect(trigger).toHaveAttribute('aria-expanded', 'true');
    expect(within(again).getByRole('navigation', { name: 'Main' })).toBeInTheDocument();
    await user.click(within(again).getByRole('button', { name: 'Close navigation' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(trigger).toHaveAttribute('aria-expanded', 'false');
    await waitFor(() => expect(trigger).toHaveFocus());
  });
});
