import { BookOpen, Building2, UserRound, LayoutDashboard, LogOut, MessageSquareText, Plug, Settings, Users } from 'lucide-react';
import { NavLink, useNavigate } from 'react-router';
import { displayName } from '@pathwise/core';
import { Button } from '@/components/ui/button';
import { useAuth } from '@/lib/auth';
import { cn } from '@/lib/utils';
import { Logo } from '@/components/logo';

const ITEMS = [
  { to: '/studio', label: 'My Studio', icon: LayoutDashboard },
  { to: '/team', label: 'Team Activity', icon: Users },
  { to: '/library', label: 'Library', icon: BookOpen },
  { to: '/prompts', label: 'Prompt Library', icon: MessageSquareText },
] as const;

/** The settings area (one layout, its own section navigation); members see the directory read-only. */
const SETTINGS = [
  { to: '/settings/account', label: 'My account', icon: UserRound, admin: false },
  { to: '/settings/workspace', label: 'Workspace', icon: Building2, admin: false },
  { to: '/settings/notifications', label: 'Notification settings', icon: Settings, admin: false },
  { to: '/settings/integrations', label: 'Integrations', icon: Plug, admin: true },
] as const;

const linkClass = ({ isActive }: { isActive: boolean }) =>
  cn(
    'flex items-center gap-3 rounded-md px-3 py-2 text-sm font-medium transition-colors hover:bg-accent focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring',
    isActive ? 'bg-secondary text-secondary-foreground' : 'text-muted-foreground',
  );

function initials(name: string): string {
  return name
    .split(/[.\s_-]+/)
    .filter(Boolean)
    .slice(0, 2)
    .map((part) => part[0]?.toUpperCase() ?? '')
    .join('');
}

export function SidebarContent({ onNavigate }: { onNavigate?: () => void }) {
  const { user, signOut } = useAuth();
  const navigate = useNavigate();
  const name = displayName(user?.email);

  async function logOut() {
    // signOut shows 'Failed to log out' itself; the user then stays where they are.
    if (await signOut()) await navigate('/auth');
  }

  return (
    <div className="flex h-full flex-col gap-6 p-4">
      <div className="flex flex-col gap-1 px-2">
        <Logo />
        <p className="truncate text-sm text-muted-foreground" data-testid="workspace-name">
          {user?.workspace?.name ?? ''}
        </p>
      </div>
      <nav aria-label="Main" className="flex flex-col gap-1">
        {ITEMS.map(({ to, label, icon: Icon }) => (
          <NavLink
            key={to}
            to={to}
            onClick={onNavigate}
            className={({ isActive }) =>
              cn(
                'flex items-center gap-3 rounded-md px-3 py-2 text-sm font-medium transition-colors hover:bg-accent focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring',
                isActive ? 'bg-secondary text-secondary-foreground' : 'text-muted-foreground',
              )
            }
          >
            <Icon className="size-4" aria-hidden="true" />
            {label}
          </NavLink>
        ))}
      </nav>
      <nav aria-label="Settings" className="flex flex-col gap-1">
        {SETTINGS.filter((item) => !item.admin || user?.workspace?.role === 'admin').map(({ to, label, icon: Icon }) => (
          <NavLink key={to} to={to} onClick={onNavigate} className={linkClass}>
            <Icon className="size-4" aria-hidden="true" />
            {label}
          </NavLink>
        ))}
      </nav>
      <div className="mt-auto flex flex-col gap-3 border-t border-border pt-4">
        <div className="flex items-center gap-3 px-2">
          <span
            aria-hidden="true"
            className="flex size-9 shrink-0 items-center justify-center rounded-full bg-primary text-sm font-semibold text-primary-foreground"
          >
            {initials(name) || 'U'}
          </span>
          <div className="min-w-0">
            <p className="truncate text-sm font-medium">{name}</p>
            <p className="truncate text-xs text-muted-foreground">{user?.email}</p>
          </div>
        </div>
        <Button variant="ghost" className="justify-start" onClick={() => void logOut()}>
          <LogOut aria-hidden="true" />
          Log out
        </Button>
      </div>
    </div>
  );
}
