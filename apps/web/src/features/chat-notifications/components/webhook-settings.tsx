import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { LoadError } from '@/components/load-error';
import { ApiRequestError, NETWORK_ERROR_MESSAGE } from '@/lib/api-client';
import { toast } from '@/lib/toast';
import { useRemoveWebhook, useSaveWebhook, useTestWebhook, useWebhooks, type ChatProvider, type WebhookView } from '../api/webhooks';

const PROVIDERS: { id: ChatProvider; name: string; help: string; placeholder: string }[] = [
  {
    id: 'slack',
    name: 'Slack',
    help: 'In Slack, add the Incoming Webhooks app to a channel and paste its webhook address.',
    placeholder: 'https://hooks.slack.com/services/…',
  },
  {
    id: 'teams',
    name: 'Microsoft Teams',
    help: 'In Teams, create a Workflows webhook (or an Incoming Webhook connector) for a channel and paste its address.',
    placeholder: 'https://….webhook.office.com/… or https://….logic.azure.com/…',
  },
];

function ProviderCard({ provider, connected }: { provider: (typeof PROVIDERS)[number]; connected: WebhookView | undefined }) {
  const [url, setUrl] = useState('');
  const [error, setError] = useState<string | null>(null);
  const save = useSaveWebhook();
  const remove = useRemoveWebhook();
  const test = useTestWebhook();
  const inputId = `webhook-${provider.id}`;

  return (
    <div className="flex flex-col gap-3 border-t border-border pt-4 first-of-type:border-t-0 first-of-type:pt-0">
      <h3 className="font-semibold">{provider.name}</h3>
      {connected ? (
        <div className="flex flex-col gap-2 sm:flex-row sm:items-center sm:justify-between">
          <p className="text-sm">
            Connected: <span className="font-mono">{connected.hint}</span>
          </p>
          <div className="flex flex-wrap gap-2">
            <Button
              variant="outline"
              size="sm"
              disabled={test.isPending}
              onClick={() =>
                test.mutate(provider.id, {
                  onSuccess: () => toast.success(`A test message is on its way to ${provider.name}`),
                  onError: () => toast.error('Could not send the test message. Please try again.'),
                })
              }
            >
              Send a test message
            </Button>
            <Button
              variant="outline"
              size="sm"
              disabled={remove.isPending}
              onClick={() => remove.mutate(provider.id, { onSuccess: () => toast.success(`${provider.name} disconnected`) })}
            >
              Disconnect
            </Button>
          </div>
        </div>
      ) : null}
      <form
        className="flex flex-col gap-2"
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          setError(null);
          save.mutate(
            { provider: provider.id, url },
            {
              onSuccess: () => {
                // The address is a secret: it leaves the page once saved.
                setUrl('');
                toast.success(`${provider.name} connected: new stories will be posted there`);
              },
              onError: (failure) => setError(failure instanceof ApiRequestError ? failure.message : NETWORK_ERROR_MESSAGE),
            },
          );
        }}
      >
        <Label htmlFor={inputId}>{connected ? `Replace the ${provider.name} webhook address` : `${provider.name} webhook address`}</Label>
        <p id={`${inputId}-help`} className="text-sm text-muted-foreground">
          {provider.help}
        </p>
        <div className="flex flex-col gap-2 sm:flex-row">
          <Input
            id={inputId}
            type="url"
            autoComplete="off"
            spellCheck={false}
            value={url}
            maxLength={2048}
            placeholder={provider.placeholder}
            aria-invalid={error ? true : undefined}
            aria-describedby={error ? `${inputId}-help ${inputId}-error` : `${inputId}-help`}
            onChange={(event) => setUrl(event.target.value)}
          />
          <Button type="submit" disabled={save.isPending || url.trim() === ''}>
            {save.isPending ? 'Saving...' : connected ? 'Replace' : 'Connect'}
          </Button>
        </div>
        {error ? (
          <p id={`${inputId}-error`} role="alert" className="text-sm text-destructive">
            {error}
          </p>
        ) : null}
      </form>
    </div>
  );
}

/**
 * Admins connect Slack or Microsoft Teams: new stories and newly published use cases are posted
 * there. After saving, only the host and the last 4 characters of the address are ever shown.
 */
export function WebhookSettings() {
  const webhooks = useWebhooks();
  return (
    <section aria-labelledby="chat-notifications" className="flex flex-col gap-4 rounded-lg border border-border bg-card p-4 sm:p-6">
      <div className="flex flex-col gap-1">
        <h2 id="chat-notifications" className="text-xl font-semibold">
          Chat notifications
        </h2>
        <p className="text-sm text-muted-foreground">Post new stories and newly published use cases to a team channel.</p>
      </div>
      {webhooks.isError ? <LoadError title="Could not load the chat connections." onRetry={() => void webhooks.refetch()} /> : null}
      {webhooks.isPending ? <p className="text-sm text-muted-foreground">Loading…</p> : null}
      {webhooks.data
        ? PROVIDERS.map((provider) => (
            <ProviderCard
              key={provider.id}
              provider={provider}
              connected={webhooks.data.webhooks.find((w) => w.provider === provider.id)}
            />
          ))
        : null}
    </section>
  );
}
