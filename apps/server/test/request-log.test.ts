import { Hono } from 'hono';
import { describe, expect, it } from 'vitest';
import type { AppEnv } from '../src/context';
import { requestLog, requestLogger } from '../src/http/request-log';
import { testLogger } from './harness';

/** A tiny app with the request logger in front: one route logs through it, one logs nothing. */
function appWithLog(level = 'debug') {
  const { logger, logs } = testLogger();
  logger.level = level;
  const app = new Hono<AppEnv>()
    .use(requestLog(logger))
    .get('/quiet', (c) => c.json({ ok: true }))
    .get('/talks', (c) => {
      requestLogger(c).info({ token: 'secret-token-value', nested: { password: 'hunter2' }, kept: 'visible' }, 'route line');
      requestLogger(c).warn('second line');
      return c.json({ ok: true });
    });
  const lines = () => logs.map((line) => JSON.parse(line) as Record<string, unknown>);
  return { app, lines };
}

describe('request log', () => {
  it('writes one line per request: its id (as sent back), method, path without the query, status and time', async () => {
    const { app, lines } = appWithLog();
    const response = await app.request('/quiet?token=query-token-value&email=someone@mail.example');
    const [line, ...others] = lines();
    expect(others).toEqual([]);
    expect(line).toMatchObject({ msg: 'request', service: 'pathwise', req: { method: 'GET', path: '/quiet' }, res: { status: 200 } });
    expect(line?.reqId).toBe(response.headers.get('x-request-id'));
    expect(typeof line?.ms).toBe('number');
    // Words a request id (hex) cannot hold, so only a logged query could match.
    expect(JSON.stringify(line)).not.toMatch(/query-token-value|someone@mail\.example/);
  });

  it("gives a route's own lines the request's id, with credentials redacted", async () => {
    const { app, lines } = appWithLog();
    const response = await app.request('/talks');
    const id = response.headers.get('x-request-id');
    const [route, second, request] = lines();
    expect(route).toMatchObject({ msg: 'route line', reqId: id, token: '[redacted]', nested: { password: '[redacted]' }, kept: 'visible' });
    expect(second).toMatchObject({ msg: 'second line', reqId: id });
    expect(request).toMatchObject({ msg: 'request', reqId: id });
    expect(JSON.stringify(lines())).not.toMatch(/secret-token-value|hunter2/);
  });

  it('keeps to the configured level: at warn only the warnings are written', async () => {
    const { app, lines } = appWithLog('warn');
    await app.request('/quiet');
    await app.request('/talks');
    expect(lines().map((line) => line.msg)).toEqual(['second line']);
  });

  it('gives each request its own id', async () => {
    const { app } = appWithLog();
    const ids = await Promise.all([1, 2, 3].map(async () => (await app.request('/quiet')).headers.get('x-request-id')));
    expect(new Set(ids).size).toBe(3);
  });
});
