import { hash } from 'node:crypto';
import { Hono } from 'hono';
import { z } from 'zod';
import { requireMember, requireUser } from '../auth/middleware';
import { seededHelpfulCount } from '../catalogue/catalogue';
import type { AppDeps, AppEnv } from '../context';
import { readJson } from '../http/body';
import { completedUseCaseIds, helpfulCountOf, rateUseCase, ratingOf } from '../stories/activity';
import { CatalogueListCache } from '../catalogue/list-cache';
import { EncodedJson, jsonAnswer, notModified } from '../http/compress';
import { requestHeader } from '../http/node-http';
import { readerView } from '../authoring/visibility';
import { notifyAuthorOfCompletion } from '../authoring/completion-notice';
import { findReadableUseCase, readerOf } from '../authoring/find-use-case';
import type { Account } from '../users/session-user';

const ratingBody = z.object({ helpful: z.boolean() });

export function useCaseRoutes(deps: AppDeps) {
  const { db } = deps.database;
  const { catalogue } = deps;

  const findUseCase = (id: string, account: Account) => findReadableUseCase(deps, account, id);
  const listCache = new CatalogueListCache(db, deps.bus);

  return new Hono<AppEnv>()
    .get('/api/use-cases', async (c) => {
      const { account } = await requireUser(c, deps);
      // Everything here comes from memory once warm (list-cache.ts): a revalidation costs no
      // query and builds nothing, and an answer is built (and compressed) once per change.
      const [ratings, view] = await Promise.all([
        listCache.ratings(account.workspaceId),
        readerView(deps.teamCatalogue, readerOf(account)),
      ]);
      // The ETag names what the answer is made of: the content, the workspace's own use cases and
      // which of them the reader sees (visibility class, groups), the Yes counts. Nothing is the
      // reader's own (completions are in the session): the workspace's readers share the answer.
      const made = `${catalogue.version}|${view.key}|${ratings.digest}`;
      const etag = `W/"${hash('sha1', made, 'base64url')}"`;
      const headers = { ETag: etag, 'Cache-Control': 'private, no-cache', Vary: 'Cookie' };
      if (requestHeader(c, 'if-none-match') === etag) return notModified(headers);
      const answer = await listCache.answer(account.workspaceId, etag, () => {
        const team = view.visible.map(({ entry, targetsViewer }) => ({ id: entry.useCase.id, openJson: entry.openJson, targetsViewer }));
        // A team's own use case starts at zero helpful ratings; bundled ones at their seed.
        const json = catalogue.listJson(
          (id) => (view.content.byId.has(id) ? 0 : seededHelpfulCount(id)) + (ratings.counts.get(id) ?? 0),
          team,
        );
        return EncodedJson.fromJson(json);
      });
      return answer.respond(c, headers);
    })

    .get('/api/use-cases/:id', async (c) => {
      const { account } = await requireUser(c, deps);
      const { useCase, seeded } = await findUseCase(c.req.param('id'), account);
      const [helpfulCount, completed, rating] = await Promise.all([
        account.workspaceId ? helpfulCountOf(db, account.workspaceId, useCase.id, seeded) : seededHelpfulCount(useCase.id),
        completedUseCaseIds(db, account.id),
        ratingOf(db, account.id, useCase.id),
      ]);
      c.header('Cache-Control', 'private, no-cache');
      return c.json({
        useCase: { ...useCase, helpfulCount, completed: completed.includes(useCase.id), rating, ...(seeded ? {} : { fromTeam: true }) },
      });
    })

    .post('/api/use-cases/:id/rating', async (c) => {
      const caller = await requireMember(c, deps);
      const { useCase, seeded } = await findUseCase(c.req.param('id'), caller.account);
      const { helpful } = await readJson(c, ratingBody);
      const result = await rateUseCase(db, {
        userId: caller.account.id,
        workspaceId: caller.workspaceId,
        useCaseId: useCase.id,
        helpful,
        seeded,
      });
      listCache.ratingChanged(caller.workspaceId);
      if (result.newlyCompleted) {
        deps.feedCache.invalidate(caller.workspaceId);
        await deps.callers.userChanged(caller.account.id);
      }
      const rated = {
        type: 'rating.changed',
        workspaceId: caller.workspaceId,
        useCaseId: useCase.id,
        helpfulCount: result.helpfulCount,
      } as const;
      deps.impactCache.changed(rated);
      await deps.bus.publish(rated);
      if (result.newlyCompleted) {
        const completed = { type: 'completion.created', workspaceId: caller.workspaceId, useCaseId: useCase.id } as const;
        deps.impactCache.changed(completed);
        await deps.bus.publish(completed);
        if (!seeded)
          await notifyAuthorOfCompletion(
            { db, jobs: deps.jobs, bus: deps.bus },
            { workspaceId: caller.workspaceId, useCaseId: useCase.id, userId: caller.account.id },
          );
      }
      return jsonAnswer(c, { helpful: result.helpful, helpfulCount: result.helpfulCount, completed: true });
    });
}
