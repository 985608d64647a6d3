import { Hono } from 'hono';
import { z } from 'zod';
import { promptQuerySchema } from '@pathwise/core';
import { requireMember } from '../auth/middleware';
import type { AppDeps, AppEnv } from '../context';
import { ApiError } from '../http/errors';
import { readQuery } from '../http/query';
import { promptAuthorChoices } from '../prompts/authors';
import { fileNewPrompts } from '../prompts/filing';
import { readerOf } from '../authoring/find-use-case';
import { readerScope } from '../authoring/visibility';
import { listPrompts, promptUseCases, savedPromptIds, setSaved } from '../prompts/library';
import { promptPageKey } from '../prompts/library-cache';

const uuid = z.uuid();

/** The workspace's prompt library: every prompt shared in a story, one entry per normal form. */
export function promptRoutes(deps: AppDeps) {
  const { db } = deps.database;

  return new Hono<AppEnv>()
    .get('/api/prompts', async (c) => {
      const caller = await requireMember(c, deps);
      const query = readQuery(c, promptQuerySchema);
      const { workspaceId } = caller;
      const scope = await readerScope(deps.teamCatalogue, { ...readerOf(caller.account), workspaceId });
      const viewer = { userId: caller.account.id, workspaceId, hidden: scope.hidden };
      // Readers who may read the same use cases (same content version, same ones kept from them) share pages.
      const key = promptPageKey(`${scope.view.content.version}|${scope.hiddenKey}`, viewer.userId, query);
      const answer = await deps.promptLibrary.answer(workspaceId, key, viewer.userId, {
        file: () => fileNewPrompts(db, workspaceId),
        page: () => listPrompts(db, scope.catalogue, viewer, query),
        saved: () => savedPromptIds(db, viewer),
      });
      return answer.respond(c, { 'Cache-Control': 'private, no-cache' });
    })

    .get('/api/prompts/filters', async (c) => {
      const caller = await requireMember(c, deps);
      // Answers kept anywhere go when stories were filed: a reader at the same moment skipped them.
      if ((await fileNewPrompts(db, caller.workspaceId)) > 0) await deps.promptLibrary.changed(caller.workspaceId);
      const { catalogue, hidden } = await readerScope(deps.teamCatalogue, {
        ...readerOf(caller.account),
        workspaceId: caller.workspaceId,
      });
      const [authors, useCases] = await Promise.all([
        promptAuthorChoices(db, caller.workspaceId, hidden),
        promptUseCases(db, catalogue, caller.workspaceId),
      ]);
      c.header('Cache-Control', 'private, no-cache');
      return c.json({ authors, useCases });
    })

    .on(['POST', 'DELETE'], '/api/prompts/:id/save', async (c) => {
      const caller = await requireMember(c, deps);
      const id = c.req.param('id');
      if (!uuid.safeParse(id).success) throw new ApiError(404, 'prompt_not_found', 'This prompt does not exist.');
      const result = await setSaved(db, { userId: caller.account.id, workspaceId: caller.workspaceId }, id, c.req.method === 'POST');
      if (!result) throw new ApiError(404, 'prompt_not_found', 'This prompt does not exist.');
      // Its count is on every reader's page, the mark on the saver's.
      await deps.promptLibrary.changed(caller.workspaceId);
      return c.json(result);
    });
}
