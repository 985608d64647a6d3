import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { NavigationType, useLocation, useNavigationType, useSearchParams } from 'react-router';
import { DEFAULT_FILTERS, FILTER_PLACEHOLDERS, type FilterKey, type LibraryFilters, type SortBy } from '@pathwise/core';
import { afterPaint } from '@/lib/after-paint';
import { canonicalLibraryParams, parseLibraryParams, writeLibraryParams, type LibraryView } from './library-params';

/** Marks the history entries the library wrote itself. */
const OWN_STATE = { library: true } as const;

function isOwnState(state: unknown): boolean {
  return typeof state === 'object' && state !== null && (state as { library?: unknown }).library === true;
}

/** A new list always starts on page 1 (spec: the page resets when the filtered list changes). */
function withFilters(filters: LibraryFilters): LibraryView {
  return { filters, page: 1 };
}

export interface LibraryViewControls {
  view: LibraryView;
  /** The view's last change was made after its input was painted (a search: the search box hands it over once typing rests). */
  viewIsPainted: boolean;
  /**
   * Counts the views taken from the address (back and forward, a link). The search box takes their
   * term up even when it equals the last one it was given: a back press can come before the
   * render of a term it handed over, and then the term it shows was never the view's.
   */
  addressViews: number;
  /** Called by the search box once typing rests (search-box.tsx). */
  setSearch: (searchTerm: string) => void;
  setFilter: (key: FilterKey, value: string) => void;
  removeFilter: (key: FilterKey | 'searchTerm') => void;
  setSort: (sortBy: SortBy) => void;
  /** `replace` corrects the address (a page past the end) without a new history entry. */
  setPage: (page: number, options?: { replace?: boolean }) => void;
  /** Search, the four filters and sort back to their defaults (the spec's 'Clear all'). */
  clearAll: () => void;
}

/**
 * The library's view lives in the URL, so back/forward and shared links restore it. The screen
 * reads it from state, though: a controlled input must change in the keystroke's own render,
 * and router navigations land a little later. State follows the URL whenever the URL changes
 * from outside (back/forward, a link); the library's own changes go to both at once.
 */
export function useLibraryView(): LibraryViewControls {
  const [params, setParams] = useSearchParams();
  const location = useLocation();
  const navigationType = useNavigationType();

  // The library's own writes carry the view it already shows (and maybe newer keystrokes since),
  // so only the others may replace it.
  const external = navigationType === NavigationType.Pop || !isOwnState(location.state);
  // The view, and whether its last change was made after its input was painted (viewIsPainted).
  const [shown, setShown] = useState(() => ({ view: parseLibraryParams(params), painted: false, addressViews: 0 }));
  // Each navigation makes a new location, even back to an entry this screen last drew (a back
  // press may come before the render of the library's own last write, which then never shows):
  // compared by identity, not by key, so that such a back still brings the address's view.
  const [seenLocation, setSeenLocation] = useState(location);
  if (seenLocation !== location) {
    setSeenLocation(location);
    if (external) setShown({ view: parseLibraryParams(params), painted: false, addressViews: shown.addressViews + 1 });
  }

  // True while the user types: the run's first keystroke pushes a history entry and the next
  // ones replace it, so back leaves the whole search at once. A ref, because keystrokes can
  // come faster than the router commits their addresses.
  const typing = useRef(false);
  useEffect(() => {
    if (external) typing.current = false;
  }, [external, location]);

  // Invalid or malformed values fall back to the defaults; the address says so too.
  useEffect(() => {
    const canonical = canonicalLibraryParams(params);
    if (canonical.toString() !== params.toString())
      setParams(canonical, { replace: true, state: location.state as unknown, preventScrollReset: true });
  }, [params, setParams, location.state]);

  // The address is written after the change has been painted: the router's navigation (route
  // matching, history) would otherwise run inside the keystroke and hold up its paint. Changes
  // that come faster than that are written once, with the newest view; a run of typing still
  // pushes one history entry and replaces it after.
  const latestParams = useRef(params);
  latestParams.current = params;
  const pending = useRef<{ view: LibraryView; replace: boolean } | null>(null);
  const write = useCallback(() => {
    const next = pending.current;
    pending.current = null;
    if (next)
      setParams(writeLibraryParams(latestParams.current, next.view), { replace: next.replace, state: OWN_STATE, preventScrollReset: true });
  }, [setParams]);

  // Leaving the library drops a write not made yet: it would bring the visitor back here.
  useEffect(
    () => () => {
      pending.current = null;
    },
    [],
  );

  const update = useCallback(
    (next: LibraryView, { search = false, replace = false }: { search?: boolean; replace?: boolean } = {}) => {
      const continuesRun = search && typing.current;
      typing.current = search;
      setShown((current) => ({ view: next, painted: search, addressViews: current.addressViews }));
      const previous = pending.current;
      pending.current = { view: next, replace: previous ? previous.replace : replace || continuesRun };
      if (!previous) afterPaint(write);
    },
    [write],
  );

  // The actions read the view they change from a ref: they keep their identity from one
  // keystroke to the next, so the memoised controls (the selects) are not redrawn by one.
  const latestView = useRef(shown.view);
  latestView.current = shown.view;
  const actions = useMemo<Omit<LibraryViewControls, 'view' | 'viewIsPainted' | 'addressViews'>>(() => {
    const filters = () => latestView.current.filters;
    return {
      setSearch: (searchTerm) => update(withFilters({ ...filters(), searchTerm }), { search: true }),
      setFilter: (key, value) => update(withFilters({ ...filters(), [key]: value })),
      removeFilter: (key) => update(withFilters({ ...filters(), [key]: key === 'searchTerm' ? '' : FILTER_PLACEHOLDERS[key] })),
      setSort: (sortBy) => update(withFilters({ ...filters(), sortBy })),
      setPage: (page, options) => update({ filters: filters(), page }, options),
      clearAll: () => update(withFilters(DEFAULT_FILTERS)),
    };
  }, [update]);
  return useMemo<LibraryViewControls>(
    () => ({ view: shown.view, viewIsPainted: shown.painted, addressViews: shown.addressViews, ...actions }),
    [shown, actions],
  );
}
