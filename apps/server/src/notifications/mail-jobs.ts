import { eq } from 'drizzle-orm';
import { PRODUCT_NAME, type NotificationKind } from '@pathwise/core';
import type { CatalogueOf } from '../catalogue/catalogue';
import type { Db } from '../db/client';
import { notifications, users } from '../db/schema';
import type { JobQueue } from '../jobs/queue';
import type { Mailer } from '../mail/mailer';
import { findNotification, toItem } from './inbox';
import { channelFor } from './preferences';

function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (ch) => `&#${ch.charCodeAt(0)};`);
}

/** The e-mail of a notification its recipient wants by e-mail (still, when the job runs). */
export function registerNotificationMailJobs(
  jobs: JobQueue,
  deps: { db: Db; mailer: Mailer; catalogueOf: CatalogueOf; appUrl: string },
): void {
  const { db, mailer, catalogueOf, appUrl } = deps;
  jobs.handle('mail.notification', async ({ notificationId }) => {
    const row = await findNotification(db, notificationId);
    if (!row) return;
    if ((await channelFor(db, row.recipientId, row.kindRaw as NotificationKind)) !== 'email') return;
    const [recipient] = await db
      .select({ email: users.email, workspaceId: notifications.workspaceId })
      .from(notifications)
      .innerJoin(users, eq(users.id, notifications.recipientId))
      .where(eq(notifications.id, notificationId));
    if (!recipient) return;
    const item = toItem(row, await catalogueOf(recipient.workspaceId));
    const url = `${appUrl}${item.href}`;
    const settings = `${appUrl}/settings/notifications`;
    await mailer.send({
      to: recipient.email,
      subject: item.text,
      text: `${item.text}.\n\nOpen it in ${PRODUCT_NAME}: ${url}\n\nYou get this by e-mail because of your notification settings: ${settings}\n`,
      html: [
        '<!doctype html><html><head><meta name="color-scheme" content="light dark"><meta name="supported-color-schemes" content="light dark"></head>',
        '<body style="font-family:system-ui,sans-serif;max-width:560px;margin:auto;padding:24px">',
        `<p style="font-size:16px">${escapeHtml(item.text)}.</p>`,
        `<p><a href="${escapeHtml(url)}">Open it in ${PRODUCT_NAME}</a></p>`,
        `<p style="font-size:13px">You get this by e-mail because of your <a href="${escapeHtml(settings)}">notification settings</a>.</p>`,
        '</body></html>',
      ].join(''),
    });
  });
}
