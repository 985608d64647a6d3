import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PASSWORD } from './accounts-helpers';
import { createPostgresDatabase, ENGINES, POSTGRES_URL } from './harness';
import { Client, openSocket, startLiveServer, waitFor } from './live-server';

type Live = Awaited<ReturnType<typeof startLiveServer>>;

async function member(server: Live, email: string, via: Live = server): Promise<Client> {
  const client = new Client(via.origin);
  const signup = await client.request('POST', '/api/auth/signup', { email, password: PASSWORD, acceptTerms: true });
  if (signup.status !== 201) throw new Error(`signup ${signup.status}`);
  const mail = server.mailer.outbox().find((m) => m.to === email);
  const token = /token_hash=([A-Za-z0-9_-]+)/.exec(mail?.text ?? '')?.[1];
  const verify = await client.request('POST', '/api/auth/verify', { tokenHash: token, type: 'signup' });
  if (verify.status !== 200) throw new Error(`verify ${verify.status}`);
  return client;
}

describe.each(ENGINES)('realtime on %s', (engine) => {
  let server: Live;
  let drop: (() => Promise<void>) | undefined;

  beforeAll(async () => {
    const env: Record<string, string> = {};
    if (engine === 'postgres') {
      const db = await createPostgresDatabase();
      env.DATABASE_URL = db.url;
      drop = db.drop;
    }
    server = await startLiveServer(env);
  });
  afterAll(async () => {
    await server.stop();
    await drop?.();
  });

  it("delivers a teammate's story to the workspace's sockets within 2 s, and nothing to another workspace", async () => {
    const ada = await member(server, 'ada@wayne.example');
    const bob = await member(server, 'bob@wayne.example');
    const eve = await member(server, 'eve@stark.example');
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

    bobSocket.ws.send('{"type":"ping"}');
    await waitFor(() => bobSocket.messages.find((m) => m.type === 'pong'));
    bobSocket.ws.close();
    eveSocket.ws.close();
  });

  it('refuses sockets from another origin or without a session, and closes them at log-out', async () => {
    const zed = await member(server, 'zed@wayne.example');
    await expect(openSocket(server.origin, zed.cookie, 'https://evil.example')).rejects.toThrow(/403/);
    await expect(openSocket(server.origin, '')).rejects.toThrow(/401/);
    const socket = await openSocket(server.origin, zed.cookie);
    const closed = new Promise<number>((resolve) => socket.ws.once('close', (code) => resolve(code)));
    await zed.request('POST', '/api/auth/logout');
    expect(await closed).toBe(4401);
  });

  it('tells sockets to reconnect when the server stops', async () => {
    const db = engine === 'postgres' ? await createPostgresDatabase() : undefined;
    const other = await startLiveServer(db ? { DATABASE_URL: db.url } : {});
    const user = await member(other, 'kim@oscorp.example');
    const socket = await openSocket(other.origin, user.cookie);
    const closed = new Promise<number>((resolve) => socket.ws.once('close', (code) => resolve(code)));
    await other.stop();
    expect(await closed).toBe(1012);
    await db?.drop();
  });
});

describe.skipIf(!POSTGRES_URL)('realtime across two instances on one PostgreSQL', () => {
  it('delivers a story written on one instance to a socket held by the other', async () => {
    const db = await createPostgresDatabase();
    const [a, b] = await Promise.all([startLiveServer({ DATABASE_URL: db.url }), startLiveServer({ DATABASE_URL: db.url })]);
    try {
      const writer = await member(a, 'w@lexcorp.example');
      const reader = await member(b, 'r@lexcorp.example', b);
      const socket = await openSocket(b.origin, reader.cookie);
      // The writer's session works on instance B too: sessions live in the database.
      const onB = new Client(b.origin);
      onB.cookie = writer.cookie;
      expect((await onB.request('GET', '/api/session')).status).toBe(200);
      const created = await writer.request('POST', '/api/stories', { useCaseId: 'code-python-cli-argparse', timeSaved: 12 });
      expect(created.status).toBe(201);
      await waitFor(() => socket.messages.find((m) => m.type === 'story.created'));
      socket.ws.close();
    } finally {
      await Promise.all([a.stop(), b.stop()]);
      await db.drop();
    }
  });
});
