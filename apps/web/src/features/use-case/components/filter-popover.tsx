import { SlidersHorizontal } from 'lucide-react';
import { lazy, useId } from 'react';
import type { FilterKey, LibraryFilters } from '@pathwise/core';
import { DeferredPart, useDeferredDialog } from '@/components/deferred-dialog';
import { Button } from '@/components/ui/button';

// The panel and the popover library (its positioning engine most of it) load when the member
// points at, focuses or presses the button: not with the use case page.
const loadPanel = () => import('./filter-panel');
const FilterPanel = lazy(async () => ({ default: (await loadPanel()).FilterPanel }));
const preloadPanel = () => void loadPanel().catch(() => undefined);

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
  const panel = useDeferredDialog({ toggles: true });
  const panelId = useId();
  return (
    <>
      <Button
        variant="outline"
        className="shrink-0"
        aria-label={activeCount > 0 ? `Filter use cases (${activeCount} active)` : 'Filter use cases'}
        {...panel.triggerProps}
        aria-controls={panel.open ? panelId : undefined}
        onPointerEnter={preloadPanel}
        onFocus={preloadPanel}
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
      <DeferredPart dialog={panel}>
        <FilterPanel
          {...panel.contentProps}
          id={panelId}
          anchor={panel.triggerProps.ref}
          filters={filters}
          activeCount={activeCount}
          onChange={onChange}
          onReset={onReset}
        />
      </DeferredPart>
    </>
  );
}
