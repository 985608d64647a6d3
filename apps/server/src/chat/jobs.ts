import { eq } from 'drizzle-orm';
import { PRODUCT_NAME } from '@pathwise/core';
import type { CatalogueOf } from '../catalogue/catalogue';
import type { Config } from '../config';
import type { Db } from '../db/client';
import { impactStories, users } from '../db/schema';
import type { JobQueue } from '../jobs/queue';
import type { Logger } from '../logger';
import { storyAuthorName, storyListed } from '../sharing/story-author';
import { BlockedAddressError, postJson } from './safe-post';
import { connectedProviders, webhookAddress } from './webhooks';
import { checkWebhookUrl, type ChatProvider } from './webhook-url';

/** The JSON each provider's incoming webhook takes. */
export function chatPayload(provider: ChatProvider, text: string, link: string): unknown {
  if (provider === 'slack') {
    const escaped = text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
    return { text: `${escaped} <${link}|Open in ${PRODUCT_NAME}>` };
  }
  // Teams: an Adaptive Card message, which both Workflows triggers and the older connectors take.
  return {
    type: 'message',
    attachments: [
      {
        contentType: 'application/vnd.microsoft.card.adaptive',
        contentUrl: null,
        content: {
          $schema: 'http://adaptivecards.io/schemas/adaptive-card.json',
          type: 'AdaptiveCard',
          version: '1.4',
          body: [{ type: 'TextBlock', text, wrap: true }],
          actions: [{ type: 'Action.OpenUrl', title: `Open in ${PRODUCT_NAME}`, url: link }],
        },
      },
    ],
  };
}

/**
 * Chat notifications: an event fans out to one 'chat.post' job per connected webhook, each
 * retried on its own (pg-boss backoff) when the provider is down or slow. A provider's refusal
 * (4xx) and an address that now resolves internally are final. Logs name the provider and the
 * host, never the address.
 */
export function registerChatJobs(
  jobs: JobQueue,
  deps: { db: Db; config: Pick<Config, 'appUrl' | 'authSecret' | 'webhooks'>; catalogueOf: CatalogueOf; logger: Logger },
): void {
  const { db, config, catalogueOf } = deps;
  const log = deps.logger.child({ component: 'chat-webhooks' });

  const fanOut = async (workspaceId: string, text: string, link: string) => {
    for (const provider of await connectedProviders(db, workspaceId)) await jobs.send('chat.post', { workspaceId, provider, text, link });
  };

  jobs.handle('chat.story', async ({ storyId }) => {
    const [story] = await db
      .select({
        workspaceId: impactStories.workspaceId,
        useCaseId: impactStories.useCaseId,
        timeSaved: impactStories.timeSaved,
        authorEmail: users.email,
        sharing: impactStories.sharing,
      })
      .from(impactStories)
      .innerJoin(users, eq(users.id, impactStories.userId))
      .where(eq(impactStories.id, storyId));
    // An aggregate-only story is told to no one.
    if (!story || !storyListed(story)) return;
    const useCase = (await catalogueOf(story.workspaceId)).get(story.useCaseId);
    // A channel is not a reader: a story about a use case for some groups only stays in the product.
    if (useCase && 'visibleTo' in useCase && useCase.visibleTo === 'groups') return;
    const minutes = story.timeSaved > 0 ? `: saves about ${story.timeSaved} minutes a day` : '';
    const text = `${storyAuthorName(story)} shared an impact story on "${useCase?.title ?? story.useCaseId}"${minutes}.`;
    await fanOut(story.workspaceId, text, `${config.appUrl}/use-case/${encodeURIComponent(story.useCaseId)}`);
  });

  jobs.handle('chat.use-case-published', async ({ workspaceId, useCaseId, title }) => {
    await fanOut(workspaceId, `New use case published: "${title}".`, `${config.appUrl}/use-case/${encodeURIComponent(useCaseId)}`);
  });

  jobs.handle('chat.post', async ({ workspaceId, provider, text, link }, job) => {
    const address = await webhookAddress(db, config.authSecret, workspaceId, provider);
    if (!address) return; // disconnected since
    const check = checkWebhookUrl(address, provider, config.webhooks);
    if (!check.ok) {
      log.warn({ provider, workspaceId }, 'chat webhook no longer allowed by the configuration; message dropped');
      return;
    }
    const where = { provider, host: check.url.hostname, workspaceId, attempt: job.retryCount + 1 };
    let status: number;
    try {
      ({ status } = await postJson(check.url, chatPayload(provider, text, link), { allowInternal: check.testOrigin }));
    } catch (error) {
      if (error instanceof BlockedAddressError) {
        log.warn(where, 'chat webhook host resolves to an internal address; message dropped');
        return;
      }
      throw new Error(`chat webhook unreachable (${(error as NodeJS.ErrnoException).code ?? 'error'})`, { cause: error });
    }
    if (status >= 200 && status < 300) {
      log.info({ ...where, status }, 'chat message posted');
      return;
    }
    if (status >= 300 && status < 400) {
      log.warn({ ...where, status }, 'chat webhook answered with a redirect, which is never followed; not retried');
      return;
    }
    if (status >= 400 && status < 500 && status !== 408 && status !== 429) {
      log.warn({ ...where, status }, 'chat webhook refused the message; not retried');
      return;
    }
    throw new Error(`chat webhook answered ${status}`);
  });
}
