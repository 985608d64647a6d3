import { Check } from 'lucide-react';
import { cn } from '@/lib/utils';

const STEPS = ['Email sent', 'Awaiting verification', 'Account activated'] as const;

/** The spec's three-step tracker; this screen is always at step 2 (waiting for the click). */
export function VerificationSteps({ current = 1 }: { current?: number }) {
  return (
    <ol aria-label="Verification steps" className="grid grid-cols-3 gap-2">
      {STEPS.map((label, index) => {
        const done = index < current;
        const active = index === current;
        return (
          <li key={label} aria-current={active ? 'step' : undefined} className="flex flex-col items-center gap-2 text-center">
            <span
              aria-hidden="true"
              className={cn(
                'flex size-8 items-center justify-center rounded-full border text-sm font-semibold',
                done && 'border-primary bg-primary text-primary-foreground',
                active && 'border-primary text-primary ring-4 ring-primary/15',
                !done && !active && 'border-border text-muted-foreground',
              )}
            >
              {done ? <Check className="size-4" /> : index + 1}
            </span>
            <span className={cn('text-xs sm:text-sm', active ? 'font-medium text-foreground' : 'text-muted-foreground')}>
              {label}
              {done ? <span className="sr-only"> (done)</span> : null}
            </span>
          </li>
        );
      })}
    </ol>
  );
}
