import { LoadError } from '@/components/load-error';
import { AuditLog } from '@/features/workspace-admin/components/audit-log';
import { GroupsPanel } from '@/features/workspace-admin/components/groups-panel';
import { InvitationsPanel } from '@/features/workspace-admin/components/invitations-panel';
import { MemberDirectory } from '@/features/workspace-admin/components/member-directory';
import { WorkspaceRename } from '@/features/workspace-admin/components/workspace-rename';
import { useWorkspaceOverview } from '@/features/workspace-admin/api/workspace-admin';
import { workspacePanels } from '@/features/workspace-admin/panels';
import { useAuth } from '@/lib/auth';
import { SettingsNav } from './settings-nav';

/** /settings/workspace: admins run the workspace; members see its directory and groups. */
export function WorkspaceSettingsScreen() {
  const { user } = useAuth();
  const overview = useWorkspaceOverview();
  const panels = workspacePanels(user?.workspace?.role);
  const { admin } = panels;
  return (
    <div className="mx-auto flex w-full max-w-4xl flex-col gap-6">
      <header className="flex flex-col gap-1">
        <h1 className="text-3xl font-bold tracking-tight">{admin ? 'Workspace settings' : 'Members and groups'}</h1>
        {/* A line even before the overview arrives (a plain space would collapse): nothing below moves. */}
        <p className="text-muted-foreground">
          {overview.data ? `${overview.data.workspace.name ?? 'Your workspace'} · ${overview.data.workspace.domain}` : '\u00a0'}
        </p>
      </header>
      <SettingsNav />
      {overview.isError ? <LoadError title="Could not load the workspace." onRetry={() => void overview.refetch()} /> : null}
      {panels.rename ? (
        <section aria-labelledby="workspace-name" className="flex flex-col gap-3 rounded-lg border border-border bg-card p-4 sm:p-6">
          <h2 id="workspace-name" className="text-xl font-semibold">
            Name
          </h2>
          <WorkspaceRename current={user?.workspace?.name ?? ''} />
        </section>
      ) : null}
      {panels.invitations ? <InvitationsPanel domain={user?.workspace?.domain ?? ''} /> : null}
      <MemberDirectory manage={admin} selfId={user?.id ?? ''} />
      <GroupsPanel manage={panels.manageGroups} />
      {panels.audit ? <AuditLog /> : null}
    </div>
  );
}
