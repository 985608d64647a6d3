import { Hono } from 'hono';
import { z } from 'zod';
import { groupCreateSchema, groupUpdateSchema } from '@pathwise/core';
import { callerCan, requirePermission } from '../../auth/permissions';
import type { AppDeps, AppEnv } from '../../context';
import { readJson } from '../../http/body';
import { ApiError } from '../../http/errors';
import { announce } from '../../notifications/notify';
import { createGroup, deleteGroup, listGroups, setGroupMembership, updateGroup } from '../../workspace-admin/groups';

const uuid = z.uuid();
const notFound = () => new ApiError(404, 'group_not_found', 'This group does not exist in your workspace.');
const taken = () =>
  new ApiError(409, 'group_name_taken', 'A group with this name already exists. Choose another name.', [
    { field: 'name', message: 'is taken in this workspace' },
  ]);

function groupId(raw: string): string {
  if (!uuid.safeParse(raw).success) throw notFound();
  return raw;
}

/** Groups: admins create, rename and delete them and add or remove anyone; members join and leave open ones. */
export function groupRoutes(deps: AppDeps) {
  const { db } = deps.database;
  const actorOf = (caller: { workspaceId: string; account: { id: string } }) => ({
    workspaceId: caller.workspaceId,
    userId: caller.account.id,
  });

  const membership = async (
    caller: Parameters<typeof actorOf>[0],
    input: { groupId: string; userId: string; member: boolean; asAdmin: boolean },
  ) => {
    const change = await setGroupMembership(db, deps.jobs, actorOf(caller), input);
    if (change.outcome !== 'done') {
      if (change.outcome === 'closed')
        throw new ApiError(403, 'group_closed', 'This group is closed: ask a workspace admin to add or remove you.');
      throw notFound();
    }
    await announce(deps.bus, change.notified);
    // What the member may read follows their groups: cached views of them are dropped everywhere.
    await deps.teamCatalogue.changed(caller.workspaceId);
    return listGroups(db, actorOf(caller));
  };

  return (
    new Hono<AppEnv>()
      .get('/api/groups', async (c) => {
        const caller = await requirePermission(c, deps, 'members.read');
        c.header('Cache-Control', 'private, no-store');
        return c.json(await listGroups(db, actorOf(caller)));
      })

      .post('/api/groups', async (c) => {
        const caller = await requirePermission(c, deps, 'groups.manage');
        const input = await readJson(c, groupCreateSchema);
        const created = await createGroup(db, actorOf(caller), input);
        if (created === 'taken') throw taken();
        return c.json({ id: created.id, ...(await listGroups(db, actorOf(caller))) }, 201);
      })

      .patch('/api/groups/:id', async (c) => {
        const caller = await requirePermission(c, deps, 'groups.manage');
        const input = await readJson(c, groupUpdateSchema);
        const id = groupId(c.req.param('id'));
        const outcome = await updateGroup(db, actorOf(caller), id, input);
        if (outcome === 'not_found') throw notFound();
        if (outcome === 'taken') throw taken();
        // Use cases name their groups: a rename changed them (here and on every instance).
        if (input.name !== undefined) await deps.teamCatalogue.changed(caller.workspaceId);
        return c.json(await listGroups(db, actorOf(caller)));
      })

      .delete('/api/groups/:id', async (c) => {
        const caller = await requirePermission(c, deps, 'groups.manage');
        const outcome = await deleteGroup(db, actorOf(caller), groupId(c.req.param('id')));
        if (outcome === 'not_found') throw notFound();
        await deps.teamCatalogue.changed(caller.workspaceId);
        return c.json(await listGroups(db, actorOf(caller)));
      })

      // The caller joins or leaves an open group (admins any group).
      .on(['POST', 'DELETE'], '/api/groups/:id/membership', async (c) => {
        const caller = await requirePermission(c, deps, 'groups.join');
        const id = groupId(c.req.param('id'));
        return c.json(
          await membership(caller, {
            groupId: id,
            userId: caller.account.id,
            member: c.req.method === 'POST',
            asAdmin: callerCan(caller, 'groups.manage'),
          }),
        );
      })

      // Admins add or remove anyone.
      .on(['PUT', 'DELETE'], '/api/groups/:id/members/:userId', async (c) => {
        const caller = await requirePermission(c, deps, 'groups.manage');
        const id = groupId(c.req.param('id'));
        const userId = c.req.param('userId');
        if (!uuid.safeParse(userId).success) throw notFound();
        return c.json(await membership(caller, { groupId: id, userId, member: c.req.method === 'PUT', asAdmin: true }));
      })
  );
}
