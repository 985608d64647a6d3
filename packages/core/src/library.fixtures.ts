import fc from 'fast-check';

import { COMPLEXITIES, FILTER_ROLES, RESPONSIBILITIES, USE_CASE_TYPES, type Complexity } from './enums';
import { ALL, DEFAULT_FILTERS, SORT_OPTIONS, type LibraryFilters, type LibraryItem, type Viewer } from './library';

/* Shared fixtures of the split test files (not a test file itself). */

/* ------------------------------------------------------------------------------------ fixtures */

let nextId = 0;
export function item(overrides: Partial<LibraryItem> = {}): LibraryItem {
  nextId += 1;
  return {
    id: `uc-${nextId}`,
    title: `Use case ${nextId}`,
    description: 'A description.',
    type: 'coding',
    complexity: 'beginner',
    roles: ['frontend'],
    responsibilities: ['development'],
    isCustom: false,
    helpfulCount: 0,
    ...overrides,
  };
}

export const filters = (overrides: Partial<LibraryFilters> = {}): LibraryFilters => ({ ...DEFAULT_FILTERS, ...overrides });
export const ids = (items: readonly { id: string }[]) => items.map((i) => i.id);
export const range = (n: number) => Array.from({ length: n }, (_, i) => i + 1);

/* ---------------------------------------------------------------------------------- arbitraries */

export const ROLE_POOL = [...FILTER_ROLES, 'devops'] as const;
export const WORDS = ['react', 'Review', 'TEST', 'api', 'flaky', 'Große', 'ÉTÉ', 'a.b', '(x)', ' '] as const;
export const textArb = fc.array(fc.constantFrom(...WORDS), { maxLength: 4 }).map((w) => w.join(' '));

/** Items without ids; ids are assigned by position so they are unique. */
export const itemBodyArb = fc.record({
  title: textArb,
  description: textArb,
  type: fc.constantFrom(...USE_CASE_TYPES),
  complexity: fc.constantFrom(...COMPLEXITIES),
  roles: fc.subarray([...ROLE_POOL]),
  responsibilities: fc.subarray([...RESPONSIBILITIES]),
  isCustom: fc.boolean(),
  helpfulCount: fc.integer({ min: 0, max: 150 }),
});
export const itemsArb = fc
  .array(itemBodyArb, { maxLength: 40 })
  .map((bodies) => bodies.map((b, i): LibraryItem => ({ id: `id-${i}`, ...b })));
/** Long enough lists to span several pages. */
export const manyItemsArb = fc
  .array(itemBodyArb, { maxLength: 60 })
  .map((bodies) => bodies.map((b, i): LibraryItem => ({ id: `id-${i}`, ...b })));

export const filtersArb: fc.Arbitrary<LibraryFilters> = fc.record({
  searchTerm: fc.oneof(fc.constant(''), fc.constantFrom(...WORDS), fc.constantFrom('RE', 'e', '  api  ', 'zzz', '.')),
  selectedRole: fc.constantFrom(ALL.role, ...ROLE_POOL, 'qa'),
  selectedType: fc.constantFrom(ALL.type, ...USE_CASE_TYPES),
  selectedResponsibility: fc.constantFrom(ALL.responsibility, ...RESPONSIBILITIES),
  selectedComplexity: fc.constantFrom(ALL.complexity, ...COMPLEXITIES),
  sortBy: fc.constantFrom(...SORT_OPTIONS),
});

export const viewerArb: fc.Arbitrary<Viewer> = fc.record({
  role: fc.option(fc.constantFrom(...ROLE_POOL), { nil: null }),
  responsibilities: fc.subarray([...RESPONSIBILITIES]),
});

/** The spec's filter, written independently; plain lower-casing is exact for the words used here. */
export function matchesSpec(it: LibraryItem, f: LibraryFilters): boolean {
  const term = f.searchTerm.trim().toLowerCase();
  return (
    (term === '' || it.title.toLowerCase().includes(term) || it.description.toLowerCase().includes(term)) &&
    (f.selectedRole === ALL.role || it.roles.includes(f.selectedRole)) &&
    (f.selectedType === ALL.type || it.type === f.selectedType) &&
    (f.selectedResponsibility === ALL.responsibility || (it.responsibilities as readonly string[]).includes(f.selectedResponsibility)) &&
    (f.selectedComplexity === ALL.complexity || it.complexity === f.selectedComplexity)
  );
}

export const COMPLEXITY_ORDER: Record<Complexity, number> = { beginner: 0, intermediate: 1, advanced: 2 };
/** The relevance key of the spec, as a tuple compared left to right (smaller first). */
export function relevanceKey(it: LibraryItem, viewer: Viewer): [number, number, number, number] {
  const role = viewer.role ?? 'frontend';
  return [
    it.isCustom ? 0 : 1,
    it.roles.includes(role) ? 0 : 1,
    it.responsibilities.some((r) => viewer.responsibilities.includes(r)) ? 0 : 1,
    COMPLEXITY_ORDER[it.complexity],
  ];
}
export function compareKeys(a: readonly number[], b: readonly number[]): number {
  for (let i = 0; i < a.length; i++) {
    const d = (a[i] ?? 0) - (b[i] ?? 0);
    if (d !== 0) return d;
  }
  return 0;
}

/** Is `sub` a subsequence of `all` (same objects, same relative order)? */
export function isSubsequence<T>(sub: readonly T[], all: readonly T[]): boolean {
  let j = 0;
  for (const x of all) if (j < sub.length && sub[j] === x) j += 1;
  return j === sub.length;
}

export const sortedIds = (items: readonly LibraryItem[]) => ids(items).sort();

/* ---------------------------------------------------------------------------------- constants */
