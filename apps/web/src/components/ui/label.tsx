import type { ComponentProps } from 'react';
import { cn } from '@/lib/utils';

/** A form label: give it the control's id in `htmlFor`. */
export function Label({ className, htmlFor, children, ...props }: ComponentProps<'label'> & { htmlFor: string }) {
  return (
    <label
      htmlFor={htmlFor}
      className={cn('text-sm font-medium leading-none peer-disabled:cursor-not-allowed peer-disabled:opacity-70', className)}
      {...props}
    >
      {children}
    </label>
  );
}
