import { DataPanel } from '@/features/account/components/data-panel';
import { ProfileForm } from '@/features/account/components/profile-form';
import { SecurityPanel } from '@/features/account/components/security-panel';
import { useAuth } from '@/lib/auth';
import { SettingsNav } from './settings-nav';

/** /settings/account: every member's profile, password and sessions, export and deletion. */
export function AccountSettingsScreen() {
  const { user } = useAuth();
  return (
    <div className="mx-auto flex w-full max-w-3xl flex-col gap-6">
      <header className="flex flex-col gap-1">
        <h1 className="text-3xl font-bold tracking-tight">My account</h1>
        <p className="text-muted-foreground">{user?.email}</p>
      </header>
      <SettingsNav />
      {user ? <ProfileForm user={user} /> : null}
      <SecurityPanel />
      <DataPanel />
    </div>
  );
}
