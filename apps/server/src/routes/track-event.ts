import { Hono } from 'hono';
import { z } from 'zod';
import { redactRecord } from '@pathwise/core';
import { readJson } from '../http/body';
import { enforceLimit } from '../http/limits';
import { analyticsEvents } from '../db/schema';
import type { AppDeps, AppEnv } from '../context';

const MAX_PROPERTIES_BYTES = 8 * 1024;

/** The spec's track-event function: `{ event, distinctId, properties }`, anonymous allowed. */
export const trackEventSchema = z.object({
  event: z
    .string()
    .trim()
    .min(1, 'is required')
    .max(100)
    .regex(/^[a-z][a-z0-9_]*(\.[a-z][a-z0-9_]*)*$/, 'must look like category.action (lowercase, dots and underscores)'),
  distinctId: z.string().trim().min(1, 'is required (a user id or "anonymous")').max(100),
  properties: z
    .record(z.string().max(100), z.unknown())
    .default({})
    .refine((value) => JSON.stringify(value).length <= MAX_PROPERTIES_BYTES, `must be at most ${MAX_PROPERTIES_BYTES} bytes as JSON`),
});

export function trackEventRoutes(deps: AppDeps) {
  const { database } = deps;
  return new Hono<AppEnv>().post('/functions/v1/track-event', async (c) => {
    const body = await readJson(c, trackEventSchema);
    await enforceLimit(deps, 'trackEventPerIp', c.get('client').ip);
    const [row] = await database.db
      .insert(analyticsEvents)
      // A client that sends an address with a token anyway (an old or a foreign one) still has it
      // stripped: token-like parameters and secret-named fields never reach analytics_events.
      .values({ event: body.event, distinctId: body.distinctId, properties: redactRecord(body.properties) as Record<string, unknown> })
      .returning({ id: analyticsEvents.id });
    return c.json({ id: row?.id }, 201);
  });
}
