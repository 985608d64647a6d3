import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { REALTIME_SESSION_CHECK_MS } from '@pathwise/core';
import { createPostgresDatabase, ENGINES, POSTGRES_URL } from './harness';
import { Client, liveMember, openEndedSocket, openSocket, startLiveServer, startLiveServerOn, waitFor } from './live-server';

type Live = Awaited<ReturnType<typeof startLiveServer>>;

describe.each(ENGINES)('realtime on %s', (engine) => {
  let server: Live;

  beforeAll(async () => {
    server = await startLiveServerOn(engine);
  });
  afterAll(() => server.stop());

  it("delivers a teammate's story to the workspace's sockets within 2 s, and nothing to another workspace", async () => {
    const ada = await liveMember(server, 'ada@wayne.example');
    const bob = await liveMember(server, 'bob@wayne.example');
    const eve = await liveMember(server, 'eve@stark.example');
    const bobSocket = await openSocket(server.origin, bob.cookie);
    const eveSocket = await openSocket(server.origin, eve.cookie);
    await waitFor(() => bobSocket.messages.find((m) => m.type === 'hello'));

    const started = Date.now();
    const created = await ada.request('POST', '/api/stories', {
      useCaseId: 'code-python-cli-argparse',
      timeSaved: 30,
      prompts: '/explain',
    });
    expect(created.status).toBe(201);
    const event = await waitFor(() => bobSocket.messages.find((m) => m.type === 'story.created'));
    expect(Date.now() - started).toBeLessThan(2_000);
    expect(event).toMatchObject({ type: 'story.created', useCaseId: 'code-python-cli-argparse' });
    expect(event).not.toHaveProperty('workspaceId');

    const liked = await bob.request('POST', `/api/stories/${(created.json.story as { id: string }).id}/like`);
    expect(liked.status).toBe(200);
    await waitFor(() => bobSocket.messages.find((m) => m.type === 'story.liked'));
    await new Promise((r) => setTimeout(r, 200));
    expect(eveSocket.messages.filter((m) => m.type !== 'hello')).toEqual([]);

    // A socket opened now hears how long each workspace has been quiet: since the like for Wayne,
    // since before the story for Stark (no event there at all).
    const [bobLater, eveLater] = await Promise.all([openSocket(server.origin, bob.cookie), openSocket(server.origin, eve.cookie)]);
    const hello = async (socket: typeof bobLater) =>
      (await waitFor(() => socket.messages.find((m) => m.type === 'hello'))).quietMs as number;
    const sinceStory = Date.now() - started;
    expect(await hello(bobLater)).toBeLessThan(sinceStory);
    expect(await hello(eveLater)).toBeGreaterThan(sinceStory);
    bobLater.ws.close();
    eveLater.ws.close();

    bobSocket.ws.send('{"type":"ping"}');
    await waitFor(() => bobSocket.messages.find((m) => m.type === 'pong'));
    bobSocket.ws.close();
    eveSocket.ws.close();
  });

  it('refuses sockets from another origin or without a session, and closes them at log-out', async () => {
    const zed = await liveMember(server, 'zed@wayne.example');
    await expect(openSocket(server.origin, zed.cookie, 'https://evil.example')).rejects.toThrow(/403/);
    await expect(openSocket(server.origin, '')).rejects.toThrow(/401/);
    const cookie = zed.cookie;
    const socket = await openSocket(server.origin, cookie);
    const closed = new Promise<number>((resolve) => socket.ws.once('close', (code) => resolve(code)));
    await zed.request('POST', '/api/auth/logout');
    expect(await closed).toBe(4401);
    // A socket opened on the ended session (the tab was reconnecting) is told so, and hears nothing.
    expect(await openEndedSocket(server.origin, cookie)).toEqual({ code: 4401, messages: [] });
  });

  it('closes a socket within seconds when its session ends by a password reset or by idling, whatever the client sends', async () => {
    const kai = await liveMember(server, 'kai@wayne.example');
    const socket = await openSocket(server.origin, kai.cookie);
    // The client keeps pinging: that keeps the socket, never the session, alive.
    const pinger = setInterval(() => socket.ws.readyState === socket.ws.OPEN && socket.ws.send('{"type":"ping"}'), 100);
    const closed = new Promise<number>((resolve) => socket.ws.once('close', (code) => resolve(code)));
    await kai.request('POST', '/api/auth/password-reset', { email: 'kai@wayne.example' });
    const mail = await waitFor(() => server.mailer.outbox().find((m) => m.to === 'kai@wayne.example' && /reset=true/.test(m.text)), 10_000);
    const token = /[?&]token=([A-Za-z0-9_-]+)/.exec(mail.text)?.[1];
    const started = Date.now();
    expect(
      (await new Client(server.origin).request('POST', '/api/auth/password-reset/confirm', { token, password: 'N3w!passphrase' })).status,
    ).toBe(200);
    expect(await closed).toBe(4401);
    expect(Date.now() - started).toBeLessThan(2_000);

    const idle = await openSocket(server.origin, (await login(server, 'kai@wayne.example', 'N3w!passphrase')).cookie);
    const idleClosed = new Promise<number>((resolve) => idle.ws.once('close', (code) => resolve(code)));
    const idlePinger = setInterval(() => idle.ws.readyState === idle.ws.OPEN && idle.ws.send('{"type":"ping"}'), 100);
    await server.database.db.execute(sql`UPDATE sessions SET last_seen_at = now() - interval '31 minutes'`);
    const idleSince = Date.now();
    expect(await idleClosed).toBe(4401);
    expect(Date.now() - idleSince).toBeLessThan(REALTIME_SESSION_CHECK_MS + 2_000);
    clearInterval(pinger);
    clearInterval(idlePinger);
  });

  it('tells sockets to reconnect when the server stops', async () => {
    const other = await startLiveServerOn(engine);
    const user = await liveMember(other, 'kim@oscorp.example');
    const socket = await openSocket(other.origin, user.cookie);
    const closed = new Promise<number>((resolve) => socket.ws.once('close', (code) => resolve(code)));
    await other.stop();
    expect(await closed).toBe(1012);
  });
});

async function login(server: Live, email: string, password: string): Promise<Client> {
  const client = new Client(server.origin);
  const answer = await client.request('POST', '/api/auth/login', { email, password });
  if (answer.status !== 200) throw new Error(`login ${answer.status}`);
  return client;
}

describe.skipIf(!POSTGRES_URL)('realtime across two instances on one PostgreSQL', () => {
  it('delivers a story written on one instance to a socket held by the other', async () => {
    const db = await createPostgresDatabase();
    const [a, b] = await Promise.all([startLiveServer({ DATABASE_URL: db.url }), startLiveServer({ DATABASE_URL: db.url })]);
    try {
      const writer = await liveMember([a, b], 'w@lexcorp.example', a);
      const reader = await liveMember([a, b], 'r@lexcorp.example', b);
      const socket = await openSocket(b.origin, reader.cookie);
      // The writer's session works on instance B too: sessions live in the database.
      const onB = new Client(b.origin);
      onB.cookie = writer.cookie;
      expect((await onB.request('GET', '/api/session')).status).toBe(200);
      const created = await writer.request('POST', '/api/stories', { useCaseId: 'code-python-cli-argparse', timeSaved: 12 });
      expect(created.status).toBe(201);
      await waitFor(() => socket.messages.find((m) => m.type === 'story.created'));
      socket.ws.close();

      // A session ended on one instance closes its socket on the other, at once.
      const readerOnA = new Client(a.origin);
      readerOnA.cookie = reader.cookie;
      const held = await openSocket(b.origin, reader.cookie);
      const closed = new Promise<number>((resolve) => held.ws.once('close', (code) => resolve(code)));
      const started = Date.now();
      expect((await readerOnA.request('POST', '/api/auth/logout')).status).toBe(204);
      expect(await closed).toBe(4401);
      expect(Date.now() - started).toBeLessThan(1_500);
    } finally {
      await Promise.all([a.stop(), b.stop()]);
      await db.drop();
    }
  });
});
