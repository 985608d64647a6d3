import { Hono } from 'hono';
import { z } from 'zod';
import { fulfilSchema, requestQuerySchema, useCaseRequestSchema } from '@pathwise/core';
import { requireMember } from '../auth/middleware';
import { readerOf } from '../authoring/find-use-case';
import { readerScope } from '../authoring/visibility';
import { requirePermission } from '../auth/permissions';
import { findRow } from '../authoring/repository';
import { createRequest, fulfilRequest, listRequests, toggleVote } from '../authoring/requests';
import type { AppDeps, AppEnv } from '../context';
import { readJson } from '../http/body';
import { ApiError } from '../http/errors';
import { readQuery } from '../http/query';
import { announce } from '../notifications/notify';

const uuid = z.uuid();
const requestNotFound = () => new ApiError(404, 'request_not_found', 'This request does not exist.');

/** Use-case requests of the caller's workspace: ask, vote, and (authors) mark fulfilled. */
export function useCaseRequestRoutes(deps: AppDeps) {
  const { db } = deps.database;
  const member = (caller: { workspaceId: string; account: { id: string } }) => ({
    workspaceId: caller.workspaceId,
    userId: caller.account.id,
  });

  return new Hono<AppEnv>()
    .get('/api/use-case-requests', async (c) => {
      const caller = await requireMember(c, deps);
      const query = readQuery(c, requestQuerySchema);
      const { catalogue } = await readerScope(deps.teamCatalogue, { ...readerOf(caller.account), workspaceId: caller.workspaceId });
      c.header('Cache-Control', 'private, no-cache');
      return c.json({ requests: await listRequests(db, catalogue, member(caller), query) });
    })

    .post('/api/use-case-requests', async (c) => {
      const caller = await requireMember(c, deps);
      const input = await readJson(c, useCaseRequestSchema);
      return c.json({ request: await createRequest(db, member(caller), input) }, 201);
    })

    .post('/api/use-case-requests/:id/vote', async (c) => {
      const caller = await requireMember(c, deps);
      const id = c.req.param('id');
      if (!uuid.safeParse(id).success) throw requestNotFound();
      const result = await toggleVote(db, member(caller), id);
      if (!result) throw requestNotFound();
      return c.json(result);
    })

    .post('/api/use-case-requests/:id/fulfil', async (c) => {
      const caller = await requirePermission(c, deps, 'content.author');
      const { useCaseId } = await readJson(c, fulfilSchema);
      const id = c.req.param('id');
      if (!uuid.safeParse(id).success) throw requestNotFound();
      // A bundled guide, or one of the workspace's own that is published.
      if (!deps.catalogue.get(useCaseId)) {
        const row = await findRow(db, caller.workspaceId, useCaseId).catch(() => null);
        if (!row || row.status !== 'published') {
          throw new ApiError(400, 'use_case_not_published', 'useCaseId: choose a published use case.', [
            { field: 'useCaseId', message: 'choose a published use case' },
          ]);
        }
      }
      const result = await fulfilRequest(db, deps.jobs, member(caller), id, useCaseId);
      if (!result.ok && result.reason === 'not_found') throw requestNotFound();
      if (!result.ok) throw new ApiError(409, 'request_already_fulfilled', 'This request was already fulfilled.');
      for (const notified of result.notified) await announce(deps.bus, notified);
      return c.json({ fulfilled: true, notified: result.notified.length });
    });
}
