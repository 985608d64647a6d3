import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { NOTIFICATION_KINDS, type NotificationPreferences } from '@pathwise/core';
import { fakeServer, json } from '@/test/fake-server';
import { makeUser } from '@/test/fixtures';
import { renderApp } from '@/test/render-app';

const preferences: NotificationPreferences = {
  kinds: Object.fromEntries(NOTIFICATION_KINDS.map((kind) => [kind, 'product'])) as NotificationPreferences['kinds'],
  digest: true,
};
const digestSettings = {
  timeZone: 'Europe/Berlin',
  nextSendAt: '2026-12-14T07:00:00.000Z',
  nextSendDate: '2026-12-14',
  subscribed: true,
  canManage: true,
};

describe("the digest's next send on the settings screens", () => {
  it("says it in the workspace's zone, from the local date the server gives", async () => {
    fakeServer({
      'GET /api/session': () => json(200, { user: makeUser() }),
      'GET /api/notifications/preferences': () => json(200, preferences),
      'GET /api/digest/settings': () => json(200, digestSettings),
    });
    renderApp('/settings/notifications');
    expect(await screen.findByText(/Next one: Monday 14 December at 08:00 \(Europe\/Berlin\)\./)).toBeInTheDocument();
  });

  it('tells an admin on the integrations screen', async () => {
    fakeServer({
      'GET /api/session': () => json(200, { user: makeUser() }),
      'GET /api/digest/settings': () => json(200, digestSettings),
      'GET /api/integrations/chat': () => json(200, { webhooks: [] }),
    });
    renderApp('/settings/integrations');
    expect(await screen.findByText(/Next: Monday 14 December at 08:00\./)).toBeInTheDocument();
  });

  it('leaves the line out when the answer has no date (a server from before it had one)', async () => {
    const { nextSendDate: _left, ...older } = digestSettings;
    fakeServer({
      'GET /api/session': () => json(200, { user: makeUser() }),
      'GET /api/notifications/preferences': () => json(200, preferences),
      'GET /api/digest/settings': () => json(200, older),
    });
    renderApp('/settings/notifications');
    expect(await screen.findByText(/Every Monday morning/)).toBeInTheDocument();
    expect(screen.queryByText(/Next one/)).not.toBeInTheDocument();
  });
});
