import { eq } from 'drizzle-orm';
import { Hono, type Context } from 'hono';
import { z } from 'zod';
import { digestWeekAt, isValidTimeZone, nextDigestSend, PRODUCT_NAME } from '@pathwise/core';
import { requireAdmin } from '../auth/admin';
import { requireMember } from '../auth/middleware';
import { callerCan } from '../auth/permissions';
import type { AppDeps, AppEnv } from '../context';
import { workspaces } from '../db/schema';
import { buildDigest } from '../digest/content';
import { digestMail } from '../digest/digest-mail';
import { digestLinks } from '../digest/jobs';
import { scheduleWorkspaceDigest } from '../digest/schedule';
import { verifyUnsubscribeToken } from '../digest/unsubscribe';
import { readJson } from '../http/body';
import { ApiError } from '../http/errors';
import { channelFor, DIGEST_KIND, writePreferences } from '../notifications/preferences';

const timeZoneBody = z
  .object({ timeZone: z.string().max(64).refine(isValidTimeZone, 'must be a time zone such as Europe/Berlin') })
  .strict();

function page(title: string, body: string, form?: string): string {
  return [
    '<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1">',
    '<meta name="color-scheme" content="light dark">',
    `<title>${title} · ${PRODUCT_NAME}</title></head>`,
    '<body style="font-family:system-ui,sans-serif;max-width:480px;margin:48px auto;padding:0 16px;line-height:1.5">',
    `<h1 style="font-size:22px">${title}</h1><p>${body}</p>`,
    form ?? '',
    `<p><a href="/settings/notifications">Notification settings</a></p></body></html>`,
  ].join('');
}

/** Weekly digest: the member's settings, the admins' time zone and preview, one-click unsubscribe. */
export function digestRoutes(deps: AppDeps) {
  const { db } = deps.database;

  const timeZoneOf = async (workspaceId: string) =>
    (await db.select({ timeZone: workspaces.timeZone }).from(workspaces).where(eq(workspaces.id, workspaceId)))[0]?.timeZone ?? 'UTC';

  const unsubscribe = async (c: Context<AppEnv>, done: (userId: string) => Promise<Response> | Response) => {
    const token = c.req.query('token');
    const userId = verifyUnsubscribeToken(deps.config.authSecret, token);
    if (!userId) {
      return c.html(
        page(
          'This link does not work',
          'The unsubscribe link is incomplete or was changed. You can switch the digest off in your notification settings.',
        ),
        400,
      );
    }
    return done(userId);
  };

  return (
    new Hono<AppEnv>()
      .get('/api/digest/settings', async (c) => {
        const caller = await requireMember(c, deps);
        const timeZone = await timeZoneOf(caller.workspaceId);
        const next = nextDigestSend(new Date(), timeZone);
        c.header('Cache-Control', 'private, no-store');
        return c.json({
          timeZone,
          nextSendAt: next.at.toISOString(),
          // The local date of that send, which the page writes without the browser's date library.
          nextSendDate: next.localDate,
          subscribed: (await channelFor(db, caller.account.id, DIGEST_KIND)) !== 'off',
          canManage: callerCan(caller, 'digest.manage'),
        });
      })

      .put('/api/digest/time-zone', async (c) => {
        const caller = await requireAdmin(c, deps, 'digest.manage');
        const { timeZone } = await readJson(c, timeZoneBody);
        await db.update(workspaces).set({ timeZone }).where(eq(workspaces.id, caller.workspaceId));
        await scheduleWorkspaceDigest(deps.jobs, caller.workspaceId, timeZone);
        return c.json({ timeZone });
      })

      .get('/api/digest/preview', async (c) => {
        const caller = await requireAdmin(c, deps, 'digest.manage');
        const timeZone = await timeZoneOf(caller.workspaceId);
        // This week's digest as it would go out now (the week that ended last Monday).
        const week = digestWeekAt(new Date(), timeZone);
        const content = await buildDigest(db, await deps.teamCatalogue.catalogueFor(caller.workspaceId), {
          workspaceId: caller.workspaceId,
          userId: caller.account.id,
          timeZone,
          week,
        });
        if (!content) throw new ApiError(404, 'no_workspace', 'No workspace found.');
        const mail = await digestMail(content, digestLinks(deps.config, caller.account.id));
        c.header('Cache-Control', 'private, no-store');
        return c.json({ subject: mail.subject, html: mail.html, text: mail.text, weekKey: week.key });
      })

      // The link in the mail: one button, so that link scanners opening it unsubscribe nobody.
      .get('/api/digest/unsubscribe', (c) =>
        unsubscribe(c, (_userId) =>
          c.html(
            page(
              'Unsubscribe from the weekly digest?',
              'You will no longer get the Monday e-mail. Your notifications stay as they are.',
              `<form method="post"><button type="submit" style="font:inherit;padding:10px 18px;border-radius:6px;border:0;background:#4338ca;color:#fff">Unsubscribe</button></form>`,
            ),
          ),
        ),
      )

      // The button above, and mail clients' one-click unsubscribe (RFC 8058: List-Unsubscribe-Post).
      .post('/api/digest/unsubscribe', (c) =>
        unsubscribe(c, async (userId) => {
          await writePreferences(db, userId, { digest: false });
          return c.html(
            page(
              'You are unsubscribed',
              'You will no longer get the weekly digest. You can switch it back on in your notification settings.',
            ),
          );
        }),
      )
  );
}
