import { Hono } from 'hono';
import { z } from 'zod';
import { FEED_FILTERS, feedStoryToWire, isFeedFilter, storyInputSchema } from '@pathwise/core';
import { requireMember } from '../auth/middleware';
import type { AppDeps, AppEnv } from '../context';
import { readJson } from '../http/body';
import { EncodedJson, jsonAnswer } from '../http/compress';
import { findReadableUseCase, readerOf } from '../authoring/find-use-case';
import { readerScope } from '../authoring/visibility';
import { notifyAuthorOfCompletion } from '../authoring/completion-notice';
import { ApiError } from '../http/errors';
import { exampleFeed, feedViewer, workspaceFeed } from '../stories/feed';
import { createStory, setLike } from '../stories/write';
import { notifyStoryLiked } from '../notifications/story-liked';
import { storyListed } from '../sharing/story-author';

const uuid = z.uuid();
/** The feed is the reader's own (no shared cache keeps it) and is checked again on every visit. */
const FEED_HEADERS = { 'Cache-Control': 'private, no-cache' } as const;

export function storyRoutes(deps: AppDeps) {
  const { db } = deps.database;

  return new Hono<AppEnv>()
    .get('/api/feed', async (c) => {
      const caller = await requireMember(c, deps);
      const filter = c.req.query('filter') || 'relevant';
      if (!isFeedFilter(filter)) throw new ApiError(400, 'validation_failed', `filter must be one of ${FEED_FILTERS.join(', ')}`);
      const { account, workspaceId } = caller;
      // The reader's visibility class is part of the key: a use case shown to some groups only
      // keeps its stories from everyone else, and a change of groups changes the answer.
      const scope = await readerScope(deps.teamCatalogue, { ...readerOf(account), workspaceId });
      // The reader's profile is too: the ranking and the examples read it.
      const { viewer, key } = feedViewer(account, workspaceId);
      const answer = await deps.feedCache.view(workspaceId, `${account.id}:${filter}:${scope.view.key}:${key}`, async () => {
        // A team without stories of its own sees the examples, until its first story drops the answer.
        if (!(await deps.feedCache.hasStories(workspaceId)))
          return new EncodedJson({ stories: exampleFeed(deps.catalogue, viewer, filter).map(feedStoryToWire), examples: true });
        const targets = new Set(scope.view.visible.filter((v) => v.targetsViewer).map((v) => v.entry.useCase.id));
        return new EncodedJson({
          stories: (await workspaceFeed(deps.feedCache, scope.catalogue, viewer, filter, targets)).map(feedStoryToWire),
          examples: false,
        });
      });
      return answer.respond(c, FEED_HEADERS);
    })

    .post('/api/stories', async (c) => {
      const caller = await requireMember(c, deps);
      const input = await readJson(c, storyInputSchema);
      const { useCase, seeded } = await findReadableUseCase(deps, caller.account, input.useCaseId);
      // Chat webhooks hear of it through the queue (the request never waits for Slack or Teams); the
      // job is written with the story, and only when the workspace has a webhook and the story is
      // told at all. The 14-day follow-up needs no job: a sweep finds the stories (impact/follow-up.ts).
      const toChat = storyListed(input) && (await deps.chatPresence.hasWebhook(caller.workspaceId));
      const story = await createStory(
        db,
        { userId: caller.account.id, workspaceId: caller.workspaceId },
        useCase,
        input,
        toChat ? (tx, id) => deps.jobs.send('chat.story', { storyId: id }, { tx }).then(() => undefined) : undefined,
      );
      deps.feedCache.invalidate(caller.workspaceId);
      // Its prompts wait to be filed: the library's kept answers go (the event tells other instances).
      deps.promptLibrary.invalidate(caller.workspaceId);
      if (story.newlyCompleted) await deps.callers.userChanged(caller.account.id);
      if (story.newlyCompleted && !seeded)
        await notifyAuthorOfCompletion(
          { db, jobs: deps.jobs, bus: deps.bus },
          { workspaceId: caller.workspaceId, useCaseId: useCase.id, userId: caller.account.id },
        );
      const event = { type: 'story.created', workspaceId: caller.workspaceId, storyId: story.id, useCaseId: useCase.id } as const;
      deps.impactCache.changed(event);
      await deps.bus.publish(event);
      return jsonAnswer(c, { story: { id: story.id }, completed: true }, 201);
    })

    .on(['POST', 'DELETE'], '/api/stories/:id/like', async (c) => {
      const caller = await requireMember(c, deps);
      const id = c.req.param('id');
      if (!uuid.safeParse(id).success) throw new ApiError(404, 'story_not_found', 'This story does not exist.');
      const scope = await readerScope(deps.teamCatalogue, { ...readerOf(caller.account), workspaceId: caller.workspaceId });
      const result = await setLike(
        db,
        { userId: caller.account.id, workspaceId: caller.workspaceId, hidden: scope.hidden },
        id,
        c.req.method === 'POST',
      );
      if (!result) throw new ApiError(404, 'story_not_found', 'This story does not exist.');
      deps.feedCache.invalidate(caller.workspaceId);
      const { likes, useCaseId } = result;
      await deps.bus.publish({ type: 'story.liked', workspaceId: caller.workspaceId, storyId: id, likes, aboutUseCase: useCaseId });
      const { useCaseId: _about, ...answer } = result;
      if (result.liked)
        await notifyStoryLiked(db, deps.jobs, deps.bus, { storyId: id, likerId: caller.account.id, workspaceId: caller.workspaceId });
      return jsonAnswer(c, answer);
    });
}
