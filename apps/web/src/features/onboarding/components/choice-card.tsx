import type { ReactNode } from 'react';
import { Label } from '@/components/ui/label';
import { RadioGroupItem } from '@/components/ui/radio-group';

/** A radio option drawn as a card; the whole card is its label. */
export function ChoiceCard({ id, value, children }: { id: string; value: string; children: ReactNode }) {
  return (
    <Label
      htmlFor={id}
      className="flex min-h-12 cursor-pointer items-center gap-3 rounded-lg border border-border bg-background p-4 font-normal transition-colors hover:bg-accent has-[[data-state=checked]]:border-primary has-[[data-state=checked]]:bg-secondary has-[[data-state=checked]]:text-secondary-foreground"
    >
      <RadioGroupItem id={id} value={value} />
      <span>{children}</span>
    </Label>
  );
}
