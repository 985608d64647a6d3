import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeServer, json } from '@/test/fake-server';

// The module keeps its answers between calls: each test loads it afresh.
async function load() {
  vi.resetModules();
  return {
    early: await import('./early-requests'),
    client: await import('./api-client'),
  };
}

describe('early requests', () => {
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['Date'] });
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('hands an early answer to the first request for the same address, once', async () => {
    const server = fakeServer({ 'GET /api/use-cases': () => json(200, { useCases: [] }) });
    const { early, client } = await load();
    void early.requestEarly('/api/use-cases');
    void early.requestEarly('/api/use-cases'); // asked twice, sent once
    expect(server.calls('GET /api/use-cases')).toHaveLength(1);

    await expect(client.api('/api/use-cases')).resolves.toEqual({ useCases: [] });
    expect(server.calls('GET /api/use-cases')).toHaveLength(1);
    // The next request is a new one.
    await client.api('/api/use-cases');
    expect(server.calls('GET /api/use-cases')).toHaveLength(2);
  });

  it('is the same request the client would send', async () => {
    fakeServer();
    const { early } = await load();
    void early.requestEarly('/api/session');
    const [, init] = vi.mocked(fetch).mock.calls[0] ?? [];
    expect(init).toMatchObject({ method: 'GET', credentials: 'same-origin', headers: { Accept: 'application/json' } });
  });

  it('drops an answer that has waited too long, and never serves another address', async () => {
    const server = fakeServer({ 'GET /api/use-cases': () => json(200, { useCases: [] }) });
    const { early, client } = await load();
    void early.requestEarly('/api/use-cases');
    expect(early.takeEarly('/api/use-cases/other')).toBeUndefined();
    vi.setSystemTime(Date.now() + early.EARLY_ANSWER_MS + 1);
    await client.api('/api/use-cases');
    expect(server.calls('GET /api/use-cases')).toHaveLength(2);
  });

  it('sends nothing for an address the app asked for before the boot script got to it, while the page is new', async () => {
    const server = fakeServer({
      'GET /api/team/stats': () => json(200, { stats: [] }),
      'GET /api/team/impact': () => json(200, { impact: [] }),
    });
    const { early, client } = await load();
    await client.api('/api/team/stats?from=2026-09-14');
    expect(early.requestEarly('/api/team/stats?from=2026-09-14')).toBeNull();
    expect(server.calls('GET /api/team/stats')).toHaveLength(1);
    // Later on, the boot script is long done: nothing is kept of what the app asks for.
    vi.setSystemTime(Date.now() + early.EARLY_ANSWER_MS + 1);
    await client.api('/api/team/impact?from=2026-09-14');
    expect(early.requestEarly('/api/team/impact?from=2026-09-14')).not.toBeNull();
    expect(server.calls('GET /api/team/impact')).toHaveLength(2);
  });

  it('leaves writes alone', async () => {
    const server = fakeServer({ 'POST /api/stories': () => json(201, { story: { id: 's1' } }) });
    const { early, client } = await load();
    void early.requestEarly('/api/stories');
    await client.api('/api/stories', { body: { useCaseId: 'x' } });
    expect(server.calls('POST /api/stories')).toHaveLength(1);
  });
});
