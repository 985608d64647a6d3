import { Hono, type Context } from 'hono';
import { z } from 'zod';
import { confirmationInputSchema, followUpInputSchema, storyEditSchema } from '@pathwise/core';
import { requireMember } from '../auth/middleware';
import type { AppDeps, AppEnv } from '../context';
import { readJson } from '../http/body';
import { ApiError } from '../http/errors';
import { setConfirmation } from '../impact/confirmations';
import { answerFollowUp } from '../impact/follow-up';
import { deleteStory, editStory } from '../impact/own-stories';

const uuid = z.uuid();
const notFound = () => new ApiError(404, 'story_not_found', 'This story does not exist.');

function storyId(c: Context<AppEnv>): string {
  const id = c.req.param('id') ?? '';
  if (!uuid.safeParse(id).success) throw notFound();
  return id;
}

/**
 * After a story (issue 18): the author edits or deletes it and answers its follow-up; a teammate
 * who did the same use case confirms it. Every change reaches teammates' open pages as
 * story.updated / story.deleted (ids only: never who wrote it).
 */
export function impactStoryRoutes(deps: AppDeps) {
  const { db } = deps.database;

  const changed = async (workspaceId: string, id: string, useCaseId: string, type: 'story.updated' | 'story.deleted') => {
    deps.feedCache.invalidate(workspaceId);
    // An edit changes its prompts and sharing level (whether its author shows), a deletion its uses.
    deps.promptLibrary.invalidate(workspaceId);
    const event = { type, workspaceId, storyId: id, useCaseId };
    deps.impactCache.changed(event);
    await deps.bus.publish(event);
  };

  return new Hono<AppEnv>()
    .patch('/api/stories/:id', async (c) => {
      const caller = await requireMember(c, deps);
      const input = await readJson(c, storyEditSchema);
      const id = storyId(c);
      const story = await editStory(db, { userId: caller.account.id, workspaceId: caller.workspaceId }, id, input);
      if (!story) throw notFound();
      await changed(caller.workspaceId, id, story.useCaseId, 'story.updated');
      return c.json({ story: { id } });
    })

    .delete('/api/stories/:id', async (c) => {
      const caller = await requireMember(c, deps);
      const id = storyId(c);
      const story = await deleteStory(db, { userId: caller.account.id, workspaceId: caller.workspaceId }, id);
      if (!story) throw notFound();
      await changed(caller.workspaceId, id, story.useCaseId, 'story.deleted');
      return c.body(null, 204);
    })

    .on(['PUT', 'DELETE'], '/api/stories/:id/confirmation', async (c) => {
      const caller = await requireMember(c, deps);
      const input = c.req.method === 'PUT' ? await readJson(c, confirmationInputSchema) : null;
      const id = storyId(c);
      const result = await setConfirmation(db, { userId: caller.account.id, workspaceId: caller.workspaceId }, id, input);
      if (!result.ok) {
        if (result.reason === 'not_found') throw notFound();
        if (result.reason === 'own_story') throw new ApiError(403, 'own_story', 'You cannot confirm your own story.');
        throw new ApiError(403, 'not_completed', 'Complete this use case first to say whether it worked for you.');
      }
      await changed(caller.workspaceId, id, result.useCaseId, 'story.updated');
      return c.json({ confirmations: { worked: result.worked, didntWork: result.didntWork }, myConfirmation: input?.verdict ?? null });
    })

    .post('/api/stories/:id/follow-up', async (c) => {
      const caller = await requireMember(c, deps);
      const input = await readJson(c, followUpInputSchema);
      const id = storyId(c);
      const result = await answerFollowUp(db, { userId: caller.account.id, workspaceId: caller.workspaceId }, id, input);
      if (result === null) throw notFound();
      if (result === 'answered') throw new ApiError(409, 'follow_up_answered', 'You already said whether this story held up.');
      await changed(caller.workspaceId, id, result.useCaseId, 'story.updated');
      return c.json({ followUp: { state: 'answered', ...input } });
    });
}
