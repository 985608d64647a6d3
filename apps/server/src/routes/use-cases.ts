import { createHash } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { Hono } from 'hono';
import { z } from 'zod';
import { requireMember, requireUser } from '../auth/middleware';
import { seededHelpfulCount } from '../catalogue/catalogue';
import type { AppDeps, AppEnv } from '../context';
import { useCaseRatings } from '../db/schema';
import { readJson } from '../http/body';
import { ApiError } from '../http/errors';
import { completedUseCaseIds, helpfulCountOf, rateUseCase, workspaceHelpfulRatings } from '../stories/activity';

const ratingBody = z.object({ helpful: z.boolean() });
const idParam = z.string().regex(/^[a-z0-9][a-z0-9-]{0,99}$/);

export function useCaseRoutes(deps: AppDeps) {
  const { db } = deps.database;
  const { catalogue } = deps;

  function findUseCase(id: string) {
    const useCase = idParam.safeParse(id).success ? catalogue.get(id) : undefined;
    if (!useCase) throw new ApiError(404, 'use_case_not_found', 'Use case not found');
    return useCase;
  }

  return new Hono<AppEnv>()
    .get('/api/use-cases', async (c) => {
      const { account } = await requireUser(c, deps);
      const [ratings, completed] = await Promise.all([
        workspaceHelpfulRatings(db, account.workspaceId),
        completedUseCaseIds(db, account.id),
      ]);
      const done = new Set(completed);
      // The ETag comes from what the answer is made of (content version, the workspace's Yes
      // counts, the user's completions), so a revalidation is answered without building it.
      const counts = [...ratings].sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
      const etag = `W/"${createHash('sha1')
        .update(catalogue.version)
        .update(JSON.stringify(counts))
        .update(JSON.stringify([...done].sort()))
        .digest('base64url')}"`;
      c.header('ETag', etag);
      c.header('Cache-Control', 'private, no-cache');
      c.header('Vary', 'Cookie');
      if (c.req.header('if-none-match') === etag) return c.body(null, 304);
      const body = catalogue.listJson(
        (id) => seededHelpfulCount(id) + (ratings.get(id) ?? 0),
        (id) => done.has(id),
      );
      return c.body(body, 200, { 'Content-Type': 'application/json; charset=utf-8' });
    })

    .get('/api/use-cases/:id', async (c) => {
      const { account } = await requireUser(c, deps);
      const useCase = findUseCase(c.req.param('id'));
      const [helpfulCount, completed, rating] = await Promise.all([
        account.workspaceId ? helpfulCountOf(db, account.workspaceId, useCase.id) : seededHelpfulCount(useCase.id),
        completedUseCaseIds(db, account.id),
        db
          .select({ helpful: useCaseRatings.helpful })
          .from(useCaseRatings)
          .where(and(eq(useCaseRatings.userId, account.id), eq(useCaseRatings.useCaseId, useCase.id))),
      ]);
      c.header('Cache-Control', 'private, no-cache');
      return c.json({
        useCase: { ...useCase, helpfulCount, completed: completed.includes(useCase.id), rating: rating[0]?.helpful ?? null },
      });
    })

    .post('/api/use-cases/:id/rating', async (c) => {
      const caller = await requireMember(c, deps);
      const useCase = findUseCase(c.req.param('id'));
      const { helpful } = await readJson(c, ratingBody);
      const result = await rateUseCase(db, { userId: caller.account.id, workspaceId: caller.workspaceId, useCaseId: useCase.id, helpful });
      if (result.newlyCompleted) {
        deps.feedCache.invalidate(caller.workspaceId);
        await deps.callers.userChanged(caller.account.id);
      }
      await deps.bus.publish({
        type: 'rating.changed',
        workspaceId: caller.workspaceId,
        useCaseId: useCase.id,
        helpfulCount: result.helpfulCount,
      });
      if (result.newlyCompleted)
        await deps.bus.publish({ type: 'completion.created', workspaceId: caller.workspaceId, useCaseId: useCase.id });
      return c.json({ helpful: result.helpful, helpfulCount: result.helpfulCount, completed: true });
    });
}
