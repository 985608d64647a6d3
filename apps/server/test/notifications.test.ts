import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { NotificationList, NotificationPreferences } from '@pathwise/core';
import { queryRows } from '../src/db/client';
import { sql } from 'drizzle-orm';
import { notify } from '../src/notifications/notify';
import { call, eventually, onboard, verifiedUser } from './accounts-helpers';
import { createTestContext, ENGINES, type TestContext } from './harness';
import { Client, openSocket, startLiveServerOn, waitFor } from './live-server';
import { PASSWORD } from './accounts-helpers';

const USE_CASE = 'code-python-cli-argparse';

describe.each(ENGINES)('notifications on %s', (engine) => {
  let t: TestContext;
  let author: string;
  let fan: string;
  let other: string;
  let outsider: string;
  let storyId: string;

  const bell = async (cookie: string) =>
    (await call(t, 'GET', '/api/notifications', undefined, cookie)).json as unknown as NotificationList;
  const userId = async (email: string) =>
    (await queryRows<{ id: string }>(t.database.db, sql`SELECT id FROM users WHERE email = ${email}`))[0]?.id ?? '';

  beforeAll(async () => {
    t = await createTestContext(engine);
    const cookies = await Promise.all(
      ['author@bells.example', 'fan@bells.example', 'other@bells.example', 'eve@outside.example'].map(async (email) => {
        const cookie = await verifiedUser(t, email);
        await onboard(t, cookie);
        return cookie;
      }),
    );
    [author, fan, other, outsider] = cookies as [string, string, string, string];
    const story = await call(t, 'POST', '/api/stories', { useCaseId: USE_CASE, timeSaved: 15, prompts: '/explain' }, author);
    storyId = (story.json.story as { id: string }).id;
  });
  afterAll(async () => t.close());

  it("tells the author a teammate liked the story, once per teammate, linking to the story's use case", async () => {
    expect((await bell(author)).unread).toBe(0);
    await call(t, 'POST', `/api/stories/${storyId}/like`, undefined, fan);
    await call(t, 'DELETE', `/api/stories/${storyId}/like`, undefined, fan);
    await call(t, 'POST', `/api/stories/${storyId}/like`, undefined, fan);
    // Liking your own story notifies nobody.
    await call(t, 'POST', `/api/stories/${storyId}/like`, undefined, author);
    const list = await bell(author);
    expect(list.unread).toBe(1);
    expect(list.notifications).toHaveLength(1);
    expect(list.notifications[0]).toMatchObject({ kind: 'story.liked', read: false, href: `/use-case/${USE_CASE}` });
    expect(list.notifications[0]?.text).toMatch(/^fan liked your story on /);
    expect((await bell(fan)).notifications).toEqual([]);
    expect((await bell(outsider)).notifications).toEqual([]);
  });

  it('marks one or all read, only ever the caller’s own', async () => {
    await call(t, 'POST', `/api/stories/${storyId}/like`, undefined, other);
    const list = await bell(author);
    expect(list.unread).toBe(2);
    const [newest, oldest] = list.notifications;
    // Someone else cannot read (or learn about) the author's notifications.
    expect((await call(t, 'POST', `/api/notifications/read/${newest?.id}`, undefined, outsider)).status).toBe(404);
    expect((await call(t, 'POST', `/api/notifications/read/${newest?.id}`, undefined, fan)).status).toBe(404);
    expect((await call(t, 'POST', '/api/notifications/read-all', undefined, fan)).json).toEqual({ unread: 0 });
    expect((await bell(author)).unread).toBe(2);
    expect((await call(t, 'POST', `/api/notifications/read/${newest?.id}`, undefined, author)).json).toEqual({ unread: 1 });
    expect((await bell(author)).notifications.map((n) => [n.id, n.read])).toEqual([
      [newest?.id, true],
      [oldest?.id, false],
    ]);
    expect((await call(t, 'POST', '/api/notifications/read-all', undefined, author)).json).toEqual({ unread: 0 });
    expect((await call(t, 'POST', '/api/notifications/read/not-an-id', undefined, author)).status).toBe(404);
  });

  it('follows each member’s choice per kind: off, in the product, by e-mail', async () => {
    const defaults = (await call(t, 'GET', '/api/notifications/preferences', undefined, author)).json as unknown as NotificationPreferences;
    expect(defaults).toEqual({
      kinds: {
        'story.liked': 'product',
        'use-case.completed': 'product',
        'request.fulfilled': 'email',
        'group.added': 'product',
        'invitation.accepted': 'email',
        'impact.follow-up': 'product',
      },
      digest: true,
    });
    const second = await call(t, 'POST', '/api/stories', { useCaseId: USE_CASE, timeSaved: 5 }, author);
    const secondId = (second.json.story as { id: string }).id;

    const off = await call(t, 'PUT', '/api/notifications/preferences', { kinds: { 'story.liked': 'off' } }, author);
    expect((off.json as unknown as NotificationPreferences).kinds['story.liked']).toBe('off');
    await call(t, 'POST', `/api/stories/${secondId}/like`, undefined, fan);
    expect((await bell(author)).notifications).toHaveLength(2);

    await call(t, 'PUT', '/api/notifications/preferences', { kinds: { 'story.liked': 'email' } }, author);
    await call(t, 'POST', `/api/stories/${secondId}/like`, undefined, other);
    const list = await bell(author);
    expect(list.notifications).toHaveLength(3);
    expect(list.unread).toBe(1);
    const mails = await eventually(
      () => t.mailer.outbox().filter((m) => m.to === 'author@bells.example' && /liked your story/.test(m.subject)),
      (found) => found.length > 0,
    );
    expect(mails).toHaveLength(1);
    expect(mails[0]?.subject).toMatch(/^other liked your story on /);
    expect(mails[0]?.text).toContain(`/use-case/${USE_CASE}`);

    for (const bad of [{ kinds: { 'story.liked': 'sms' } }, { kinds: { nope: 'off' } }, { digest: 'no' }, { extra: 1 }]) {
      expect((await call(t, 'PUT', '/api/notifications/preferences', bad, author)).status).toBe(400);
    }
  });

  it('defines the kinds whose events come with other issues, through the same notify()', async () => {
    const recipientId = await userId('other@bells.example');
    const actorId = await userId('author@bells.example');
    const [ws] = await queryRows<{ workspace_id: string }>(
      t.database.db,
      sql`SELECT workspace_id FROM user_profiles WHERE id = ${recipientId}`,
    );
    const workspaceId = ws?.workspace_id ?? '';
    const cases = [
      {
        kind: 'use-case.completed',
        subject: { type: 'use-case', id: USE_CASE },
        text: /^author completed .+, a use case you authored$/,
        href: `/use-case/${USE_CASE}`,
      },
      {
        kind: 'request.fulfilled',
        subject: { type: 'request', id: 'req-1' },
        data: { title: 'Guide for flaky tests' },
        text: /^Your request "Guide for flaky tests" was fulfilled$/,
      },
      {
        kind: 'group.added',
        subject: { type: 'group', id: 'grp-1' },
        data: { title: 'security-engineers' },
        text: /^author added you to the group security-engineers$/,
      },
      { kind: 'invitation.accepted', subject: { type: 'member', id: actorId }, text: /^author accepted your invitation$/ },
    ] as const;
    for (const c of cases) {
      const done = await notify(t.database.db, t.jobs, {
        workspaceId,
        recipientId,
        actorId,
        kind: c.kind,
        subject: c.subject,
        data: 'data' in c ? c.data : undefined,
      });
      expect(done, c.kind).not.toBeNull();
      // The same event again is the same notification.
      expect(await notify(t.database.db, t.jobs, { workspaceId, recipientId, actorId, kind: c.kind, subject: c.subject })).toBeNull();
    }
    const list = await bell(other);
    for (const c of cases) {
      const item = list.notifications.find((n) => n.kind === c.kind);
      expect(item?.text, c.kind).toMatch(c.text);
      if ('href' in c) expect(item?.href).toBe(c.href);
    }
    // By e-mail by default for these two, sent by the job queue (its sign-up mail aside).
    const mailed = await eventually(
      () => t.mailer.outbox().filter((m) => m.to === 'other@bells.example' && !/token_hash=/.test(m.text)),
      (found) => found.length >= 2,
    );
    expect(mailed.map((m) => m.subject).sort()).toEqual([
      'Your request "Guide for flaky tests" was fulfilled',
      'author accepted your invitation',
    ]);
    expect(
      await notify(t.database.db, t.jobs, {
        workspaceId,
        recipientId,
        actorId: recipientId,
        kind: 'group.added',
        subject: { type: 'group', id: 'g2' },
      }),
    ).toBeNull();
  });
});

describe.each(ENGINES)('the bell over the realtime socket on %s', (engine) => {
  it("reaches only the recipient's sockets (their own topic), on every tab, within 2 s", async () => {
    const server = await startLiveServerOn(engine);
    try {
      const join = async (email: string) => {
        const client = new Client(server.origin);
        await client.request('POST', '/api/auth/signup', { email, password: PASSWORD, acceptTerms: true });
        const mail = await waitFor(() => server.mailer.outbox().find((m) => m.to === email), 10_000);
        await client.request('POST', '/api/auth/verify', { tokenHash: /token_hash=([A-Za-z0-9_-]+)/.exec(mail.text)?.[1], type: 'signup' });
        return client;
      };
      const ada = await join('ada@topic.example');
      const bob = await join('bob@topic.example');
      const story = await ada.request('POST', '/api/stories', { useCaseId: USE_CASE, timeSaved: 30 });
      const [tab1, tab2, bobTab] = await Promise.all([
        openSocket(server.origin, ada.cookie),
        openSocket(server.origin, ada.cookie),
        openSocket(server.origin, bob.cookie),
      ]);
      await waitFor(() => bobTab.messages.find((m) => m.type === 'hello'));
      const started = Date.now();
      expect((await bob.request('POST', `/api/stories/${(story.json.story as { id: string }).id}/like`)).status).toBe(200);
      for (const tab of [tab1, tab2])
        expect(await waitFor(() => tab.messages.find((m) => m.type === 'notification.created'))).toEqual({
          type: 'notification.created',
          unread: 1,
        });
      expect(Date.now() - started).toBeLessThan(2_000);
      await new Promise((r) => setTimeout(r, 200));
      expect(bobTab.messages.some((m) => String(m.type).startsWith('notification.'))).toBe(false);
      // Reading on one tab updates the other's count.
      await ada.request('POST', '/api/notifications/read-all');
      expect(await waitFor(() => tab2.messages.find((m) => m.type === 'notification.read'))).toEqual({
        type: 'notification.read',
        unread: 0,
      });
      for (const tab of [tab1, tab2, bobTab]) tab.ws.close();
    } finally {
      await server.stop();
    }
  });
});
