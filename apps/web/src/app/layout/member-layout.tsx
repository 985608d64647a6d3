import { lazy, Suspense } from 'react';
import { Outlet } from 'react-router';
import { useAuth } from '@/lib/auth';
import { AppShell } from './app-shell';

// Loaded only when a name is needed: the first member of a domain sees it once.
const WorkspaceNameDialog = lazy(async () => ({
  default: (await import('@/features/workspace/components/workspace-name-dialog')).WorkspaceNameDialog,
}));

/** The workspace naming modal, for a workspace whose name is still null (spec: workspace flow). */
export function WorkspaceNamePrompt() {
  const { user } = useAuth();
  if (!user?.workspace || user.workspace.name !== null) return null;
  return (
    <Suspense fallback={null}>
      <WorkspaceNameDialog />
    </Suspense>
  );
}

/**
 * The signed-in screens' layout: sidebar, top bar and the naming modal around the screen. Its
 * code loads with the first member screen (the public pages never need it).
 */
export function MemberLayout() {
  return (
    <>
      <AppShell>
        <Outlet />
      </AppShell>
      <WorkspaceNamePrompt />
    </>
  );
}
