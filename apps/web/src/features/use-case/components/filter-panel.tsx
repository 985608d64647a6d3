import { Popover } from 'radix-ui';
import { useId, type RefObject } from 'react';
import {
  ALL,
  COMPLEXITIES,
  RESPONSIBILITIES,
  RESPONSIBILITY_LABELS,
  SPECIALTY_LABELS,
  FILTER_ROLES,
  USE_CASE_TYPES,
  type FilterKey,
  type LibraryFilters,
} from '@pathwise/core';
import { Button } from '@/components/ui/button';
import { Label } from '@/components/ui/label';
import { NativeSelect } from '@/components/ui/native-select';
import type { DeferredContentProps } from '@/components/deferred-dialog';

const capitalize = (value: string) => value.charAt(0).toUpperCase() + value.slice(1);

const FIELDS: { key: FilterKey; label: string; all: string; allLabel: string; options: { value: string; label: string }[] }[] = [
  {
    key: 'selectedRole',
    label: 'Role',
    all: ALL.role,
    allLabel: 'All roles',
    options: FILTER_ROLES.map((role) => ({ value: role, label: SPECIALTY_LABELS[role] })),
  },
  {
    key: 'selectedType',
    label: 'Type',
    all: ALL.type,
    allLabel: 'All types',
    options: USE_CASE_TYPES.map((type) => ({ value: type, label: capitalize(type) })),
  },
  {
    key: 'selectedResponsibility',
    label: 'Responsibility',
    all: ALL.responsibility,
    allLabel: 'All responsibilities',
    options: RESPONSIBILITIES.map((r) => ({ value: r, label: RESPONSIBILITY_LABELS[r] })),
  },
  {
    key: 'selectedComplexity',
    label: 'Complexity',
    all: ALL.complexity,
    allLabel: 'All levels',
    options: COMPLEXITIES.map((c) => ({ value: c, label: capitalize(c) })),
  },
];

/**
 * The 'Filter use cases' popover's panel, in a chunk of its own with the popover library: it is
 * anchored to the page's own trigger button (filter-popover.tsx), which it never replaces.
 */
export function FilterPanel({
  id: panelId,
  open,
  onOpenChange,
  anchor,
  onCloseAutoFocus,
  filters,
  activeCount,
  onChange,
  onReset,
}: DeferredContentProps & {
  /** The panel's id (the trigger's aria-controls while it is open). */
  id: string;
  anchor: RefObject<HTMLButtonElement | null>;
  filters: LibraryFilters;
  activeCount: number;
  onChange: (key: FilterKey, value: string) => void;
  onReset: () => void;
}) {
  const id = useId();
  return (
    <Popover.Root open={open} onOpenChange={onOpenChange}>
      <Popover.Anchor virtualRef={anchor} />
      <Popover.Portal>
        <Popover.Content
          id={panelId}
          align="end"
          sideOffset={8}
          collisionPadding={12}
          aria-labelledby={`${id}-title`}
          onCloseAutoFocus={onCloseAutoFocus}
          // A press on the trigger is the trigger's (it closes the panel), not a press outside.
          onInteractOutside={(event) => {
            if (event.target instanceof Node && anchor.current?.contains(event.target)) event.preventDefault();
          }}
          className="z-40 w-[min(20rem,calc(100vw-1.5rem))] rounded-lg border border-border bg-card p-4 text-card-foreground shadow-lg focus:outline-none"
        >
          <div className="mb-3 flex items-center justify-between gap-2">
            <h2 id={`${id}-title`} className="text-sm font-semibold">
              Filter use cases
            </h2>
            <Button variant="ghost" size="sm" className="h-8" onClick={onReset} disabled={activeCount === 0}>
              Reset
            </Button>
          </div>
          <div className="flex flex-col gap-3">
            {FIELDS.map((field) => (
              <div key={field.key} className="flex flex-col gap-1.5">
                <Label htmlFor={`${id}-${field.key}`}>{field.label}</Label>
                <NativeSelect
                  id={`${id}-${field.key}`}
                  value={filters[field.key]}
                  onChange={(event) => onChange(field.key, event.target.value)}
                >
                  <option value={field.all}>{field.allLabel}</option>
                  {field.options.map((option) => (
                    <option key={option.value} value={option.value}>
                      {option.label}
                    </option>
                  ))}
                </NativeSelect>
              </div>
            ))}
          </div>
        </Popover.Content>
      </Popover.Portal>
    </Popover.Root>
  );
}
