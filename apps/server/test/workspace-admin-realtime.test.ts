import { describe, expect, it } from 'vitest';
import { PASSWORD } from './accounts-helpers';
import { createPostgresDatabase, ENGINES, POSTGRES_URL } from './harness';
import { Client, openEndedSocket, openSocket, startLiveServer, startLiveServerOn, waitFor } from './live-server';

type Live = Awaited<ReturnType<typeof startLiveServer>>;

/** Signs up through `via` and verifies (the mail job may run on any of `servers`); returns the client and the user id. */
async function member(servers: Live[], email: string, via: Live): Promise<{ client: Client; id: string }> {
  const client = new Client(via.origin);
  const signup = await client.request('POST', '/api/auth/signup', { email, password: PASSWORD, acceptTerms: true });
  if (signup.status !== 201) throw new Error(`signup ${signup.status}`);
  const mail = await waitFor(() => servers.flatMap((s) => s.mailer.outbox()).find((m) => m.to === email), 10_000);
  const token = /token_hash=([A-Za-z0-9_-]+)/.exec(mail.text)?.[1];
  const verify = await client.request('POST', '/api/auth/verify', { tokenHash: token, type: 'signup' });
  if (verify.status !== 200) throw new Error(`verify ${verify.status}`);
  return { client, id: (verify.json.user as { id: string }).id };
}

/** The admin deactivates `target` through `adminVia`; the target's socket on `socketOn` must close within 2 s. */
async function deactivationClosesSocket(servers: Live[], adminVia: Live, socketOn: Live, domain: string) {
  const admin = await member(servers, `admin@${domain}`, adminVia);
  const target = await member(servers, `target@${domain}`, socketOn);
  const socket = await openSocket(socketOn.origin, target.client.cookie);
  await waitFor(() => socket.messages.find((m) => m.type === 'hello'));
  const closed = new Promise<number>((resolve) => socket.ws.once('close', (code) => resolve(code)));
  const started = Date.now();
  expect((await admin.client.request('POST', `/api/workspace/members/${target.id}/deactivation`)).status).toBe(200);
  expect(await closed).toBe(4401);
  expect(Date.now() - started).toBeLessThan(2_000);
  // Reconnecting is told at once that the session ended (and hears nothing); a new sign-in is refused.
  expect(await openEndedSocket(socketOn.origin, target.client.cookie)).toEqual({ code: 4401, messages: [] });
  const again = await new Client(socketOn.origin).request('POST', '/api/auth/login', { email: `target@${domain}`, password: PASSWORD });
  expect(again.status).toBe(403);
}

describe.each(ENGINES)('deactivation and open sockets on %s', (engine) => {
  it("closes the deactivated member's socket within seconds", async () => {
    const server = await startLiveServerOn(engine);
    try {
      await deactivationClosesSocket([server], server, server, 'wayne.example');
    } finally {
      await server.stop();
    }
  });
});

describe.skipIf(!POSTGRES_URL)('deactivation across two instances on one PostgreSQL', () => {
  it('closes the socket held by the other instance within seconds', async () => {
    const db = await createPostgresDatabase();
    const [a, b] = await Promise.all([startLiveServer({ DATABASE_URL: db.url }), startLiveServer({ DATABASE_URL: db.url })]);
    try {
      await deactivationClosesSocket([a, b], a, b, 'lexcorp.example');
    } finally {
      await Promise.all([a.stop(), b.stop()]);
      await db.drop();
    }
  });
});
