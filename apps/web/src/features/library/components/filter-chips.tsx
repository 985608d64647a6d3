import { X } from 'lucide-react';
import { activeFilters, type FilterKey, type LibraryFilters } from '@pathwise/core';
import { Button } from '@/components/ui/button';
import { controlLabel, optionLabel } from '../filter-options';

interface FilterChipsProps {
  filters: LibraryFilters;
  onRemove: (key: FilterKey | 'searchTerm') => void;
  onClearAll: () => void;
}

/** One removable chip per active filter (search included); 'Clear all' once more than one is active. */
export function FilterChips({ filters, onRemove, onClearAll }: FilterChipsProps) {
  const active = activeFilters(filters);
  if (active.length === 0) return null;
  return (
    <ul aria-label="Active filters" className="flex flex-wrap items-center gap-2">
      {active.map(({ key, value }) => {
        const text = key === 'searchTerm' ? `Search: “${value}”` : `${controlLabel(key)}: ${optionLabel(key, value)}`;
        return (
          <li key={key}>
            <span className="inline-flex max-w-full items-center gap-1 rounded-full border border-border bg-secondary py-0.5 pl-3 pr-1 text-xs font-medium text-secondary-foreground">
              <span className="truncate">{text}</span>
              <button
                type="button"
                onClick={() => onRemove(key)}
                aria-label={`Remove ${text}`}
                className="inline-flex size-6 shrink-0 items-center justify-center rounded-full hover:bg-background/70 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring"
              >
                <X className="size-3.5" aria-hidden="true" />
              </button>
            </span>
          </li>
        );
      })}
      {active.length > 1 ? (
        <li>
          <Button variant="link" size="sm" className="h-7 px-1" onClick={onClearAll}>
            Clear all
          </Button>
        </li>
      ) : null}
    </ul>
  );
}
