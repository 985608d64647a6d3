import {
  COMPLEXITIES,
  DEFAULT_FILTERS,
  FILTER_PLACEHOLDERS,
  RESPONSIBILITIES,
  SORT_OPTIONS,
  FILTER_ROLES,
  USE_CASE_TYPES,
  type FilterKey,
  type LibraryFilters,
  type SortBy,
} from '@pathwise/core';

/** What the library shows: the spec's filter state plus the page (all of it lives in the URL). */
export interface LibraryView {
  filters: LibraryFilters;
  page: number;
}

export const DEFAULT_VIEW: LibraryView = { filters: DEFAULT_FILTERS, page: 1 };

/** Query parameter of each part of the view (?q=&role=&type=&responsibility=&level=&sort=&page=). */
export const PARAM = {
  searchTerm: 'q',
  selectedRole: 'role',
  selectedType: 'type',
  selectedResponsibility: 'responsibility',
  selectedComplexity: 'level',
  sortBy: 'sort',
  page: 'page',
} as const;

export const FILTER_KEYS = [
  'selectedRole',
  'selectedType',
  'selectedResponsibility',
  'selectedComplexity',
] as const satisfies readonly FilterKey[];

/** The values each filter accepts besides its "no filter" placeholder (spec section 3 and 5). */
export const FILTER_VALUES: Record<FilterKey, readonly string[]> = {
  selectedRole: FILTER_ROLES,
  selectedType: USE_CASE_TYPES,
  selectedResponsibility: RESPONSIBILITIES,
  selectedComplexity: COMPLEXITIES,
};

/** Longer searches are cut: no title or description is that long, and the URL stays sane. */
export const MAX_SEARCH_LENGTH = 200;
/** Pages beyond this are nonsense in any catalogue; they fall back to page 1. */
const PAGE_PATTERN = /^[1-9]\d{0,5}$/;

function isSortBy(value: string | null): value is SortBy {
  return value !== null && (SORT_OPTIONS as readonly string[]).includes(value);
}

/** Reads the view from a query string; anything unknown or malformed means the default. */
export function parseLibraryParams(params: URLSearchParams): LibraryView {
  const filters: LibraryFilters = { ...DEFAULT_FILTERS, searchTerm: (params.get(PARAM.searchTerm) ?? '').slice(0, MAX_SEARCH_LENGTH) };
  for (const key of FILTER_KEYS) {
    const value = params.get(PARAM[key]);
    if (value !== null && FILTER_VALUES[key].includes(value)) filters[key] = value;
  }
  const sort = params.get(PARAM.sortBy);
  if (isSortBy(sort)) filters.sortBy = sort;
  const page = params.get(PARAM.page) ?? '';
  return { filters, page: PAGE_PATTERN.test(page) ? Number(page) : 1 };
}

/**
 * The query string of a view: defaults are left out so a plain /library stays plain, and
 * parameters that are not the library's (a campaign tag, say) are kept as they were.
 */
export function writeLibraryParams(base: URLSearchParams, view: LibraryView): URLSearchParams {
  const next = new URLSearchParams(base);
  for (const name of Object.values(PARAM)) next.delete(name);
  const { filters, page } = view;
  if (filters.searchTerm !== '') next.set(PARAM.searchTerm, filters.searchTerm.slice(0, MAX_SEARCH_LENGTH));
  for (const key of FILTER_KEYS) {
    if (filters[key] !== FILTER_PLACEHOLDERS[key]) next.set(PARAM[key], filters[key]);
  }
  if (filters.sortBy !== DEFAULT_FILTERS.sortBy) next.set(PARAM.sortBy, filters.sortBy);
  if (page > 1) next.set(PARAM.page, String(page));
  return next;
}

/** The canonical form of a query string: the same view, invalid values dropped. */
export function canonicalLibraryParams(params: URLSearchParams): URLSearchParams {
  return writeLibraryParams(params, parseLibraryParams(params));
}

/** Identifies the filtered and sorted list: when it changes, page 1 and the entrance animation. */
export function listKey(filters: LibraryFilters): string {
  return JSON.stringify([
    filters.searchTerm.trim(),
    filters.selectedRole,
    filters.selectedType,
    filters.selectedResponsibility,
    filters.selectedComplexity,
    filters.sortBy,
  ]);
}
