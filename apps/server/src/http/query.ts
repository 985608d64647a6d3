import type { Context } from 'hono';
import type { z } from 'zod';
import { isBrokenText } from '@pathwise/core';
import { brokenTextError } from './body';
import { ApiError } from './errors';

/** Reads and validates a query string against a zod schema; broken text and bad values are a 400. */
export function readQuery<T extends z.ZodType>(c: Context, schema: T): z.infer<T> {
  const raw: Record<string, string> = {};
  for (const [key, value] of Object.entries(c.req.query())) {
    if (isBrokenText(key) || isBrokenText(value)) throw brokenTextError(key);
    // An empty parameter means "not set" (a cleared search box).
    if (value !== '') raw[key] = value;
  }
  const parsed = schema.safeParse(raw);
  if (!parsed.success) {
    const details = parsed.error.issues.map((issue) => ({ field: issue.path.join('.') || '(query)', message: issue.message }));
    throw new ApiError(400, 'validation_failed', `Invalid request: ${details.map((d) => `${d.field}: ${d.message}`).join('; ')}`, details);
  }
  return parsed.data;
}
