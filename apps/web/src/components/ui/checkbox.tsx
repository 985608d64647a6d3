import { Check } from 'lucide-react';
import type { ChangeEvent, ComponentProps } from 'react';
import { cn } from '@/lib/utils';

interface CheckboxProps extends Omit<ComponentProps<'input'>, 'type'> {
  onCheckedChange?: (checked: boolean) => void;
}

/**
 * The browser's own checkbox, drawn like the other controls: keyboard, forms, labels and
 * assistive technology work as they do for any checkbox, with no script to download (Radix's
 * checkbox cost 5 KB gzipped on /auth, the first page; decision 008).
 */
export function Checkbox({ className, onChange, onCheckedChange, ...props }: CheckboxProps) {
  return (
    <span className={cn('relative inline-flex size-4 shrink-0', className)}>
      <input
        type="checkbox"
        className="peer size-4 shrink-0 cursor-pointer appearance-none rounded-sm border border-input bg-background checked:border-primary checked:bg-primary focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring focus-visible:ring-offset-2 focus-visible:ring-offset-background disabled:cursor-not-allowed disabled:opacity-50 aria-invalid:border-destructive"
        onChange={(event: ChangeEvent<HTMLInputElement>) => {
          onChange?.(event);
          onCheckedChange?.(event.target.checked);
        }}
        {...props}
      />
      <Check
        aria-hidden="true"
        className="pointer-events-none absolute inset-0 m-auto size-3.5 text-primary-foreground opacity-0 peer-checked:opacity-100"
      />
    </span>
  );
}
