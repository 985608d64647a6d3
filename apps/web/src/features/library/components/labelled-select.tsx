import { memo } from 'react';
import { Label } from '@/components/ui/label';
import { NativeSelect } from '@/components/ui/native-select';
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

/** A select with a visible label that names it (memoised: a keystroke in the search leaves it alone). */
export const LabelledSelect = memo(function LabelledSelect({ id, label, value, options, onValueChange, className }: LabelledSelectProps) {
  return (
    <div className={cn('flex min-w-0 flex-col gap-1.5', className)}>
      <Label htmlFor={id} className="text-xs font-medium text-muted-foreground">
        {label}
      </Label>
      <NativeSelect id={id} value={value} onChange={(event) => onValueChange(event.target.value)}>
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </NativeSelect>
    </div>
  );
});
