import { SlidersHorizontal } from 'lucide-react';
import { useCallback, useMemo, useState } from 'react';
import { activeFilters, LIBRARY, type FilterKey, type LibraryFilters, type SortBy } from '@pathwise/core';
import { Button } from '@/components/ui/button';
import { cn } from '@/lib/utils';
import { FILTER_CONTROLS, SORT_CHOICES } from '../filter-options';
import type { LibraryViewControls } from '../use-library-view';
import { useScrolledPast } from '../use-scrolled-past';
import { FilterChips } from './filter-chips';
import { LabelledSelect } from './labelled-select';
import { SearchBox } from './search-box';

interface LibraryToolbarProps {
  controls: LibraryViewControls;
  /** The filters the results on screen are for: the chips name those, and come with them. */
  shownFilters: LibraryFilters;
}

/**
 * Search, filters, sort and chips. Past the spec's 100px of scroll the bar sticks under the top
 * bar. On phones the five selects fold behind a 'Filters' button so a stuck bar does not cover
 * the screen; from tablet width up they are always shown.
 */
export function LibraryToolbar({ controls, shownFilters }: LibraryToolbarProps) {
  const stuck = useScrolledPast(LIBRARY.stickyThresholdPx);
  const [open, setOpen] = useState(false);
  const { filters } = controls.view;
  const filterCount = activeFilters(filters).filter((filter) => filter.key !== 'searchTerm').length;
  const { setFilter, setSort, setSearch, removeFilter } = controls;
  const clearSearch = useCallback(() => removeFilter('searchTerm'), [removeFilter]);
  // One handler per select that keeps its identity: the memoised selects skip a keystroke's render.
  const onFilter = useMemo(
    () =>
      Object.fromEntries(FILTER_CONTROLS.map((control) => [control.key, (value: string) => setFilter(control.key, value)])) as Record<
        FilterKey,
        (value: string) => void
      >,
    [setFilter],
  );
  const onSort = useCallback((value: string) => setSort(value as SortBy), [setSort]);

  return (
    <div
      role="search"
      aria-label="Search and filter use cases"
      data-testid="library-toolbar"
      data-sticky={stuck}
      className={cn(
        'z-20 -mx-4 flex flex-col gap-3 px-4 py-3 sm:-mx-6 sm:px-6 lg:-mx-8 lg:px-8',
        // The blur costs paint time on every keystroke; it only matters once the bar covers content.
        stuck ? 'sticky top-14 border-b border-border bg-background/95 shadow-sm backdrop-blur' : 'relative',
      )}
    >
      <div className="flex items-center gap-2">
        <SearchBox value={filters.searchTerm} addressViews={controls.addressViews} onSearch={setSearch} onClear={clearSearch} />
        <Button
          variant="outline"
          className="md:hidden"
          aria-expanded={open}
          aria-controls="library-filters"
          onClick={() => setOpen((value) => !value)}
        >
          <SlidersHorizontal aria-hidden="true" />
          Filters
          {filterCount > 0 ? (
            <>
              <span className="rounded-full bg-primary px-1.5 text-xs text-primary-foreground" aria-hidden="true">
                {filterCount}
              </span>
              <span className="sr-only">({filterCount} active)</span>
            </>
          ) : null}
        </Button>
      </div>
      <div id="library-filters" className={cn('grid-cols-2 gap-3 md:grid md:grid-cols-3 lg:grid-cols-5', open ? 'grid' : 'hidden')}>
        {FILTER_CONTROLS.map((control) => (
          <LabelledSelect
            key={control.key}
            id={`library-${control.key}`}
            label={control.label}
            value={filters[control.key]}
            options={control.options}
            onValueChange={onFilter[control.key]}
          />
        ))}
        <LabelledSelect
          id="library-sort"
          label="Sort by"
          value={filters.sortBy}
          options={SORT_CHOICES}
          onValueChange={onSort}
          className="col-span-2 md:col-span-1"
        />
      </div>
      <FilterChips filters={shownFilters} onRemove={removeFilter} onClearAll={controls.clearAll} />
    </div>
  );
}
