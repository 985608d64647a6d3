import { Hono } from 'hono';
import { z } from 'zod';
import { notificationPreferencesSchema } from '@pathwise/core';
import { requireMember } from '../auth/middleware';
import { readerOf } from '../authoring/find-use-case';
import { readerScope } from '../authoring/visibility';
import type { AppDeps, AppEnv } from '../context';
import { readJson } from '../http/body';
import { ApiError } from '../http/errors';
import { listNotifications, markRead } from '../notifications/inbox';
import { readPreferences, writePreferences } from '../notifications/preferences';

const uuid = z.uuid();

/** The bell (the caller's own notifications) and the per-kind preferences. */
export function notificationRoutes(deps: AppDeps) {
  const { db } = deps.database;

  const readAndTell = async (workspaceId: string, userId: string, id?: string) => {
    const result = await markRead(db, userId, id);
    // The member's other tabs update their count too.
    await deps.bus.publish({ type: 'notification.read', workspaceId, userId, unread: result.unread });
    return result;
  };

  return new Hono<AppEnv>()
    .get('/api/notifications', async (c) => {
      const caller = await requireMember(c, deps);
      c.header('Cache-Control', 'private, no-store');
      const { catalogue } = await readerScope(deps.teamCatalogue, { ...readerOf(caller.account), workspaceId: caller.workspaceId });
      return c.json(await listNotifications(db, catalogue, caller.account.id));
    })

    .post('/api/notifications/read/:id', async (c) => {
      const caller = await requireMember(c, deps);
      const id = c.req.param('id');
      if (!uuid.safeParse(id).success) throw new ApiError(404, 'notification_not_found', 'This notification does not exist.');
      const result = await readAndTell(caller.workspaceId, caller.account.id, id);
      if (!result.found) throw new ApiError(404, 'notification_not_found', 'This notification does not exist.');
      return c.json({ unread: result.unread });
    })

    .post('/api/notifications/read-all', async (c) => {
      const caller = await requireMember(c, deps);
      const result = await readAndTell(caller.workspaceId, caller.account.id);
      return c.json({ unread: result.unread });
    })

    .get('/api/notifications/preferences', async (c) => {
      const caller = await requireMember(c, deps);
      c.header('Cache-Control', 'private, no-store');
      return c.json(await readPreferences(db, caller.account.id));
    })

    .put('/api/notifications/preferences', async (c) => {
      const caller = await requireMember(c, deps);
      const input = await readJson(c, notificationPreferencesSchema);
      await writePreferences(db, caller.account.id, input);
      return c.json(await readPreferences(db, caller.account.id));
    });
}
