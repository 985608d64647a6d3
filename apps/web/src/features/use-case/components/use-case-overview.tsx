import { ChevronDown } from 'lucide-react';
import { useState } from 'react';
import type { UseCaseDetail } from '@/api/use-cases';
import { useDisclosure } from '@/components/ui/disclosure';

/** Objective, scenario and the required tool; open by default, collapsible. */
export function UseCaseOverview({ useCase }: { useCase: UseCaseDetail }) {
  const [open, setOpen] = useState(true);
  const { triggerProps, regionProps } = useDisclosure(open, setOpen);
  return (
    <section className="rounded-lg border border-border bg-card text-card-foreground shadow-sm" data-state={triggerProps['data-state']}>
      <h2 className="text-lg font-semibold">
        <button
          {...triggerProps}
          className="flex w-full items-center justify-between gap-2 rounded-lg px-4 py-3 text-left hover:bg-accent/50 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring sm:px-6"
        >
          Overview
          <ChevronDown className={`size-5 shrink-0 transition-transform ${open ? 'rotate-180' : ''}`} aria-hidden="true" />
        </button>
      </h2>
      {open ? (
        <div {...regionProps}>
          <dl className="grid gap-4 border-t border-border px-4 py-4 sm:px-6">
            <div>
              <dt className="text-sm font-semibold">Objective</dt>
              <dd className="mt-1 text-muted-foreground">{useCase.objective}</dd>
            </div>
            <div>
              <dt className="text-sm font-semibold">Scenario</dt>
              <dd className="mt-1 text-muted-foreground">{useCase.scenario}</dd>
            </div>
            <div>
              <dt className="text-sm font-semibold">Required Tool</dt>
              <dd className="mt-1 text-muted-foreground">{useCase.aiToolRequired}</dd>
            </div>
          </dl>
        </div>
      ) : null}
    </section>
  );
}
