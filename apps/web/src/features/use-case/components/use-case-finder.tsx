import { Search, X } from 'lucide-react';
import { useId, useMemo, useRef, useState } from 'react';
import { Link } from 'react-router';
import { activeFilters, DEFAULT_FILTERS, filterUseCases, sortUseCases, type FilterKey, type LibraryFilters } from '@pathwise/core';
import { useUseCases } from '@/api/use-cases';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { usePainted } from '@/lib/after-paint';
import { useAuth } from '@/lib/auth';
import { useSearchShortcut } from '../hooks/use-search-shortcut';
import { FilterPopover } from './filter-popover';

/**
 * Search box and 'Filter use cases' popover of the use case page. They filter the catalogue with
 * the library's own rules (core filterUseCases, relevance order) and list matches to jump to.
 */
export function UseCaseFinder({ currentId }: { currentId: string }) {
  const { user } = useAuth();
  // Matches are listed once something is typed: the catalogue waits until the page is shown.
  const useCases = useUseCases({ enabled: usePainted() });
  const [filters, setFilters] = useState<LibraryFilters>(DEFAULT_FILTERS);
  const input = useRef<HTMLInputElement>(null);
  const id = useId();
  useSearchShortcut(input);

  const active = activeFilters(filters);
  const filterCount = active.filter((filter) => filter.key !== 'searchTerm').length;
  const viewer = useMemo(
    () => ({ role: user?.profile.specialty ?? null, responsibilities: user?.profile.responsibilities ?? [] }),
    [user?.profile.specialty, user?.profile.responsibilities],
  );
  const matches = useMemo(
    () => (active.length > 0 && useCases.data ? sortUseCases(filterUseCases(useCases.data, filters), filters.sortBy, viewer) : []),
    [active.length, useCases.data, filters, viewer],
  );

  const setFilter = (key: FilterKey | 'searchTerm', value: string) => setFilters((current) => ({ ...current, [key]: value }));
  const resetFilters = () => setFilters((current) => ({ ...DEFAULT_FILTERS, searchTerm: current.searchTerm }));

  return (
    <div className="relative flex w-full flex-col gap-2 sm:max-w-md">
      <div role="search" className="flex items-center gap-2">
        <div className="relative flex-1">
          <Search
            className="pointer-events-none absolute left-3 top-1/2 size-4 -translate-y-1/2 text-muted-foreground"
            aria-hidden="true"
          />
          <Input
            ref={input}
            type="search"
            aria-label="Search use cases"
            aria-keyshortcuts="/"
            aria-controls={`${id}-results`}
            placeholder="Search..."
            value={filters.searchTerm}
            onChange={(event) => setFilter('searchTerm', event.target.value)}
            onKeyDown={(event) => {
              if (event.key === 'Escape' && filters.searchTerm) {
                event.preventDefault();
                setFilter('searchTerm', '');
              }
            }}
            className="pl-9 pr-9 [&::-webkit-search-cancel-button]:hidden"
          />
          {filters.searchTerm ? (
            <Button
              variant="ghost"
              size="icon"
              className="absolute right-0.5 top-1/2 size-9 -translate-y-1/2"
              aria-label="Clear search"
              onClick={() => {
                setFilter('searchTerm', '');
                input.current?.focus();
              }}
            >
              <X aria-hidden="true" />
            </Button>
          ) : null}
        </div>
        <FilterPopover filters={filters} activeCount={filterCount} onChange={setFilter} onReset={resetFilters} />
      </div>
      <div id={`${id}-results`}>
        {active.length > 0 ? (
          <section
            aria-label="Matching use cases"
            className="rounded-lg border border-border bg-card p-2 text-card-foreground shadow-lg sm:absolute sm:inset-x-0 sm:top-12 sm:z-20"
          >
            <p role="status" className="px-2 pb-1 text-xs text-muted-foreground">
              {useCases.isPending
                ? 'Searching...'
                : matches.length === 0
                  ? 'No matches found'
                  : `${matches.length} ${matches.length === 1 ? 'match' : 'matches'}`}
            </p>
            {matches.length > 0 ? (
              <ul className="flex max-h-80 flex-col overflow-y-auto">
                {matches.map((match) => (
                  <li key={match.id}>
                    <Link
                      to={`/use-case/${match.id}`}
                      aria-current={match.id === currentId ? 'page' : undefined}
                      className="flex flex-col rounded-md px-2 py-1.5 text-sm hover:bg-accent focus-visible:bg-accent focus-visible:outline-none aria-[current=page]:bg-secondary"
                    >
                      <span className="font-medium">{match.title}</span>
                      <span className="text-xs capitalize text-muted-foreground">
                        {match.type} · {match.complexity}
                      </span>
                    </Link>
                  </li>
                ))}
              </ul>
            ) : null}
          </section>
        ) : null}
      </div>
    </div>
  );
}
