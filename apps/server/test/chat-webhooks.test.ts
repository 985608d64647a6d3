import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { loadConfig } from '../src/config';
import { queryRows } from '../src/db/client';
import { BlockedAddressError, isBlockedAddress, postJson, resolvesInternally } from '../src/chat/safe-post';
import { checkWebhookUrl } from '../src/chat/webhook-url';
import { call, eventually, onboard, verifiedUser } from './accounts-helpers';
import { createTestContext, ENGINES, type TestContext } from './harness';

interface Received {
  path: string;
  body: Record<string, unknown>;
}

/** A local fake webhook receiver (plain http: the test configuration allows its origin only). */
async function startReceiver() {
  const received: Received[] = [];
  let plan: (req: IncomingMessage) => { status: number; headers?: Record<string, string> } = () => ({ status: 200 });
  const server: Server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      received.push({ path: req.url ?? '', body: JSON.parse(Buffer.concat(chunks).toString() || '{}') as Record<string, unknown> });
      const answer = plan(req);
      res.writeHead(answer.status, answer.headers).end('ok');
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    origin: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    received,
    answer: (next: typeof plan) => (plan = next),
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

const POLICY = loadConfig({ NODE_ENV: 'test', AUTH_SECRET: 'x'.repeat(32), DATA_DIR: '/tmp/pw-policy' }).webhooks;

describe('webhook address rules (allow-list, https only, no internal address)', () => {
  it.each([
    ['slack', 'https://hooks.slack.com/services/T0/B0/abcd', true],
    ['teams', 'https://contoso.webhook.office.com/webhookb2/abc/IncomingWebhook/def', true],
    ['teams', 'https://prod-12.westeurope.logic.azure.com:443/workflows/abc/triggers/manual/paths/invoke?sig=x', true],
    ['slack', 'http://hooks.slack.com/services/T0/B0/abcd', false],
    ['slack', 'https://hooks.slack.com.evil.example/services/x', false],
    ['slack', 'https://evil.example/hooks.slack.com/services/x', false],
    ['slack', 'https://user:pw@hooks.slack.com/services/x', false],
    ['slack', 'https://hooks.slack.com:8443/services/x', false],
    ['slack', 'https://127.0.0.1/services/x', false],
    ['slack', 'https://169.254.169.254/latest/meta-data', false],
    ['slack', 'https://[::1]/services/x', false],
    ['slack', 'https://contoso.webhook.office.com/webhookb2/abc', false],
    ['teams', 'https://webhook.office.com/webhookb2/abc', false],
    ['slack', 'javascript:alert(1)', false],
    ['slack', 'https://hooks.slack.com/', false],
  ] as const)('%s %s → allowed: %s', (provider, url, ok) => {
    expect(checkWebhookUrl(url, provider, POLICY).ok).toBe(ok);
  });

  it('refuses internal addresses of every kind, IPv4-mapped ones included', () => {
    for (const address of [
      '127.0.0.1',
      '10.1.2.3',
      '172.20.0.1',
      '192.168.1.1',
      '169.254.169.254',
      '100.64.0.1',
      '0.0.0.0',
      '::1',
      '::',
      'fd00::1',
      'fe80::1',
      '::ffff:127.0.0.1',
      '::ffff:169.254.169.254',
      'not-an-ip',
    ])
      expect(isBlockedAddress(address), address).toBe(true);
    for (const address of ['8.8.8.8', '52.1.2.3', '2001:4860:4860::8888']) expect(isBlockedAddress(address), address).toBe(false);
  });

  it('resolves the host and connects only to the address it checked (no request reaches loopback)', async () => {
    const receiver = await startReceiver();
    try {
      expect(await resolvesInternally('localhost')).toBe('internal');
      expect(await resolvesInternally('no-such-host.invalid')).toBe('unresolved');
      const viaName = new URL(receiver.origin.replace('127.0.0.1', 'localhost') + '/hook');
      await expect(postJson(viaName, { text: 'x' }, { allowInternal: false })).rejects.toBeInstanceOf(BlockedAddressError);
      expect(receiver.received).toEqual([]);
      // The same request where the test origin is allowed does arrive (the guard, not the network, stopped it).
      expect((await postJson(viaName, { text: 'x' }, { allowInternal: true })).status).toBe(200);
      expect(receiver.received).toHaveLength(1);
    } finally {
      await receiver.close();
    }
  });

  it('validates the allow-list and the test origins at start', () => {
    const base = { NODE_ENV: 'test', AUTH_SECRET: 'x'.repeat(32), DATA_DIR: '/tmp/pw-policy' };
    expect(() => loadConfig({ ...base, SLACK_WEBHOOK_HOSTS: '127.0.0.1' })).toThrow(/SLACK_WEBHOOK_HOSTS/);
    expect(() => loadConfig({ ...base, TEAMS_WEBHOOK_HOSTS: 'localhost' })).toThrow(/TEAMS_WEBHOOK_HOSTS/);
    expect(() => loadConfig({ ...base, NODE_ENV: 'development', WEBHOOK_TEST_ORIGINS: 'http://127.0.0.1:9' })).toThrow(/tests only/);
    expect(() => loadConfig({ ...base, WEBHOOK_TEST_ORIGINS: 'http://10.0.0.1:9' })).toThrow(/WEBHOOK_TEST_ORIGINS/);
    expect(loadConfig({ ...base, SLACK_WEBHOOK_HOSTS: 'hooks.slack.com, *.example.com' }).webhooks.hosts.slack).toEqual([
      'hooks.slack.com',
      '*.example.com',
    ]);
  });
});

describe.each(ENGINES)('chat webhooks on %s', (engine) => {
  let t: TestContext;
  let receiver: Awaited<ReturnType<typeof startReceiver>>;
  let admin: string;
  let member: string;
  let outsider: string;
  const SECRET = 'S3cretPathNeverLogged';

  beforeAll(async () => {
    receiver = await startReceiver();
    t = await createTestContext(engine, { env: { WEBHOOK_TEST_ORIGINS: receiver.origin } });
    admin = await verifiedUser(t, 'admin@hooks.example');
    member = await verifiedUser(t, 'member@hooks.example');
    outsider = await verifiedUser(t, 'admin@other-hooks.example');
    for (const cookie of [admin, member, outsider]) await onboard(t, cookie);
  });
  afterAll(async () => {
    await t.close();
    await receiver.close();
  });
  beforeEach(() => {
    receiver.received.length = 0;
    receiver.answer(() => ({ status: 200 }));
  });

  it('lets admins only connect an allow-listed address, then shows only its host and last 4 characters', async () => {
    const url = `https://hooks.slack.com/services/T01/B02/${SECRET}WXYZ`;
    expect((await call(t, 'PUT', '/api/integrations/chat/slack', { url }, member)).status).toBe(403);
    expect((await call(t, 'GET', '/api/integrations/chat', undefined, member)).status).toBe(403);
    for (const bad of [
      'http://hooks.slack.com/services/x',
      'https://localhost/services/x',
      'https://evil.example/x',
      `https://hooks.slack.com/services/a\u0001b`,
      'x'.repeat(2049),
    ]) {
      const result = await call(t, 'PUT', '/api/integrations/chat/slack', { url: bad }, admin);
      expect(result.status, bad).toBe(400);
    }
    expect((await call(t, 'PUT', '/api/integrations/chat/discord', { url }, admin)).status).toBe(404);
    const saved = await call(t, 'PUT', '/api/integrations/chat/slack', { url }, admin);
    expect(saved.status).toBe(200);
    expect(saved.json.webhook).toMatchObject({ provider: 'slack', hint: 'hooks.slack.com …WXYZ' });
    const listed = await call(t, 'GET', '/api/integrations/chat', undefined, admin);
    expect(JSON.stringify(listed.json)).not.toContain(SECRET);
    expect((listed.json.webhooks as unknown[]).length).toBe(1);
    // Stored encrypted, never in a log line; another workspace's admin sees none of it.
    const stored = await queryRows<{ url_cipher: string }>(t.database.db, sql`SELECT url_cipher FROM chat_webhooks`);
    expect(stored[0]?.url_cipher).not.toContain(SECRET);
    expect(t.logs.join('\n')).not.toContain(SECRET);
    expect((await call(t, 'GET', '/api/integrations/chat', undefined, outsider)).json).toEqual({ webhooks: [] });
    expect((await call(t, 'DELETE', '/api/integrations/chat/slack', undefined, outsider)).status).toBe(404);
    expect((await call(t, 'DELETE', '/api/integrations/chat/slack', undefined, admin)).status).toBe(204);
  });

  it('queues nothing for a story of a workspace without a chat webhook', async () => {
    expect((await call(t, 'GET', '/api/integrations/chat', undefined, admin)).json).toEqual({ webhooks: [] });
    const story = await call(t, 'POST', '/api/stories', { useCaseId: 'code-python-cli-argparse', timeSaved: 5 }, member);
    expect(story.status).toBe(201);
    const jobs = await queryRows<{ n: number }>(t.database.db, sql`SELECT count(*)::int AS n FROM pgboss.job WHERE name = 'chat.story'`);
    expect(jobs[0]?.n).toBe(0);
  });

  it('posts a new story through the queue without slowing the request, and retries a failing receiver', async () => {
    let failures = 2;
    receiver.answer(() => (failures-- > 0 ? { status: 503 } : { status: 200 }));
    await call(t, 'PUT', '/api/integrations/chat/slack', { url: `${receiver.origin}/slack/${SECRET}` }, admin);
    await call(t, 'PUT', '/api/integrations/chat/teams', { url: `${receiver.origin}/teams/${SECRET}` }, admin);
    const started = performance.now();
    const story = await call(t, 'POST', '/api/stories', { useCaseId: 'code-python-cli-argparse', timeSaved: 25 }, member);
    expect(story.status).toBe(201);
    expect(performance.now() - started).toBeLessThan(1_000);
    const got = await eventually(
      () => receiver.received,
      (r) => r.length >= 4,
      30_000,
    );
    const slack = got.filter((r) => r.path.startsWith('/slack/'));
    const teams = got.filter((r) => r.path.startsWith('/teams/'));
    expect(slack.length + teams.length).toBe(4); // two refused attempts, then one of each
    expect(slack.at(-1)?.body.text).toMatch(
      /^member shared an impact story on ".+": saves about 25 minutes a day\. <http:\/\/localhost:3999\/use-case\/code-python-cli-argparse\|Open in Pathwise>$/,
    );
    expect(JSON.stringify(teams.at(-1)?.body)).toContain('application/vnd.microsoft.card.adaptive');
    expect(t.logs.some((line) => line.includes('job failed; it will be retried'))).toBe(true);
    expect(t.logs.join('\n')).not.toContain(SECRET);
    const jobs = await queryRows<{ n: number }>(
      t.database.db,
      sql`SELECT count(*)::int AS n FROM pgboss.job WHERE data::text LIKE ${`%${SECRET}%`}`,
    );
    expect(jobs[0]?.n).toBe(0);
  }, 60_000);

  it('never follows a redirect, and stops at a refusal', async () => {
    const elsewhere = await startReceiver();
    try {
      receiver.answer(() => ({ status: 302, headers: { Location: `${elsewhere.origin}/stolen` } }));
      await call(t, 'DELETE', '/api/integrations/chat/teams', undefined, admin);
      expect((await call(t, 'POST', '/api/integrations/chat/slack/test', undefined, admin)).status).toBe(202);
      await eventually(
        () => t.logs.some((line) => line.includes('redirect, which is never followed')),
        (seen) => seen,
      );
      await new Promise((r) => setTimeout(r, 1_500));
      expect(receiver.received).toHaveLength(1);
      expect(elsewhere.received).toEqual([]);
      expect((await call(t, 'POST', '/api/integrations/chat/teams/test', undefined, admin)).status).toBe(404);
    } finally {
      await elsewhere.close();
    }
  });

  it('posts a newly published use case (the event issue 16 sends)', async () => {
    const [row] = await queryRows<{ workspace_id: string }>(
      t.database.db,
      sql`SELECT p.workspace_id FROM user_profiles p JOIN users u ON u.id = p.id WHERE u.email = 'admin@hooks.example'`,
    );
    await t.jobs.send('chat.use-case-published', {
      workspaceId: row?.workspace_id ?? '',
      useCaseId: 'our-deploy-guide',
      title: 'Our deploy guide',
    });
    const got = await eventually(
      () => receiver.received,
      (r) => r.length >= 1,
    );
    expect(got[0]?.body.text).toMatch(/^New use case published: "Our deploy guide"\./);
  });

  it('stops queueing stories as soon as the webhooks are removed (whether a workspace has one is kept in memory)', async () => {
    const count = async () =>
      (await queryRows<{ n: number }>(t.database.db, sql`SELECT count(*)::int AS n FROM pgboss.job WHERE name = 'chat.story'`))[0]?.n;
    await call(t, 'PUT', '/api/integrations/chat/slack', { url: `${receiver.origin}/slack/${SECRET}` }, admin);
    const before = await count();
    expect((await call(t, 'POST', '/api/stories', { useCaseId: 'code-python-cli-argparse', timeSaved: 7 }, member)).status).toBe(201);
    const connected = await count();
    expect(connected).toBe((before ?? 0) + 1);
    for (const provider of ['slack', 'teams']) await call(t, 'DELETE', `/api/integrations/chat/${provider}`, undefined, admin);
    expect((await call(t, 'POST', '/api/stories', { useCaseId: 'code-python-cli-argparse', timeSaved: 8 }, member)).status).toBe(201);
    expect(await count()).toBe(connected);
  });
});
