import { ChevronDown } from 'lucide-react';
import { useState } from 'react';
import type { GuideSplit } from '@pathwise/core';
import { cn } from '@/lib/utils';
import { useDisclosure } from '@/components/ui/disclosure';
import { GuideMarkdown } from './guide-markdown';

export interface StepToggle {
  index: number;
  title: string;
  open: boolean;
}

function Step({
  number,
  total,
  title,
  body,
  open,
  onOpenChange,
}: {
  number: number;
  total: number;
  title: string;
  body: string;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  const { triggerProps, regionProps } = useDisclosure(open, onOpenChange);
  return (
    <li
      className="rounded-lg border border-border bg-card text-card-foreground shadow-sm"
      data-testid="guide-step"
      data-state={triggerProps['data-state']}
    >
      <h3>
        <button
          {...triggerProps}
          className="flex w-full items-start justify-between gap-3 rounded-lg px-4 py-3 text-left hover:bg-accent/50 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring sm:px-6"
        >
          <span className="flex min-w-0 flex-col gap-0.5">
            <span className="text-xs font-semibold uppercase tracking-wide text-primary">
              Step {number} of {total}
            </span>
            <span className="text-base font-semibold">{title}</span>
          </span>
          <ChevronDown className={cn('mt-1 size-5 shrink-0 transition-transform', open && 'rotate-180')} aria-hidden="true" />
        </button>
      </h3>
      {open ? (
        <div {...regionProps} className="border-t border-border px-4 py-4 sm:px-6">
          <GuideMarkdown>{body}</GuideMarkdown>
        </div>
      ) : null}
    </li>
  );
}

/**
 * The guide split at '### ' lines (core splitGuide): collapsible steps numbered 'Step N of M',
 * the first one open. A guide without step headings is one block.
 */
export function StepGuide({ guide, onToggle }: { guide: GuideSplit; onToggle?: (toggle: StepToggle) => void }) {
  const [open, setOpen] = useState<ReadonlySet<number>>(() => new Set([0]));
  const stepped = guide.sections.some((section) => section.title !== '');

  function toggle(index: number, title: string, next: boolean) {
    setOpen((current) => {
      const updated = new Set(current);
      if (next) updated.add(index);
      else updated.delete(index);
      return updated;
    });
    onToggle?.({ index, title, open: next });
  }

  return (
    <section aria-labelledby="guide-heading" className="flex flex-col gap-3">
      <h2 id="guide-heading" className="text-xl font-semibold">
        Step-by-Step Guide
      </h2>
      {guide.intro ? <GuideMarkdown>{guide.intro}</GuideMarkdown> : null}
      {stepped ? (
        <ol className="flex flex-col gap-3">
          {guide.sections.map((section, index) => (
            <Step
              key={index}
              number={index + 1}
              total={guide.sections.length}
              title={section.title}
              body={section.body}
              open={open.has(index)}
              onOpenChange={(next) => toggle(index, section.title, next)}
            />
          ))}
        </ol>
      ) : (
        <div className="rounded-lg border border-border bg-card px-4 py-4 text-card-foreground shadow-sm sm:px-6">
          <GuideMarkdown>{guide.sections[0]?.body ?? ''}</GuideMarkdown>
        </div>
      )}
    </section>
  );
}
