import type { MouseEvent, ReactNode } from 'react';
import { SIDEBAR_WIDTH_PX } from '@pathwise/core';
import { ShellContext } from './shell-context';
import { SidebarContent } from './sidebar';
import { TopBar } from './top-bar';

/** Moves focus (and the view) to the screen without writing '#main' into the address. */
function skipToMain(event: MouseEvent<HTMLAnchorElement>) {
  const main = document.getElementById('main');
  if (!main) return;
  event.preventDefault();
  main.focus();
  main.scrollIntoView();
}

/** Signed-in layout of non-public routes: the 250px sidebar and a top bar. */
export function AppShell({ children }: { children: ReactNode }) {
  return (
    <div className="min-h-screen">
      {/* The first stop of the Tab key: past the sidebar and top bar to the screen itself. */}
      <a
        href="#main"
        onClick={skipToMain}
        className="sr-only focus:not-sr-only focus:fixed focus:left-4 focus:top-4 focus:z-50 focus:rounded-md focus:bg-background focus:px-4 focus:py-2 focus:text-sm focus:font-medium focus:shadow-lg focus:ring-2 focus:ring-ring"
      >
        Skip to main content
      </a>
      <aside
        aria-label="Sidebar"
        style={{ width: SIDEBAR_WIDTH_PX }}
        className="fixed inset-y-0 left-0 z-20 hidden border-r border-border bg-card md:block"
      >
        <SidebarContent />
      </aside>
      <div className="md:pl-[250px]">
        <TopBar />
        <main id="main" tabIndex={-1} className="mx-auto outline-none w-full max-w-7xl px-4 py-6 sm:px-6 lg:px-8">
          <ShellContext.Provider value={true}>{children}</ShellContext.Provider>
        </main>
      </div>
    </div>
  );
}
