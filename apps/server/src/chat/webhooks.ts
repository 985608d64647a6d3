import { and, eq } from 'drizzle-orm';
import type { Db } from '../db/client';
import { chatWebhooks } from '../db/schema';
import { open, seal } from './secret-box';
import { webhookHint, type ChatProvider } from './webhook-url';

export interface WebhookView {
  provider: ChatProvider;
  /** Host and last 4 characters: the address itself is never shown again. */
  hint: string;
  createdAt: string;
}

export async function listWebhooks(db: Db, workspaceId: string): Promise<WebhookView[]> {
  const rows = await db
    .select({ provider: chatWebhooks.provider, hint: chatWebhooks.hint, createdAt: chatWebhooks.createdAt })
    .from(chatWebhooks)
    .where(eq(chatWebhooks.workspaceId, workspaceId))
    .orderBy(chatWebhooks.provider);
  return rows.map((r) => ({ provider: r.provider, hint: r.hint, createdAt: r.createdAt.toISOString() }));
}

export async function saveWebhook(
  db: Db,
  secret: string,
  entry: { workspaceId: string; provider: ChatProvider; url: URL; createdBy: string },
): Promise<WebhookView> {
  const values = {
    workspaceId: entry.workspaceId,
    provider: entry.provider,
    urlCipher: seal(secret, entry.url.href),
    hint: webhookHint(entry.url),
    createdBy: entry.createdBy,
    createdAt: new Date(),
  };
  await db
    .insert(chatWebhooks)
    .values(values)
    .onConflictDoUpdate({ target: [chatWebhooks.workspaceId, chatWebhooks.provider], set: values });
  return { provider: entry.provider, hint: values.hint, createdAt: values.createdAt.toISOString() };
}

export async function removeWebhook(db: Db, workspaceId: string, provider: ChatProvider): Promise<boolean> {
  const removed = await db
    .delete(chatWebhooks)
    .where(and(eq(chatWebhooks.workspaceId, workspaceId), eq(chatWebhooks.provider, provider)))
    .returning({ provider: chatWebhooks.provider });
  return removed.length > 0;
}

/** The providers a workspace has connected. */
export async function connectedProviders(db: Db, workspaceId: string): Promise<ChatProvider[]> {
  const rows = await db.select({ provider: chatWebhooks.provider }).from(chatWebhooks).where(eq(chatWebhooks.workspaceId, workspaceId));
  return rows.map((r) => r.provider);
}

/** The address, decrypted, for the job that posts (never returned by a route, never logged). */
export async function webhookAddress(db: Db, secret: string, workspaceId: string, provider: ChatProvider): Promise<string | null> {
  const [row] = await db
    .select({ urlCipher: chatWebhooks.urlCipher })
    .from(chatWebhooks)
    .where(and(eq(chatWebhooks.workspaceId, workspaceId), eq(chatWebhooks.provider, provider)));
  return row ? open(secret, row.urlCipher) : null;
}
