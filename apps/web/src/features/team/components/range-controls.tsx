import { useEffect, useState } from 'react';
import { FieldError } from '@/components/ui/field-error';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { cn } from '@/lib/utils';
import { isoDay, matchingPreset, presetRange, RANGE_PRESETS, rangeProblem, type DateRange } from '../range';

/**
 * From and To dates plus presets. A typed range applies once it is whole and valid, so a
 * half-typed date never reaches the server.
 */
export function RangeControls({ range, onChange }: { range: DateRange; onChange: (range: DateRange) => void }) {
  const [draft, setDraft] = useState(range);
  useEffect(() => setDraft(range), [range]);
  const problem = rangeProblem(draft);
  const active = matchingPreset(range);
  const today = isoDay(new Date());

  function edit(next: DateRange) {
    setDraft(next);
    if (!rangeProblem(next)) onChange(next);
  }

  return (
    <div className="flex flex-col gap-2">
      <div className="flex flex-wrap items-end gap-3">
        <div className="flex flex-col gap-1.5">
          <Label htmlFor="team-from">From</Label>
          <Input
            id="team-from"
            type="date"
            value={draft.from}
            max={draft.to || today}
            aria-invalid={problem ? true : undefined}
            aria-describedby={problem ? 'team-range-error' : undefined}
            onChange={(event) => edit({ ...draft, from: event.target.value })}
            className="w-auto"
          />
        </div>
        <div className="flex flex-col gap-1.5">
          <Label htmlFor="team-to">To</Label>
          <Input
            id="team-to"
            type="date"
            value={draft.to}
            min={draft.from || undefined}
            aria-invalid={problem ? true : undefined}
            aria-describedby={problem ? 'team-range-error' : undefined}
            onChange={(event) => edit({ ...draft, to: event.target.value })}
            className="w-auto"
          />
        </div>
        <div role="group" aria-label="Range presets" className="inline-flex rounded-lg bg-muted p-1">
          {RANGE_PRESETS.map((preset) => (
            <button
              key={preset.id}
              type="button"
              aria-pressed={active === preset.id}
              onClick={() => onChange(presetRange(preset.id))}
              className={cn(
                'rounded-md px-3 py-1.5 text-sm font-medium text-muted-foreground transition-colors focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring',
                active === preset.id && 'bg-background text-foreground shadow-sm',
              )}
            >
              {preset.label}
            </button>
          ))}
        </div>
      </div>
      <FieldError id="team-range-error" role="alert">
        {problem ?? undefined}
      </FieldError>
    </div>
  );
}
