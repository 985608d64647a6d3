import { NavLink } from 'react-router';
import { can } from '@pathwise/core';
import { useAuth } from '@/lib/auth';
import { cn } from '@/lib/utils';

/** The settings area's own navigation: one layout for workspace, notification and integration settings. */
export function SettingsNav() {
  const { user } = useAuth();
  const role = user?.workspace?.role;
  const items = [
    { to: '/settings/account', label: 'My account' },
    { to: '/settings/workspace', label: can(role, 'members.manage') ? 'Workspace' : 'Members and groups' },
    { to: '/settings/notifications', label: 'Notifications' },
    ...(can(role, 'integrations.manage') ? [{ to: '/settings/integrations', label: 'Integrations' }] : []),
  ];
  return (
    <nav aria-label="Settings sections" className="flex flex-wrap gap-2 border-b border-border pb-3">
      {items.map((item) => (
        <NavLink
          key={item.to}
          to={item.to}
          className={({ isActive }) =>
            cn(
              'rounded-md px-3 py-2 text-sm font-medium hover:bg-accent focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring',
              isActive ? 'bg-secondary text-secondary-foreground' : 'text-muted-foreground',
            )
          }
        >
          {item.label}
        </NavLink>
      ))}
    </nav>
  );
}
