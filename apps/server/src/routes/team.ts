import { Hono } from 'hono';
import { requireMember } from '../auth/middleware';
import type { AppDeps, AppEnv } from '../context';
import { csvRow } from '../team/csv';
import { readerOf } from '../authoring/find-use-case';
import { readerScope } from '../authoring/visibility';
import { storyAuthorName } from '../sharing/story-author';
import { readRange } from '../team/range';
import { storiesForExport, teamStats } from '../team/stats';

const DAY = 24 * 60 * 60_000;

export function teamRoutes(deps: AppDeps) {
  const { db } = deps.database;
  return new Hono<AppEnv>()
    .get('/api/team/stats', async (c) => {
      const { workspaceId, account } = await requireMember(c, deps);
      const { catalogue, hidden } = await readerScope(deps.teamCatalogue, { ...readerOf(account), workspaceId });
      const stats = await teamStats(db, catalogue, workspaceId, readRange(c), hidden);
      c.header('Cache-Control', 'private, no-cache');
      return c.json(stats);
    })
    .get('/api/team/stories.csv', async (c) => {
      const { workspaceId, account } = await requireMember(c, deps);
      const range = readRange(c);
      const { catalogue, hidden } = await readerScope(deps.teamCatalogue, { ...readerOf(account), workspaceId });
      const rows = await storiesForExport(db, workspaceId, range, hidden);
      const lines = [
        csvRow(['Date', 'Teammate', 'Use case', 'Minutes saved', 'Feedback', 'Prompts', 'Likes', 'Evidence']),
        ...rows.map((r) =>
          csvRow([
            r.createdAt.toISOString(),
            storyAuthorName({ authorEmail: r.email, sharing: r.sharing }),
            catalogue.get(r.useCaseId)?.title ?? r.useCaseId,
            r.timeSaved,
            r.feedback,
            r.prompts.join('\n'),
            r.likes,
            r.evidenceUrl ?? '',
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
