import type { ReactNode } from 'react';
import { SIDEBAR_WIDTH_PX } from '@pathwise/core';
import { SidebarContent } from './sidebar';
import { TopBar } from './top-bar';

/** Signed-in layout of non-public routes: the 250px sidebar and a top bar. */
export function AppShell({ children }: { children: ReactNode }) {
  return (
    <div className="min-h-screen">
      <aside
        aria-label="Sidebar"
        style={{ width: SIDEBAR_WIDTH_PX }}
        className="fixed inset-y-0 left-0 z-20 hidden border-r border-border bg-card md:block"
      >
        <SidebarContent />
      </aside>
      <div className="md:pl-[250px]">
        <TopBar />
        <main id="main" className="mx-auto w-full max-w-7xl px-4 py-6 sm:px-6 lg:px-8">
          {children}
        </main>
      </div>
    </div>
  );
}
