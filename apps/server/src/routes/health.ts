import { Hono } from 'hono';
import type { AppDeps, AppEnv } from '../context';

export function healthRoutes({ database }: AppDeps) {
  return new Hono<AppEnv>()
    .get('/healthz', (c) => c.json({ status: 'ok' }))
    .get('/readyz', async (c) => {
      const ready = await database.ping();
      return c.json({ status: ready ? 'ready' : 'not_ready', database: database.kind }, ready ? 200 : 503);
    });
}
