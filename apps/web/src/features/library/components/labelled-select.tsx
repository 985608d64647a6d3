import { Check, ChevronDown } from 'lucide-react';
import { Select } from 'radix-ui';
import { Label } from '@/components/ui/label';
import { cn } from '@/lib/utils';
import type { Option } from '../filter-options';

interface LabelledSelectProps {
  id: string;
  label: string;
  value: string;
  options: readonly Option[];
  onValueChange: (value: string) => void;
  className?: string;
}

/** A Radix Select with a visible label that names it (the label's `for` points at the trigger). */
export function LabelledSelect({ id, label, value, options, onValueChange, className }: LabelledSelectProps) {
  return (
    <div className={cn('flex min-w-0 flex-col gap-1.5', className)}>
      <Label htmlFor={id} className="text-xs font-medium text-muted-foreground">
        {label}
      </Label>
      <Select.Root value={value} onValueChange={onValueChange}>
        <Select.Trigger
          id={id}
          className="flex h-10 w-full min-w-0 items-center justify-between gap-2 rounded-md border border-input bg-background px-3 text-left text-sm text-foreground shadow-xs transition-colors hover:bg-accent/60 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring focus-visible:ring-offset-2 focus-visible:ring-offset-background data-[state=open]:ring-2 data-[state=open]:ring-ring"
        >
          <span className="truncate">
            <Select.Value />
          </span>
          <Select.Icon asChild>
            <ChevronDown className="size-4 shrink-0 opacity-60" aria-hidden="true" />
          </Select.Icon>
        </Select.Trigger>
        <Select.Portal>
          <Select.Content
            position="popper"
            sideOffset={4}
            className="z-50 max-h-[var(--radix-select-content-available-height)] min-w-[var(--radix-select-trigger-width)] overflow-hidden rounded-md border border-border bg-card text-card-foreground shadow-lg"
          >
            <Select.Viewport className="p-1">
              {options.map((option) => (
                <Select.Item
                  key={option.value}
                  value={option.value}
                  className="relative flex cursor-default select-none items-center rounded-sm py-2 pl-8 pr-3 text-sm outline-none data-[highlighted]:bg-accent data-[highlighted]:text-accent-foreground data-[state=checked]:font-medium"
                >
                  <Select.ItemIndicator className="absolute left-2 inline-flex items-center">
                    <Check className="size-4" aria-hidden="true" />
                  </Select.ItemIndicator>
                  <Select.ItemText>{option.label}</Select.ItemText>
                </Select.Item>
              ))}
            </Select.Viewport>
          </Select.Content>
        </Select.Portal>
      </Select.Root>
    </div>
  );
}
