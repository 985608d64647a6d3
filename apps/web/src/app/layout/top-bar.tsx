import { Menu, Monitor, Moon, Sun } from 'lucide-react';
import { lazy } from 'react';
import { Button } from '@/components/ui/button';
import { DeferredPart, useDeferredDialog } from '@/components/deferred-dialog';
import { useTheme, type ThemeChoice } from '@/lib/theme';
import { NotificationBell } from '@/features/notifications/components/notification-bell';

const MobileNavigation = lazy(async () => ({ default: (await import('./mobile-navigation')).MobileNavigation }));

const NEXT_THEME: Record<ThemeChoice, ThemeChoice> = { system: 'light', light: 'dark', dark: 'system' };
const THEME_ICON = { system: Monitor, light: Sun, dark: Moon } as const;

export function ThemeToggle() {
  const { theme, setTheme } = useTheme();
  const Icon = THEME_ICON[theme];
  return (
    <Button
      variant="ghost"
      size="icon"
      aria-label={`Theme: ${theme}. Switch to ${NEXT_THEME[theme]}`}
      onClick={() => setTheme(NEXT_THEME[theme])}
    >
      <Icon aria-hidden="true" />
    </Button>
  );
}

export function TopBar() {
  const menu = useDeferredDialog();
  return (
    <header className="sticky top-0 z-30 flex h-14 items-center gap-2 border-b border-border bg-background/90 px-4 backdrop-blur">
      <Button variant="ghost" size="icon" className="md:hidden" aria-label="Open navigation" {...menu.triggerProps}>
        <Menu aria-hidden="true" />
      </Button>
      <DeferredPart dialog={menu}>
        <MobileNavigation {...menu.contentProps} />
      </DeferredPart>
      <div className="ml-auto flex items-center gap-1">
        <NotificationBell />
        <ThemeToggle />
      </div>
    </header>
  );
}
