import { BADGES, LIBRARY } from './constants';
import { COMPLEXITIES, type Complexity, type Responsibility, type UseCaseType } from './enums';

/** What the library needs of a use case. */
export interface LibraryItem {
  id: string;
  title: string;
  description: string;
  type: UseCaseType;
  complexity: Complexity;
  roles: readonly string[];
  responsibilities: readonly Responsibility[];
  isCustom: boolean;
  helpfulCount: number;
}

export const SORT_OPTIONS = ['relevance', 'recency', 'rating'] as const;
export type SortBy = (typeof SORT_OPTIONS)[number];
export const SORT_LABELS: Record<SortBy, string> = { relevance: 'Relevance', recency: 'Recency', rating: 'Highest rated' };

/** The spec's placeholders that mean "no filter". */
export const ALL = {
  role: 'all-roles',
  type: 'all-types',
  responsibility: 'all-responsibilities',
  complexity: 'all-levels',
} as const;

/** The spec's library filter state. */
export interface LibraryFilters {
  searchTerm: string;
  selectedRole: string;
  selectedType: string;
  selectedResponsibility: string;
  selectedComplexity: string;
  sortBy: SortBy;
}

export const DEFAULT_FILTERS: LibraryFilters = {
  searchTerm: '',
  selectedRole: ALL.role,
  selectedType: ALL.type,
  selectedResponsibility: ALL.responsibility,
  selectedComplexity: ALL.complexity,
  sortBy: 'relevance',
};

export type FilterKey = 'selectedRole' | 'selectedType' | 'selectedResponsibility' | 'selectedComplexity';
export const FILTER_PLACEHOLDERS: Record<FilterKey, string> = {
  selectedRole: ALL.role,
  selectedType: ALL.type,
  selectedResponsibility: ALL.responsibility,
  selectedComplexity: ALL.complexity,
};

/** The filters in use (search counts as one), for chips and the 'Clear all' rule. */
export function activeFilters(filters: LibraryFilters): { key: FilterKey | 'searchTerm'; value: string }[] {
  const active: { key: FilterKey | 'searchTerm'; value: string }[] = [];
  if (filters.searchTerm.trim()) active.push({ key: 'searchTerm', value: filters.searchTerm.trim() });
  for (const key of Object.keys(FILTER_PLACEHOLDERS) as FilterKey[]) {
    if (filters[key] !== FILTER_PLACEHOLDERS[key]) active.push({ key, value: filters[key] });
  }
  return active;
}

/**
 * Case folding for search. Plain toLowerCase is not enough: it lowers a word-final 'Σ' to 'ς',
 * so 'Σ' would not find 'ΟΔΟΣ', and it leaves 'ß' alone, so 'GROSSE' would not find 'Große'.
 * Lower, upper, lower again, then one sigma: the same text in any case folds to the same string,
 * and the fold works character by character, so any piece of a title still finds it.
 */
function foldCase(text: string): string {
  return text.toLowerCase().toUpperCase().toLowerCase().replaceAll('ς', 'σ');
}

const folded = new WeakMap<object, string>();
function haystack(item: LibraryItem): string {
  let text = folded.get(item);
  if (text === undefined) {
    text = `${foldCase(item.title)}\u0000${foldCase(item.description)}`;
    folded.set(item, text);
  }
  return text;
}

/**
 * The spec's filter: search is case-insensitive on title or description; role and
 * responsibility match when the use case lists them; type and complexity are exact; AND.
 */
export function filterUseCases<T extends LibraryItem>(items: readonly T[], filters: LibraryFilters): T[] {
  const term = foldCase(filters.searchTerm.trim());
  const role = filters.selectedRole === ALL.role ? null : filters.selectedRole;
  const type = filters.selectedType === ALL.type ? null : filters.selectedType;
  const responsibility = filters.selectedResponsibility === ALL.responsibility ? null : filters.selectedResponsibility;
  const complexity = filters.selectedComplexity === ALL.complexity ? null : filters.selectedComplexity;
  return items.filter(
    (item) =>
      (type === null || item.type === type) &&
      (complexity === null || item.complexity === complexity) &&
      (role === null || item.roles.includes(role)) &&
      (responsibility === null || (item.responsibilities as readonly string[]).includes(responsibility)) &&
      (term === '' || haystack(item).includes(term)),
  );
}

export interface Viewer {
  /** The user's specialty; frontend when unknown (spec). */
  role: string | null;
  responsibilities: readonly string[];
}

const COMPLEXITY_RANK: ReadonlyMap<string, number> = new Map(COMPLEXITIES.map((c, i) => [c, i]));
/** Rank of a complexity outside the enumeration (bad data): last, but never dropped. */
const UNKNOWN_RANK = 3;

/**
 * The spec's relevance order: custom use cases first, then those for the user's role, then
 * those sharing a responsibility, then complexity ascending; ties keep catalogue order.
 * A bucket sort: linear and stable, whatever the catalogue size.
 */
export function sortByRelevance<T extends LibraryItem>(items: readonly T[], viewer: Viewer): T[] {
  const role = viewer.role ?? 'frontend';
  const buckets: T[][] = Array.from({ length: 32 }, () => []);
  for (const item of items) {
    const key =
      (item.isCustom ? 0 : 16) +
      (item.roles.includes(role) ? 0 : 8) +
      (item.responsibilities.some((r) => viewer.responsibilities.includes(r)) ? 0 : 4) +
      (COMPLEXITY_RANK.get(item.complexity) ?? UNKNOWN_RANK);
    buckets[key]?.push(item);
  }
  return buckets.flat();
}

/**
 * Most helpful first, ties in catalogue order. Each item becomes one number (how far below the
 * top count it is, then its position) and a typed array sorts those numbers without calling a
 * comparator per pair: a quarter of the comparator sort's time over 10,000 use cases.
 */
export function sortByRating<T extends LibraryItem>(items: readonly T[]): T[] {
  const n = items.length;
  const byComparator = () => [...items].sort((a, b) => b.helpfulCount - a.helpfulCount);
  let top = 0;
  for (const item of items) {
    const count = item.helpfulCount;
    // Counts are whole numbers; anything else (bad data) keeps the comparator's order.
    if (!Number.isSafeInteger(count) || count < 0) return byComparator();
    if (count > top) top = count;
  }
  if ((top + 1) * n > Number.MAX_SAFE_INTEGER) return byComparator();
  const keys = (top + 1) * n <= 0xffffffff ? new Uint32Array(n) : new Float64Array(n);
  for (let i = 0; i < n; i += 1) keys[i] = (top - (items[i] as T).helpfulCount) * n + i;
  keys.sort();
  const sorted = new Array<T>(n);
  for (let i = 0; i < n; i += 1) sorted[i] = items[(keys[i] as number) % n] as T;
  return sorted;
}

export function sortUseCases<T extends LibraryItem>(items: readonly T[], sortBy: SortBy, viewer: Viewer): T[] {
  if (sortBy === 'recency') return [...items].reverse();
  if (sortBy === 'rating') return sortByRating(items);
  return sortByRelevance(items, viewer);
}

export interface Page<T> {
  items: T[];
  page: number;
  totalPages: number;
  total: number;
}

/** One page of a list; out-of-range pages are clamped (NaN means page 1). */
export function paginate<T>(items: readonly T[], page: number, pageSize: number = LIBRARY.pageSize): Page<T> {
  const size = Number.isFinite(pageSize) && pageSize >= 1 ? Math.floor(pageSize) : LIBRARY.pageSize;
  const totalPages = Math.max(1, Math.ceil(items.length / size));
  const current = clampPage(page, totalPages);
  const start = (current - 1) * size;
  return { items: items.slice(start, start + size), page: current, totalPages, total: items.length };
}

/** A whole page number from 1 to totalPages; NaN means 1, ±Infinity the first or last page. */
function clampPage(page: number, totalPages: number): number {
  if (Number.isNaN(page)) return 1;
  return Math.min(Math.max(1, Math.floor(page)), totalPages);
}

export type PageToken = number | 'ellipsis-start' | 'ellipsis-end';

/**
 * Page buttons: first, last, current ± 1, and an ellipsis where pages are skipped. The current
 * page is clamped like paginate's, so the window always shows it.
 */
export function paginationWindow(current: number, totalPages: number): PageToken[] {
  const total = Number.isFinite(totalPages) ? Math.floor(totalPages) : 1;
  if (total <= 1) return [1];
  const page = clampPage(current, total);
  const pages = new Set([1, total, page - 1, page, page + 1].filter((p) => p >= 1 && p <= total));
  const sorted = [...pages].sort((a, b) => a - b);
  const tokens: PageToken[] = [];
  sorted.forEach((p, i) => {
    const previous = sorted[i - 1];
    if (previous !== undefined && p - previous > 1) tokens.push(previous === 1 ? 'ellipsis-start' : 'ellipsis-end');
    tokens.push(p);
  });
  return tokens;
}

/** Use cases outside the filtered list whose roles include the user's role. */
export function relatedUseCases<T extends LibraryItem>(
  all: readonly T[],
  filtered: readonly T[],
  role: string | null,
  count: number = LIBRARY.relatedCount,
): T[] {
  const shown = new Set(filtered.map((item) => item.id));
  const wanted = role ?? 'frontend';
  const related: T[] = [];
  for (const item of all) {
    if (related.length >= count) break;
    if (!shown.has(item.id) && item.roles.includes(wanted)) related.push(item);
  }
  return related;
}

/** The most helpful use cases. */
export function trendingUseCases<T extends LibraryItem>(all: readonly T[], count: number = LIBRARY.trendingCount): T[] {
  return [...all].sort((a, b) => b.helpfulCount - a.helpfulCount).slice(0, count);
}

export type Badge = 'Trending' | 'Popular';

/** 'Popular' above 50 helpful, 'Trending' above 80 (Trending replaces Popular). */
export function badgeFor(helpfulCount: number): Badge | null {
  if (helpfulCount > BADGES.trendingAbove) return 'Trending';
  if (helpfulCount > BADGES.popularAbove) return 'Popular';
  return null;
}

/** The card's helpful count: '1 person' or 'N people'. */
export function peopleLabel(count: number): string {
  return count === 1 ? '1 person' : `${count} people`;
}

/** The use case page's line: 'N person/people found this helpful' (shown only above 0). */
export function helpfulLine(count: number): string | null {
  if (count <= 0) return null;
  return `${count} ${count === 1 ? 'person' : 'people'} found this helpful`;
}

export function isComplexity(value: string): value is Complexity {
  return (COMPLEXITIES as readonly string[]).includes(value);
}
