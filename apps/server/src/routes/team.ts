import { Hono, type Context } from 'hono';
import { z } from 'zod';
import { displayName } from '@pathwise/core';
import { requireMember } from '../auth/middleware';
import type { AppDeps, AppEnv } from '../context';
import { ApiError } from '../http/errors';
import { csvRow } from '../team/csv';
import { storiesForExport, teamStats, type Range } from '../team/stats';

const DAY = 24 * 60 * 60_000;
const isoDate = z.string().regex(/^\d{4}-\d{2}-\d{2}$/, 'must be a date like 2026-01-31');
const MAX_RANGE_DAYS = 731;

/** ?from=YYYY-MM-DD&to=YYYY-MM-DD (inclusive); the last 12 weeks by default. */
function readRange(c: Context<AppEnv>): Range {
  const parsed = z
    .object({ from: isoDate.optional(), to: isoDate.optional() })
    .safeParse({ from: c.req.query('from') || undefined, to: c.req.query('to') || undefined });
  if (!parsed.success)
    throw new ApiError(
      400,
      'validation_failed',
      `Invalid date range: ${parsed.error.issues.map((i) => `${i.path.join('.')} ${i.message}`).join('; ')}`,
    );
  const today = new Date(new Date().toISOString().slice(0, 10));
  const to = parsed.data.to ? new Date(`${parsed.data.to}T00:00:00Z`) : today;
  const from = parsed.data.from ? new Date(`${parsed.data.from}T00:00:00Z`) : new Date(to.getTime() - 83 * DAY);
  if (Number.isNaN(from.getTime()) || Number.isNaN(to.getTime()))
    throw new ApiError(400, 'validation_failed', 'Invalid date range: not a real date');
  if (from > to) throw new ApiError(400, 'validation_failed', 'Invalid date range: "from" is after "to"');
  if ((to.getTime() - from.getTime()) / DAY > MAX_RANGE_DAYS)
    throw new ApiError(400, 'validation_failed', 'Invalid date range: at most two years at a time');
  return { from, to: new Date(to.getTime() + DAY) };
}

export function teamRoutes(deps: AppDeps) {
  const { db } = deps.database;
  return new Hono<AppEnv>()
    .get('/api/team/stats', async (c) => {
      const { workspaceId } = await requireMember(c, deps);
      const stats = await teamStats(db, deps.catalogue, workspaceId, readRange(c));
      c.header('Cache-Control', 'private, no-cache');
      return c.json(stats);
    })
    .get('/api/team/stories.csv', async (c) => {
      const { workspaceId } = await requireMember(c, deps);
      const range = readRange(c);
      const rows = await storiesForExport(db, workspaceId, range);
      const lines = [
        csvRow(['Date', 'Teammate', 'Use case', 'Minutes saved', 'Feedback', 'Prompts', 'Likes']),
        ...rows.map((r) =>
          csvRow([
            r.createdAt.toISOString(),
            displayName(r.email),
            deps.catalogue.get(r.useCaseId)?.title ?? r.useCaseId,
            r.timeSaved,
            r.feedback,
            r.prompts.join('\n'),
            r.likes,
          ]),
        ),
      ];
      const name = `team-stories-${range.from.toISOString().slice(0, 10)}-to-${new Date(range.to.getTime() - DAY).toISOString().slice(0, 10)}.csv`;
      return c.body(`\uFEFF${lines.join('\r\n')}\r\n`, 200, {
        'Content-Type': 'text/csv; charset=utf-8',
        'Content-Disposition': `attachment; filename="${name}"`,
        'Cache-Control': 'private, no-store',
      });
    });
}
