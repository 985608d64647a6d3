import type { ReactNode } from 'react';
import { SupportLine } from './support-line';

/** The public auth pages' frame: the card centred on every width, the help line below it. */
export function AuthLayout({ children }: { children: ReactNode }) {
  return (
    <main className="flex min-h-screen flex-col items-center justify-center gap-6 bg-muted/40 px-4 py-10 sm:px-6">
      {children}
      <SupportLine />
    </main>
  );
}
