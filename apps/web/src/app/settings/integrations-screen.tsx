import { SettingsNav } from './settings-nav';
import { Link } from 'react-router';
import { WebhookSettings } from '@/features/chat-notifications/components/webhook-settings';
import { DigestAdmin } from '@/features/digest/components/digest-admin';
import { can } from '@pathwise/core';
import { useAuth } from '@/lib/auth';

/** /settings/integrations (admins): the digest's time zone and preview, and the chat webhooks. */
export function IntegrationsScreen() {
  const { user } = useAuth();
  const admin = can(user?.workspace?.role, 'integrations.manage');
  return (
    <div className="mx-auto flex w-full max-w-3xl flex-col gap-6">
      <header className="flex flex-col gap-1">
        <h1 className="text-3xl font-bold tracking-tight">Workspace integrations</h1>
        <p className="text-muted-foreground">The weekly digest and chat notifications of your workspace.</p>
      </header>
      <SettingsNav />
      {admin ? (
        <>
          <DigestAdmin />
          <WebhookSettings />
        </>
      ) : (
        <p className="rounded-lg border border-dashed border-border p-6 text-sm text-muted-foreground">
          Only workspace admins can change these. Your own e-mail and notification choices are in{' '}
          <Link to="/settings/notifications" className="text-primary underline-offset-4 hover:underline">
            notification settings
          </Link>
          .
        </p>
      )}
    </div>
  );
}
