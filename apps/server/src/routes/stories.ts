import { Hono } from 'hono';
import { z } from 'zod';
import { FEED_FILTERS, storyInputSchema } from '@pathwise/core';
import { requireMember } from '../auth/middleware';
import type { AppDeps, AppEnv } from '../context';
import { readJson } from '../http/body';
import { ApiError } from '../http/errors';
import { exampleFeed, workspaceFeed } from '../stories/feed';
import { createStory, setLike } from '../stories/write';

const feedQuery = z.object({ filter: z.enum(FEED_FILTERS).default('relevant') });
const uuid = z.uuid();

export function storyRoutes(deps: AppDeps) {
  const { db } = deps.database;

  return new Hono<AppEnv>()
    .get('/api/feed', async (c) => {
      const caller = await requireMember(c, deps);
      const query = feedQuery.safeParse({ filter: c.req.query('filter') || undefined });
      if (!query.success) throw new ApiError(400, 'validation_failed', `filter must be one of ${FEED_FILTERS.join(', ')}`);
      const { account } = caller;
      const viewer = {
        userId: account.id,
        workspaceId: caller.workspaceId,
        role: account.specialty,
        proficiencyLevel: account.proficiencyLevel,
        responsibilities: account.responsibilities,
        preferredUseCaseTypes: account.preferredUseCaseTypes,
        completedCount: account.completedCount,
      };
      const hasOwn = await deps.feedCache.hasStories(caller.workspaceId);
      const stories = hasOwn
        ? await deps.feedCache.view(caller.workspaceId, `${account.id}:${query.data.filter}`, () =>
            workspaceFeed(deps.feedCache, deps.catalogue, viewer, query.data.filter),
          )
        : exampleFeed(deps.catalogue, viewer, query.data.filter);
      c.header('Cache-Control', 'private, no-cache');
      return c.json({ stories, examples: !hasOwn });
    })

    .post('/api/stories', async (c) => {
      const caller = await requireMember(c, deps);
      const input = await readJson(c, storyInputSchema);
      const useCase = deps.catalogue.get(input.useCaseId);
      if (!useCase) throw new ApiError(404, 'use_case_not_found', 'Use case not found');
      const story = await createStory(db, { userId: caller.account.id, workspaceId: caller.workspaceId }, useCase, input);
      deps.feedCache.invalidate(caller.workspaceId);
      if (story.newlyCompleted) await deps.callers.userChanged(caller.account.id);
      await deps.bus.publish({ type: 'story.created', workspaceId: caller.workspaceId, storyId: story.id, useCaseId: useCase.id });
      return c.json({ story: { id: story.id }, completed: true }, 201);
    })

    .on(['POST', 'DELETE'], '/api/stories/:id/like', async (c) => {
      const caller = await requireMember(c, deps);
      const id = c.req.param('id');
      if (!uuid.safeParse(id).success) throw new ApiError(404, 'story_not_found', 'This story does not exist.');
      const result = await setLike(db, { userId: caller.account.id, workspaceId: caller.workspaceId }, id, c.req.method === 'POST');
      if (!result) throw new ApiError(404, 'story_not_found', 'This story does not exist.');
      deps.feedCache.invalidate(caller.workspaceId);
      await deps.bus.publish({ type: 'story.liked', workspaceId: caller.workspaceId, storyId: id, likes: result.likes });
      return c.json(result);
    });
}
