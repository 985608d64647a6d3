import type { ReactNode } from 'react';

/** The frame of a screen whose content arrives with a later issue. */
export function ScreenFrame({ title, subtitle, children }: { title: string; subtitle?: string; children?: ReactNode }) {
  return (
    <section aria-labelledby="screen-title" className="flex flex-col gap-2">
      <h1 id="screen-title" className="text-3xl font-bold tracking-tight">
        {title}
      </h1>
      {subtitle ? <p className="text-muted-foreground">{subtitle}</p> : null}
      {children}
    </section>
  );
}
