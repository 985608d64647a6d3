import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { NotificationList } from '@pathwise/core';
import { deferred, fakeServer, json, type FakeResponse } from '@/test/fake-server';
import { makeUser } from '@/test/fixtures';
import { renderApp } from '@/test/render-app';

const LIST: NotificationList = {
  unread: 2,
  notifications: [
    {
      id: 'n1',
      kind: 'story.liked',
      text: 'maya liked your story on Debug a flaky test',
      href: '/use-case/debug-flaky-test',
      read: false,
      createdAt: new Date().toISOString(),
    },
    {
      id: 'n2',
      kind: 'story.liked',
      text: 'omar liked your story on Write tests',
      href: '/use-case/write-tests',
      read: false,
      createdAt: new Date().toISOString(),
    },
  ],
};

describe('the notification bell', { timeout: 20_000 }, () => {
  it('names its unread count, opens a dialog that keeps the focus, marks all read and gives the focus back', async () => {
    const server = fakeServer({
      'GET /api/session': () => json(200, { user: makeUser() }),
      'GET /api/notifications': () => json(200, LIST),
      'POST /api/notifications/read-all': () => json(200, { unread: 0 }),
    });
    const user = userEvent.setup();
    renderApp('/studio');
    const bell = await screen.findByRole('button', { name: 'Notifications, 2 unread' });
    expect(bell).toHaveAttribute('aria-haspopup', 'dialog');

    await user.click(bell);
    const dialog = await screen.findByRole('dialog', { name: 'Notifications' });
    await waitFor(() => expect(dialog).toContainElement(document.activeElement as HTMLElement));
    expect(within(dialog).getByRole('button', { name: /maya liked your story on Debug a flaky test \(unread\)/ })).toBeInTheDocument();

    server.on('GET /api/notifications', () =>
      json(200, { unread: 0, notifications: LIST.notifications.map((n) => ({ ...n, read: true })) }),
    );
    await user.click(within(dialog).getByRole('button', { name: 'Mark all as read' }));
    expect(server.calls('POST /api/notifications/read-all')).toHaveLength(1);
    await waitFor(() => expect(within(dialog).getByRole('button', { name: 'Mark all as read' })).toBeDisabled());

    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await waitFor(() => expect(screen.getByRole('button', { name: 'Notifications, none unread' })).toHaveFocus());
  });

  it('opens the subject of a notification and marks it read', async () => {
    const server = fakeServer({
      'GET /api/session': () => json(200, { user: makeUser() }),
      'GET /api/notifications': () => json(200, LIST),
      'POST /api/notifications/read/n1': () => json(200, { unread: 1 }),
      // The subject's page stays open while its answer is on the way (a missing use case would
      // send it on to /studio, sooner or later than this test looks).
      'GET /api/use-cases/debug-flaky-test': () => deferred<FakeResponse>().promise,
    });
    const user = userEvent.setup();
    const { router } = renderApp('/studio');
    await user.click(await screen.findByRole('button', { name: 'Notifications, 2 unread' }));
    const dialog = await screen.findByRole('dialog', { name: 'Notifications' });
    await user.click(within(dialog).getByRole('button', { name: /maya liked/ }));
    expect(server.calls('POST /api/notifications/read/n1')).toHaveLength(1);
    await waitFor(() => expect(router.state.location.pathname).toBe('/use-case/debug-flaky-test'));
  });

  it('says what to expect when there is nothing yet', async () => {
    fakeServer({
      'GET /api/session': () => json(200, { user: makeUser() }),
      'GET /api/notifications': () => json(200, { unread: 0, notifications: [] }),
    });
    const user = userEvent.setup();
    renderApp('/studio');
    await user.click(await screen.findByRole('button', { name: 'Notifications, none unread' }));
    expect(await screen.findByText(/No notifications yet\. When a teammate likes one of your stories/)).toBeInTheDocument();
  });
});
