import type { Context } from 'hono';
import { readTeamRange } from '@pathwise/core';
import type { AppEnv } from '../context';
import { ApiError } from '../http/errors';
import type { Range } from './stats';

/** ?from=YYYY-MM-DD&to=YYYY-MM-DD (inclusive; core's rule); the last 12 weeks by default. */
export function readRange(c: Context<AppEnv>): Range {
  const result = readTeamRange({ from: c.req.query('from') || undefined, to: c.req.query('to') || undefined });
  if (!result.ok) throw new ApiError(400, 'validation_failed', `Invalid date range: ${result.message}`);
  return { from: result.from, to: result.to };
}
