import { Hono } from 'hono';
import { requestLogger } from '../http/request-log';
import { z } from 'zod';
import { hasControlCharacters, PRODUCT_NAME } from '@pathwise/core';
import { requireAdmin } from '../auth/admin';
import { listWebhooks, removeWebhook, saveWebhook, connectedProviders } from '../chat/webhooks';
import { resolvesInternally } from '../chat/safe-post';
import { checkWebhookUrl, CHAT_PROVIDERS, type ChatProvider } from '../chat/webhook-url';
import type { AppDeps, AppEnv } from '../context';
import { readJson } from '../http/body';
import { ApiError } from '../http/errors';

const webhookBody = z
  .object({
    url: z
      .string()
      .trim()
      .min(1, 'is required')
      .max(2048, 'must be at most 2048 characters')
      .refine((url) => !hasControlCharacters(url) && !/\s/.test(url), 'must not contain spaces or control characters'),
  })
  .strict();

function providerOf(value: string): ChatProvider {
  if (!(CHAT_PROVIDERS as readonly string[]).includes(value)) throw new ApiError(404, 'not_found', 'There is no such chat provider.');
  return value as ChatProvider;
}

/**
 * Admins connect Slack or Microsoft Teams through an incoming-webhook address. The address is
 * checked against the provider's allow-listed hosts (https only) and its DNS answer (no internal
 * address), stored encrypted, and never shown or logged again: answers carry host and last 4.
 */
export function integrationRoutes(deps: AppDeps) {
  const { db } = deps.database;

  return new Hono<AppEnv>()
    .get('/api/integrations/chat', async (c) => {
      const caller = await requireAdmin(c, deps);
      c.header('Cache-Control', 'private, no-store');
      return c.json({ webhooks: await listWebhooks(db, caller.workspaceId) });
    })

    .put('/api/integrations/chat/:provider', async (c) => {
      const caller = await requireAdmin(c, deps);
      const provider = providerOf(c.req.param('provider'));
      const { url } = await readJson(c, webhookBody);
      const check = checkWebhookUrl(url, provider, deps.config.webhooks);
      if (!check.ok)
        throw new ApiError(400, 'validation_failed', `The webhook address ${check.problem}.`, [{ field: 'url', message: check.problem }]);
      if (!check.testOrigin && (await resolvesInternally(check.url.hostname)) === 'internal') {
        const problem = 'points to an internal address';
        throw new ApiError(400, 'validation_failed', `The webhook address ${problem}.`, [{ field: 'url', message: problem }]);
      }
      const saved = await saveWebhook(db, deps.config.authSecret, {
        workspaceId: caller.workspaceId,
        provider,
        url: check.url,
        createdBy: caller.account.id,
      });
      await deps.chatPresence.changed(caller.workspaceId);
      requestLogger(c).info({ provider, host: check.url.hostname }, 'chat webhook connected');
      return c.json({ webhook: saved });
    })

    .delete('/api/integrations/chat/:provider', async (c) => {
      const caller = await requireAdmin(c, deps);
      const provider = providerOf(c.req.param('provider'));
      if (!(await removeWebhook(db, caller.workspaceId, provider)))
        throw new ApiError(404, 'not_found', 'This chat provider is not connected.');
      await deps.chatPresence.changed(caller.workspaceId);
      return c.body(null, 204);
    })

    .post('/api/integrations/chat/:provider/test', async (c) => {
      const caller = await requireAdmin(c, deps);
      const provider = providerOf(c.req.param('provider'));
      if (!(await connectedProviders(db, caller.workspaceId)).includes(provider)) {
        throw new ApiError(404, 'not_found', 'This chat provider is not connected.');
      }
      await deps.jobs.send('chat.post', {
        workspaceId: caller.workspaceId,
        provider,
        text: `${PRODUCT_NAME} is connected: new stories and use cases of your team will be posted here.`,
        link: `${deps.config.appUrl}/home`,
      });
      return c.json({ queued: true }, 202);
    });
}
