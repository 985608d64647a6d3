import { SlidersHorizontal } from 'lucide-react';
import { Popover } from 'radix-ui';
import { useId } from 'react';
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

/** The 'Filter use cases' popover: the library's four filters, their count and Reset. */
export function FilterPopover({
  filters,
  activeCount,
  onChange,
  onReset,
}: {
  filters: LibraryFilters;
  activeCount: number;
  onChange: (key: FilterKey, value: string) => void;
  onReset: () => void;
}) {
  const id = useId();
  return (
    <Popover.Root>
      <Popover.Trigger asChild>
        <Button
          variant="outline"
          className="shrink-0"
          aria-label={activeCount > 0 ? `Filter use cases (${activeCount} active)` : 'Filter use cases'}
        >
          <SlidersHorizontal aria-hidden="true" />
          <span className="hidden sm:inline">Filter</span>
          {activeCount > 0 ? (
            <span
              data-testid="active-filter-count"
              className="inline-flex min-w-5 items-center justify-center rounded-full bg-primary px-1.5 text-xs font-semibold text-primary-foreground"
            >
              {activeCount}
            </span>
          ) : null}
        </Button>
      </Popover.Trigger>
      <Popover.Portal>
        <Popover.Content
          align="end"
          sideOffset={8}
          collisionPadding={12}
          aria-labelledby={`${id}-title`}
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
