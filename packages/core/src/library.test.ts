import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { LIBRARY } from './constants';
import { COMPLEXITIES, RESPONSIBILITIES, USE_CASE_ROLES, USE_CASE_TYPES, type Complexity } from './enums';
import {
  ALL,
  DEFAULT_FILTERS,
  FILTER_PLACEHOLDERS,
  SORT_LABELS,
  SORT_OPTIONS,
  activeFilters,
  badgeFor,
  filterUseCases,
  helpfulLine,
  isComplexity,
  paginate,
  paginationWindow,
  peopleLabel,
  relatedUseCases,
  sortByRelevance,
  sortUseCases,
  trendingUseCases,
  type LibraryFilters,
  type LibraryItem,
  type PageToken,
  type SortBy,
  type Viewer,
} from './library';

/* ------------------------------------------------------------------------------------ fixtures */

let nextId = 0;
function item(overrides: Partial<LibraryItem> = {}): LibraryItem {
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

const filters = (overrides: Partial<LibraryFilters> = {}): LibraryFilters => ({ ...DEFAULT_FILTERS, ...overrides });
const ids = (items: readonly { id: string }[]) => items.map((i) => i.id);
const range = (n: number) => Array.from({ length: n }, (_, i) => i + 1);

/* ---------------------------------------------------------------------------------- arbitraries */

const ROLE_POOL = [...USE_CASE_ROLES, 'devops'] as const;
const WORDS = ['react', 'Review', 'TEST', 'api', 'flaky', 'Große', 'ÉTÉ', 'a.b', '(x)', ' '] as const;
const textArb = fc.array(fc.constantFrom(...WORDS), { maxLength: 4 }).map((w) => w.join(' '));

/** Items without ids; ids are assigned by position so they are unique. */
const itemBodyArb = fc.record({
  title: textArb,
  description: textArb,
  type: fc.constantFrom(...USE_CASE_TYPES),
  complexity: fc.constantFrom(...COMPLEXITIES),
  roles: fc.subarray([...ROLE_POOL]),
  responsibilities: fc.subarray([...RESPONSIBILITIES]),
  isCustom: fc.boolean(),
  helpfulCount: fc.integer({ min: 0, max: 150 }),
});
const itemsArb = fc.array(itemBodyArb, { maxLength: 40 }).map((bodies) => bodies.map((b, i): LibraryItem => ({ id: `id-${i}`, ...b })));
/** Long enough lists to span several pages. */
const manyItemsArb = fc.array(itemBodyArb, { maxLength: 60 }).map((bodies) => bodies.map((b, i): LibraryItem => ({ id: `id-${i}`, ...b })));

const filtersArb: fc.Arbitrary<LibraryFilters> = fc.record({
  searchTerm: fc.oneof(fc.constant(''), fc.constantFrom(...WORDS), fc.constantFrom('RE', 'e', '  api  ', 'zzz', '.')),
  selectedRole: fc.constantFrom(ALL.role, ...ROLE_POOL, 'qa'),
  selectedType: fc.constantFrom(ALL.type, ...USE_CASE_TYPES),
  selectedResponsibility: fc.constantFrom(ALL.responsibility, ...RESPONSIBILITIES),
  selectedComplexity: fc.constantFrom(ALL.complexity, ...COMPLEXITIES),
  sortBy: fc.constantFrom(...SORT_OPTIONS),
});

const viewerArb: fc.Arbitrary<Viewer> = fc.record({
  role: fc.option(fc.constantFrom(...ROLE_POOL), { nil: null }),
  responsibilities: fc.subarray([...RESPONSIBILITIES]),
});

/** The spec's filter, written independently; plain lower-casing is exact for the words used here. */
function matchesSpec(it: LibraryItem, f: LibraryFilters): boolean {
  const term = f.searchTerm.trim().toLowerCase();
  return (
    (term === '' || it.title.toLowerCase().includes(term) || it.description.toLowerCase().includes(term)) &&
    (f.selectedRole === ALL.role || it.roles.includes(f.selectedRole)) &&
    (f.selectedType === ALL.type || it.type === f.selectedType) &&
    (f.selectedResponsibility === ALL.responsibility || (it.responsibilities as readonly string[]).includes(f.selectedResponsibility)) &&
    (f.selectedComplexity === ALL.complexity || it.complexity === f.selectedComplexity)
  );
}

const COMPLEXITY_ORDER: Record<Complexity, number> = { beginner: 0, intermediate: 1, advanced: 2 };
/** The relevance key of the spec, as a tuple compared left to right (smaller first). */
function relevanceKey(it: LibraryItem, viewer: Viewer): [number, number, number, number] {
  const role = viewer.role ?? 'frontend';
  return [
    it.isCustom ? 0 : 1,
    it.roles.includes(role) ? 0 : 1,
    it.responsibilities.some((r) => viewer.responsibilities.includes(r)) ? 0 : 1,
    COMPLEXITY_ORDER[it.complexity],
  ];
}
function compareKeys(a: readonly number[], b: readonly number[]): number {
  for (let i = 0; i < a.length; i++) {
    const d = (a[i] ?? 0) - (b[i] ?? 0);
    if (d !== 0) return d;
  }
  return 0;
}

/** Is `sub` a subsequence of `all` (same objects, same relative order)? */
function isSubsequence<T>(sub: readonly T[], all: readonly T[]): boolean {
  let j = 0;
  for (const x of all) if (j < sub.length && sub[j] === x) j += 1;
  return j === sub.length;
}

const sortedIds = (items: readonly LibraryItem[]) => ids(items).sort();

/* ---------------------------------------------------------------------------------- constants */

describe('library constants', () => {
  it('defaults to no filters and relevance sort', () => {
    expect(DEFAULT_FILTERS).toEqual({
      searchTerm: '',
      selectedRole: 'all-roles',
      selectedType: 'all-types',
      selectedResponsibility: 'all-responsibilities',
      selectedComplexity: 'all-levels',
      sortBy: 'relevance',
    });
    expect(FILTER_PLACEHOLDERS).toEqual({
      selectedRole: 'all-roles',
      selectedType: 'all-types',
      selectedResponsibility: 'all-responsibilities',
      selectedComplexity: 'all-levels',
    });
  });

  it('labels the three sorts as the spec does', () => {
    expect(SORT_OPTIONS).toEqual(['relevance', 'recency', 'rating']);
    expect(SORT_LABELS).toEqual({ relevance: 'Relevance', recency: 'Recency', rating: 'Highest rated' });
  });

  it('uses the spec page size and section sizes', () => {
    expect(LIBRARY.pageSize).toBe(9);
    expect(LIBRARY.relatedCount).toBe(4);
    expect(LIBRARY.trendingCount).toBe(4);
  });
});

/* ---------------------------------------------------------------------------------- activeFilters */

describe('activeFilters', () => {
  it('is empty for the defaults', () => {
    expect(activeFilters(DEFAULT_FILTERS)).toEqual([]);
  });

  it('lists the search (trimmed) then role, type, responsibility, complexity', () => {
    expect(
      activeFilters(
        filters({
          searchTerm: '  react ',
          selectedRole: 'backend',
          selectedType: 'testing',
          selectedResponsibility: 'devops',
          selectedComplexity: 'advanced',
        }),
      ),
    ).toEqual([
      { key: 'searchTerm', value: 'react' },
      { key: 'selectedRole', value: 'backend' },
      { key: 'selectedType', value: 'testing' },
      { key: 'selectedResponsibility', value: 'devops' },
      { key: 'selectedComplexity', value: 'advanced' },
    ]);
  });

  it('does not count a whitespace-only search', () => {
    expect(activeFilters(filters({ searchTerm: ' \t\n ' }))).toEqual([]);
  });

  it('does not count the sort order', () => {
    expect(activeFilters(filters({ sortBy: 'rating' }))).toEqual([]);
  });

  it('property: one entry per non-placeholder filter, plus one for a non-blank search', () => {
    fc.assert(
      fc.property(filtersArb, (f) => {
        const active = activeFilters(f);
        const expected =
          (f.searchTerm.trim() ? 1 : 0) +
          (Object.keys(FILTER_PLACEHOLDERS) as (keyof typeof FILTER_PLACEHOLDERS)[]).filter((k) => f[k] !== FILTER_PLACEHOLDERS[k]).length;
        expect(active).toHaveLength(expected);
      }),
    );
  });
});

/* ---------------------------------------------------------------------------------- filterUseCases */

describe('filterUseCases', () => {
  const reactForm = item({
    title: 'React form validation',
    description: 'Zod schemas',
    type: 'coding',
    complexity: 'beginner',
    roles: ['frontend'],
    responsibilities: ['development'],
  });
  const flaky = item({
    title: 'Stabilise flaky tests',
    description: 'Playwright retries and REACT tips',
    type: 'testing',
    complexity: 'intermediate',
    roles: ['frontend', 'fullstack'],
    responsibilities: ['testing'],
  });
  const pipeline = item({
    title: 'CI pipeline',
    description: 'GitHub Actions',
    type: 'planning',
    complexity: 'advanced',
    roles: ['backend', 'fullstack'],
    responsibilities: ['devops', 'architecture'],
  });
  const all = [reactForm, flaky, pipeline];

  it('returns everything, in order, with no filters', () => {
    expect(filterUseCases(all, DEFAULT_FILTERS)).toEqual(all);
  });

  it('returns a new array, leaving the input alone', () => {
    const input = [...all];
    const out = filterUseCases(input, DEFAULT_FILTERS);
    expect(out).not.toBe(input);
    expect(input).toEqual(all);
  });

  it('handles an empty catalogue', () => {
    expect(filterUseCases([], DEFAULT_FILTERS)).toEqual([]);
    expect(filterUseCases([], filters({ searchTerm: 'x', selectedRole: 'backend' }))).toEqual([]);
  });

  it('searches title or description, case-insensitively', () => {
    expect(ids(filterUseCases(all, filters({ searchTerm: 'react' })))).toEqual(ids([reactForm, flaky]));
    expect(ids(filterUseCases(all, filters({ searchTerm: 'REACT' })))).toEqual(ids([reactForm, flaky]));
    expect(ids(filterUseCases(all, filters({ searchTerm: 'github actions' })))).toEqual(ids([pipeline]));
    expect(ids(filterUseCases(all, filters({ searchTerm: 'nothing like this' })))).toEqual([]);
  });

  it('does not match text spanning the end of the title and the start of the description', () => {
    const x = item({ title: 'abc', description: 'def' });
    expect(filterUseCases([x], filters({ searchTerm: 'cd' }))).toEqual([]);
    expect(filterUseCases([x], filters({ searchTerm: 'c d' }))).toEqual([]);
  });

  it('trims the search; a blank search is no filter', () => {
    expect(ids(filterUseCases(all, filters({ searchTerm: '   pipeline\t' })))).toEqual(ids([pipeline]));
    expect(filterUseCases(all, filters({ searchTerm: '   ' }))).toEqual(all);
    expect(filterUseCases(all, filters({ searchTerm: '\n\t' }))).toEqual(all);
  });

  it('keeps inner whitespace literally', () => {
    expect(ids(filterUseCases(all, filters({ searchTerm: 'form validation' })))).toEqual(ids([reactForm]));
    expect(filterUseCases(all, filters({ searchTerm: 'form  validation' }))).toEqual([]);
  });

  it('treats regular-expression metacharacters literally', () => {
    const special = item({ title: 'Use a.b (c) [d] {e} ^f$ g|h \\i *j+ ?k .*', description: '' });
    const plain = item({ title: 'Use aXb c d e f g h i j k', description: '' });
    for (const term of ['a.b', '(c)', '[d]', '{e}', '^f$', 'g|h', '\\i', '*j+', '?k', '.', '.*', '(', '[', '\\']) {
      expect(ids(filterUseCases([special, plain], filters({ searchTerm: term }))), term).toEqual(ids([special]));
    }
    expect(filterUseCases([plain], filters({ searchTerm: '.*' }))).toEqual([]);
    expect(filterUseCases([plain], filters({ searchTerm: '[a-z]' }))).toEqual([]);
  });

  it('folds Unicode case', () => {
    const french = item({ title: 'Été à Paris', description: 'ÇA MARCHE' });
    const german = item({ title: 'Große Dateien', description: 'STRASSE' });
    const greek = item({ title: 'ΟΔΟΣ', description: 'Σοφία' });
    const turkish = item({ title: 'İstanbul', description: '' });
    const emoji = item({ title: 'Ship it 🚀 FAST', description: '' });
    const list = [french, german, greek, turkish, emoji];
    const find = (term: string) => ids(filterUseCases(list, filters({ searchTerm: term })));
    expect(find('ÉTÉ')).toEqual(ids([french]));
    expect(find('été')).toEqual(ids([french]));
    expect(find('ça marche')).toEqual(ids([french]));
    // ß and SS are the same letters in different case.
    expect(find('GROSSE')).toEqual(ids([german]));
    expect(find('große')).toEqual(ids([german]));
    expect(find('straße')).toEqual(ids([german]));
    // A word-final capital sigma lowers to 'ς'; searching 'Σ' or 'σ' must still find it.
    expect(find('Σ')).toEqual(ids([greek]));
    expect(find('οδοσ')).toEqual(ids([greek]));
    expect(find('ΟΔΟΣ')).toEqual(ids([greek]));
    expect(find('σοφ')).toEqual(ids([greek]));
    expect(find('İSTANBUL')).toEqual(ids([turkish]));
    expect(find('i̇stanbul')).toEqual(ids([turkish]));
    expect(find('🚀 fast')).toEqual(ids([emoji]));
  });

  /** Letters whose case mappings are context-dependent, expanding or many-to-one. */
  const trickyCaseChar = fc.constantFrom(
    'ß',
    'ẞ',
    'Σ',
    'σ',
    'ς',
    'İ',
    'ı',
    'i',
    'I',
    '\u212A',
    'k',
    'ﬁ',
    'ǅ',
    'µ',
    'ϑ',
    'É',
    'é',
    'e\u0301',
    ' ',
    'a',
  );

  it('property: any piece of a title, in any case, finds it (full Unicode)', () => {
    fc.assert(
      fc.property(
        fc.oneof(fc.string({ unit: 'binary', maxLength: 12 }), fc.string({ unit: trickyCaseChar, maxLength: 8 })),
        fc.nat(),
        fc.nat(),
        (title, a, b) => {
          const points = [...title];
          const start = points.length ? a % points.length : 0;
          const end = start + (points.length ? b % (points.length - start + 1) : 0);
          const piece = points.slice(start, end).join('');
          const x = item({ title, description: '' });
          for (const term of [piece, piece.toUpperCase(), piece.toLowerCase()]) {
            expect(filterUseCases([x], filters({ searchTerm: term }))).toEqual([x]);
          }
        },
      ),
      { numRuns: 500 },
    );
  });

  it('filters role and responsibility by membership, type and complexity exactly', () => {
    expect(ids(filterUseCases(all, filters({ selectedRole: 'fullstack' })))).toEqual(ids([flaky, pipeline]));
    expect(ids(filterUseCases(all, filters({ selectedRole: 'frontend' })))).toEqual(ids([reactForm, flaky]));
    expect(ids(filterUseCases(all, filters({ selectedResponsibility: 'architecture' })))).toEqual(ids([pipeline]));
    expect(ids(filterUseCases(all, filters({ selectedType: 'testing' })))).toEqual(ids([flaky]));
    expect(ids(filterUseCases(all, filters({ selectedComplexity: 'advanced' })))).toEqual(ids([pipeline]));
  });

  it('does not match role, type or complexity by substring or case', () => {
    expect(filterUseCases(all, filters({ selectedRole: 'full' }))).toEqual([]);
    expect(filterUseCases(all, filters({ selectedRole: 'Frontend' }))).toEqual([]);
    expect(filterUseCases(all, filters({ selectedType: 'Testing' }))).toEqual([]);
    expect(filterUseCases(all, filters({ selectedComplexity: 'advance' }))).toEqual([]);
    expect(filterUseCases(all, filters({ selectedResponsibility: 'dev' }))).toEqual([]);
  });

  it('combines filters with AND', () => {
    expect(ids(filterUseCases(all, filters({ selectedRole: 'fullstack', selectedType: 'testing' })))).toEqual(ids([flaky]));
    expect(filterUseCases(all, filters({ selectedRole: 'fullstack', selectedComplexity: 'beginner' }))).toEqual([]);
    expect(ids(filterUseCases(all, filters({ searchTerm: 'react', selectedRole: 'fullstack' })))).toEqual(ids([flaky]));
  });

  it('ignores the sort order', () => {
    expect(filterUseCases(all, filters({ sortBy: 'rating' }))).toEqual(all);
  });

  it('reflects a changed title when a new object is given', () => {
    const before = item({ title: 'Old name' });
    expect(filterUseCases([before], filters({ searchTerm: 'old' }))).toEqual([before]);
    const after = { ...before, title: 'New name' };
    expect(filterUseCases([after], filters({ searchTerm: 'old' }))).toEqual([]);
    expect(filterUseCases([after], filters({ searchTerm: 'new' }))).toEqual([after]);
  });

  it('property: never adds items and keeps catalogue order', () => {
    fc.assert(
      fc.property(itemsArb, filtersArb, (items, f) => {
        const out = filterUseCases(items, f);
        expect(out.length).toBeLessThanOrEqual(items.length);
        expect(isSubsequence(out, items)).toBe(true);
      }),
    );
  });

  it('property: is idempotent', () => {
    fc.assert(
      fc.property(itemsArb, filtersArb, (items, f) => {
        const once = filterUseCases(items, f);
        expect(filterUseCases(once, f)).toEqual(once);
      }),
    );
  });

  it('property: keeps exactly the items satisfying every active filter', () => {
    fc.assert(
      fc.property(itemsArb, filtersArb, (items, f) => {
        const out = filterUseCases(items, f);
        for (const x of out) expect(matchesSpec(x, f)).toBe(true);
        expect(out).toEqual(items.filter((x) => matchesSpec(x, f)));
      }),
    );
  });

  it('property: equals the intersection of each filter on its own (AND)', () => {
    fc.assert(
      fc.property(itemsArb, filtersArb, (items, f) => {
        const singles: LibraryFilters[] = [
          filters({ searchTerm: f.searchTerm }),
          filters({ selectedRole: f.selectedRole }),
          filters({ selectedType: f.selectedType }),
          filters({ selectedResponsibility: f.selectedResponsibility }),
          filters({ selectedComplexity: f.selectedComplexity }),
        ];
        const kept = singles.map((s) => new Set(filterUseCases(items, s)));
        expect(filterUseCases(items, f)).toEqual(items.filter((x) => kept.every((k) => k.has(x))));
      }),
    );
  });

  it('property: the placeholders mean no filter', () => {
    fc.assert(
      fc.property(itemsArb, (items) => {
        expect(
          filterUseCases(
            items,
            filters({
              selectedRole: 'all-roles',
              selectedType: 'all-types',
              selectedResponsibility: 'all-responsibilities',
              selectedComplexity: 'all-levels',
            }),
          ),
        ).toEqual(items);
      }),
    );
  });
});

/* ---------------------------------------------------------------------------------- sorting */

describe('sortByRelevance', () => {
  const viewer: Viewer = { role: 'backend', responsibilities: ['devops'] };

  it('puts custom first, then role, then responsibility, then complexity ascending', () => {
    const plainAdvanced = item({
      id: 'plain-adv',
      isCustom: false,
      roles: ['frontend'],
      responsibilities: ['testing'],
      complexity: 'advanced',
    });
    const plainBeginner = item({
      id: 'plain-beg',
      isCustom: false,
      roles: ['frontend'],
      responsibilities: ['testing'],
      complexity: 'beginner',
    });
    const respOnly = item({ id: 'resp', isCustom: false, roles: ['frontend'], responsibilities: ['devops'], complexity: 'advanced' });
    const roleOnly = item({ id: 'role', isCustom: false, roles: ['backend'], responsibilities: ['testing'], complexity: 'advanced' });
    const roleAndResp = item({
      id: 'role-resp',
      isCustom: false,
      roles: ['backend'],
      responsibilities: ['devops'],
      complexity: 'advanced',
    });
    const customPlain = item({ id: 'custom', isCustom: true, roles: ['frontend'], responsibilities: ['testing'], complexity: 'advanced' });
    const customIntermediate = item({
      id: 'custom-int',
      isCustom: true,
      roles: ['frontend'],
      responsibilities: ['testing'],
      complexity: 'intermediate',
    });
    const input = [plainAdvanced, plainBeginner, respOnly, roleOnly, roleAndResp, customPlain, customIntermediate];
    expect(ids(sortByRelevance(input, viewer))).toEqual(['custom-int', 'custom', 'role-resp', 'role', 'resp', 'plain-beg', 'plain-adv']);
  });

  it('ranks a custom use case above a perfectly matching one', () => {
    const custom = item({ id: 'c', isCustom: true, roles: [], responsibilities: [], complexity: 'advanced' });
    const perfect = item({ id: 'p', isCustom: false, roles: ['backend'], responsibilities: ['devops'], complexity: 'beginner' });
    expect(ids(sortByRelevance([perfect, custom], viewer))).toEqual(['c', 'p']);
  });

  it('ranks role over responsibility and responsibility over complexity', () => {
    const role = item({ id: 'role', roles: ['backend'], responsibilities: [], complexity: 'advanced' });
    const resp = item({ id: 'resp', roles: [], responsibilities: ['devops'], complexity: 'beginner' });
    const none = item({ id: 'none', roles: [], responsibilities: [], complexity: 'beginner' });
    expect(ids(sortByRelevance([none, resp, role], viewer))).toEqual(['role', 'resp', 'none']);
  });

  it('keeps catalogue order among ties', () => {
    const a = item({ id: 'a' });
    const b = item({ id: 'b' });
    const c = item({ id: 'c' });
    expect(ids(sortByRelevance([c, a, b], viewer))).toEqual(['c', 'a', 'b']);
  });

  it('uses frontend when the role is unknown', () => {
    const front = item({ id: 'front', roles: ['frontend'], responsibilities: [] });
    const back = item({ id: 'back', roles: ['backend'], responsibilities: [] });
    expect(ids(sortByRelevance([back, front], { role: null, responsibilities: [] }))).toEqual(['front', 'back']);
  });

  it('handles an empty list', () => {
    expect(sortByRelevance([], viewer)).toEqual([]);
  });

  it('never drops an item whose complexity is outside the enumeration (bad data sorts last in its group)', () => {
    const odd = item({ id: 'odd', complexity: 'expert' as Complexity });
    const advanced = item({ id: 'adv', complexity: 'advanced' });
    expect(ids(sortByRelevance([odd, advanced], viewer))).toEqual(['adv', 'odd']);
  });

  it('property: is a stable sort by the spec key', () => {
    fc.assert(
      fc.property(itemsArb, viewerArb, (items, v) => {
        const out = sortByRelevance(items, v);
        const reference = [...items].sort((a, b) => compareKeys(relevanceKey(a, v), relevanceKey(b, v)));
        expect(ids(out)).toEqual(ids(reference));
      }),
    );
  });

  it('property: consecutive items respect the key order, ties in input order', () => {
    fc.assert(
      fc.property(itemsArb, viewerArb, (items, v) => {
        const out = sortByRelevance(items, v);
        const position = new Map(items.map((x, i) => [x, i]));
        for (let i = 1; i < out.length; i++) {
          const prev = out[i - 1] as LibraryItem;
          const cur = out[i] as LibraryItem;
          const cmp = compareKeys(relevanceKey(prev, v), relevanceKey(cur, v));
          expect(cmp).toBeLessThanOrEqual(0);
          if (cmp === 0) expect(position.get(prev)).toBeLessThan(position.get(cur) as number);
        }
      }),
    );
  });
});

describe('sortUseCases', () => {
  const viewer: Viewer = { role: 'frontend', responsibilities: [] };

  it('recency reverses the list order', () => {
    const list = [item({ id: 'a' }), item({ id: 'b' }), item({ id: 'c' })];
    expect(ids(sortUseCases(list, 'recency', viewer))).toEqual(['c', 'b', 'a']);
    expect(ids(list)).toEqual(['a', 'b', 'c']);
  });

  it('highest rated sorts by helpful count descending, ties in list order', () => {
    const list = [
      item({ id: 'a', helpfulCount: 5 }),
      item({ id: 'b', helpfulCount: 90 }),
      item({ id: 'c', helpfulCount: 5 }),
      item({ id: 'd', helpfulCount: 0 }),
      item({ id: 'e', helpfulCount: 90 }),
    ];
    expect(ids(sortUseCases(list, 'rating', viewer))).toEqual(['b', 'e', 'a', 'c', 'd']);
  });

  it('relevance is sortByRelevance', () => {
    const list = [
      item({ id: 'x', roles: ['backend'] }),
      item({ id: 'y', isCustom: true, roles: ['backend'] }),
      item({ id: 'z', roles: ['frontend'] }),
    ];
    expect(ids(sortUseCases(list, 'relevance', viewer))).toEqual(['y', 'z', 'x']);
    expect(sortUseCases(list, 'relevance', viewer)).toEqual(sortByRelevance(list, viewer));
  });

  it('handles empty and single-item lists', () => {
    for (const sortBy of SORT_OPTIONS) {
      expect(sortUseCases([], sortBy, viewer)).toEqual([]);
      const one = item();
      expect(sortUseCases([one], sortBy, viewer)).toEqual([one]);
    }
  });

  it('property: every sort is a permutation and does not mutate its input', () => {
    fc.assert(
      fc.property(itemsArb, fc.constantFrom<SortBy>(...SORT_OPTIONS), viewerArb, (items, sortBy, v) => {
        const before = [...items];
        const out = sortUseCases(items, sortBy, v);
        expect(out).toHaveLength(items.length);
        expect(sortedIds(out)).toEqual(sortedIds(items));
        expect(new Set(out).size).toBe(out.length);
        expect(items).toEqual(before);
      }),
    );
  });

  it('property: highest rated is non-increasing and stable', () => {
    fc.assert(
      fc.property(itemsArb, (items) => {
        const out = sortUseCases(items, 'rating', viewer);
        const position = new Map(items.map((x, i) => [x, i]));
        for (let i = 1; i < out.length; i++) {
          const prev = out[i - 1] as LibraryItem;
          const cur = out[i] as LibraryItem;
          expect(prev.helpfulCount).toBeGreaterThanOrEqual(cur.helpfulCount);
          if (prev.helpfulCount === cur.helpfulCount) expect(position.get(prev)).toBeLessThan(position.get(cur) as number);
        }
      }),
    );
  });

  it('property: recency is exactly the reverse', () => {
    fc.assert(
      fc.property(itemsArb, (items) => {
        expect(sortUseCases(items, 'recency', viewer)).toEqual([...items].reverse());
      }),
    );
  });
});

/* ---------------------------------------------------------------------------------- pagination */

describe('paginate', () => {
  const list = range(20);

  it('shows 9 per page', () => {
    expect(paginate(list, 1)).toEqual({ items: range(9), page: 1, totalPages: 3, total: 20 });
    expect(paginate(list, 2).items).toEqual(range(18).slice(9));
    expect(paginate(list, 3)).toEqual({ items: [19, 20], page: 3, totalPages: 3, total: 20 });
  });

  it('has exactly one page for 1 to 9 items and two for 10', () => {
    expect(paginate(range(1), 1).totalPages).toBe(1);
    expect(paginate(range(9), 1)).toEqual({ items: range(9), page: 1, totalPages: 1, total: 9 });
    expect(paginate(range(10), 1).totalPages).toBe(2);
    expect(paginate(range(10), 2).items).toEqual([10]);
    expect(paginate(range(18), 2).items).toEqual(range(18).slice(9));
    expect(paginate(range(18), 1).totalPages).toBe(2);
  });

  it('gives one empty page for an empty list', () => {
    expect(paginate([], 1)).toEqual({ items: [], page: 1, totalPages: 1, total: 0 });
    expect(paginate([], 5)).toEqual({ items: [], page: 1, totalPages: 1, total: 0 });
  });

  it('clamps pages beyond the range', () => {
    expect(paginate(list, 4)).toMatchObject({ page: 3, items: [19, 20] });
    expect(paginate(list, 1000)).toMatchObject({ page: 3, items: [19, 20] });
    expect(paginate(list, 0)).toMatchObject({ page: 1, items: range(9) });
    expect(paginate(list, -3)).toMatchObject({ page: 1, items: range(9) });
  });

  it('treats NaN as page 1 and infinities as the ends', () => {
    expect(paginate(list, Number.NaN)).toMatchObject({ page: 1, items: range(9) });
    expect(paginate(list, Number.POSITIVE_INFINITY)).toMatchObject({ page: 3, items: [19, 20] });
    expect(paginate(list, Number.NEGATIVE_INFINITY)).toMatchObject({ page: 1 });
  });

  it('rounds fractional pages down', () => {
    expect(paginate(list, 2.9).page).toBe(2);
    expect(paginate(list, 1.1).page).toBe(1);
    expect(paginate(list, 0.5).page).toBe(1);
  });

  it('honours a custom page size and ignores an unusable one', () => {
    expect(paginate(range(5), 2, 2)).toEqual({ items: [3, 4], page: 2, totalPages: 3, total: 5 });
    for (const bad of [0, -1, Number.NaN, Number.POSITIVE_INFINITY]) {
      expect(paginate(list, 1, bad), String(bad)).toEqual(paginate(list, 1));
    }
  });

  it('does not mutate the list', () => {
    const input = range(12);
    paginate(input, 2);
    expect(input).toEqual(range(12));
  });

  it('property: the pages partition the sorted result', () => {
    fc.assert(
      fc.property(manyItemsArb, filtersArb, viewerArb, (items, f, v) => {
        const result = sortUseCases(filterUseCases(items, f), f.sortBy, v);
        const first = paginate(result, 1);
        expect(first.totalPages).toBe(Math.max(1, Math.ceil(result.length / 9)));
        const pages = range(first.totalPages).map((p) => paginate(result, p));
        pages.forEach((page, i) => {
          expect(page.page).toBe(i + 1);
          expect(page.total).toBe(result.length);
          expect(page.totalPages).toBe(first.totalPages);
          expect(page.items.length).toBeLessThanOrEqual(9);
          if (i < pages.length - 1) expect(page.items).toHaveLength(9);
        });
        const joined = pages.flatMap((p) => p.items);
        expect(joined).toEqual(result);
        expect(new Set(joined).size).toBe(joined.length);
      }),
    );
  });

  it('property: any page number yields a valid page', () => {
    fc.assert(
      fc.property(fc.array(fc.nat(), { maxLength: 50 }), fc.oneof(fc.integer(), fc.double()), (list2, page) => {
        const p = paginate(list2, page);
        expect(Number.isInteger(p.page)).toBe(true);
        expect(p.page).toBeGreaterThanOrEqual(1);
        expect(p.page).toBeLessThanOrEqual(p.totalPages);
        expect(p.items).toEqual(list2.slice((p.page - 1) * 9, p.page * 9));
      }),
    );
  });
});

describe('paginationWindow', () => {
  it('shows a single page as [1]', () => {
    expect(paginationWindow(1, 1)).toEqual([1]);
    expect(paginationWindow(1, 0)).toEqual([1]);
    expect(paginationWindow(3, 1)).toEqual([1]);
  });

  it('shows every page when there are few', () => {
    expect(paginationWindow(1, 2)).toEqual([1, 2]);
    expect(paginationWindow(2, 3)).toEqual([1, 2, 3]);
    expect(paginationWindow(1, 3)).toEqual([1, 2, 3]);
    expect(paginationWindow(3, 4)).toEqual([1, 2, 3, 4]);
  });

  it('shows first, last, current ± 1 and ellipses', () => {
    expect(paginationWindow(1, 10)).toEqual([1, 2, 'ellipsis-end', 10]);
    expect(paginationWindow(2, 10)).toEqual([1, 2, 3, 'ellipsis-end', 10]);
    expect(paginationWindow(5, 10)).toEqual([1, 'ellipsis-start', 4, 5, 6, 'ellipsis-end', 10]);
    expect(paginationWindow(9, 10)).toEqual([1, 'ellipsis-start', 8, 9, 10]);
    expect(paginationWindow(10, 10)).toEqual([1, 'ellipsis-start', 9, 10]);
  });

  it('uses an ellipsis even for a single skipped page', () => {
    expect(paginationWindow(4, 7)).toEqual([1, 'ellipsis-start', 3, 4, 5, 'ellipsis-end', 7]);
    expect(paginationWindow(1, 4)).toEqual([1, 2, 'ellipsis-end', 4]);
  });

  it('clamps a current page outside the range', () => {
    expect(paginationWindow(0, 10)).toEqual(paginationWindow(1, 10));
    expect(paginationWindow(-5, 10)).toEqual(paginationWindow(1, 10));
    expect(paginationWindow(99, 10)).toEqual(paginationWindow(10, 10));
    expect(paginationWindow(Number.NaN, 10)).toEqual(paginationWindow(1, 10));
    expect(paginationWindow(5.7, 10)).toEqual(paginationWindow(5, 10));
  });

  it('copes with unusable totals', () => {
    expect(paginationWindow(1, Number.NaN)).toEqual([1]);
    expect(paginationWindow(1, Number.POSITIVE_INFINITY)).toEqual([1]);
    expect(paginationWindow(1, -3)).toEqual([1]);
  });

  it('agrees with paginate', () => {
    const p = paginate(range(100), 50);
    expect(paginationWindow(p.page, p.totalPages)).toEqual([1, 'ellipsis-start', 11, 12]);
  });

  it('property: contains 1, total and current; increasing; ellipsis exactly where pages are skipped', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 200 }), fc.integer({ min: -5, max: 210 }), (total, requested) => {
        const tokens: PageToken[] = paginationWindow(requested, total);
        const current = Math.min(Math.max(1, requested), total);
        const numbers = tokens.filter((t): t is number => typeof t === 'number');
        expect(numbers).toContain(1);
        expect(numbers).toContain(total);
        expect(numbers).toContain(current);
        for (let i = 1; i < numbers.length; i++) expect(numbers[i]).toBeGreaterThan(numbers[i - 1] as number);
        // Exactly the expected numbers: first, last, current ± 1 within range.
        const expected = [...new Set([1, total, current - 1, current, current + 1])]
          .filter((n) => n >= 1 && n <= total)
          .sort((a, b) => a - b);
        expect(numbers).toEqual(expected);
        // Walk the tokens: an ellipsis sits between two numbers exactly when the gap is more than 1.
        expect(typeof tokens[0]).toBe('number');
        expect(typeof tokens[tokens.length - 1]).toBe('number');
        for (let i = 1; i < tokens.length; i++) {
          const t = tokens[i] as PageToken;
          const prev = tokens[i - 1] as PageToken;
          if (typeof t === 'number' && typeof prev === 'number') expect(t - prev).toBe(1);
          if (typeof t !== 'number') {
            expect(typeof prev).toBe('number');
            const next = tokens[i + 1];
            expect(typeof next).toBe('number');
            expect((next as number) - (prev as number)).toBeGreaterThan(1);
            expect(t).toBe(prev === 1 ? 'ellipsis-start' : 'ellipsis-end');
          }
        }
        // At most one of each ellipsis (they double as React keys).
        expect(tokens.filter((t) => t === 'ellipsis-start').length).toBeLessThanOrEqual(1);
        expect(tokens.filter((t) => t === 'ellipsis-end').length).toBeLessThanOrEqual(1);
        expect(tokens.length).toBeLessThanOrEqual(7);
      }),
      { numRuns: 500 },
    );
  });
});

/* ---------------------------------------------------------------------------------- related, trending */

describe('relatedUseCases', () => {
  it('returns use cases outside the filtered list for the user role, up to 4, in catalogue order', () => {
    const all = range(8).map((n) => item({ id: `r${n}`, roles: n % 2 ? ['backend'] : ['backend', 'frontend'] }));
    const filtered = all.slice(0, 2);
    expect(ids(relatedUseCases(all, filtered, 'backend'))).toEqual(['r3', 'r4', 'r5', 'r6']);
    expect(ids(relatedUseCases(all, filtered, 'frontend'))).toEqual(['r4', 'r6', 'r8']);
  });

  it('uses frontend when the role is unknown', () => {
    const front = item({ id: 'f', roles: ['frontend'] });
    const back = item({ id: 'b', roles: ['backend'] });
    expect(ids(relatedUseCases([back, front], [], null))).toEqual(['f']);
  });

  it('compares by id, not object identity', () => {
    const a = item({ id: 'same', roles: ['frontend'] });
    expect(relatedUseCases([a], [{ ...a }], 'frontend')).toEqual([]);
  });

  it('is empty when everything is shown, nothing fits, or the catalogue is empty', () => {
    const all = [item({ roles: ['frontend'] }), item({ roles: ['frontend'] })];
    expect(relatedUseCases(all, all, 'frontend')).toEqual([]);
    expect(relatedUseCases(all, [], 'backend')).toEqual([]);
    expect(relatedUseCases([], [], 'frontend')).toEqual([]);
  });

  it('honours a count', () => {
    const all = range(6).map(() => item({ roles: ['frontend'] }));
    expect(relatedUseCases(all, [], 'frontend', 2)).toHaveLength(2);
    expect(relatedUseCases(all, [], 'frontend', 0)).toEqual([]);
  });

  it('property: the first up-to-4 catalogue items that fit and are not shown', () => {
    fc.assert(
      fc.property(itemsArb, filtersArb, fc.option(fc.constantFrom(...ROLE_POOL), { nil: null }), (items, f, role) => {
        const filtered = filterUseCases(items, f);
        const out = relatedUseCases(items, filtered, role);
        const shown = new Set(ids(filtered));
        const wanted = role ?? 'frontend';
        expect(out.length).toBeLessThanOrEqual(4);
        for (const x of out) {
          expect(shown.has(x.id)).toBe(false);
          expect(x.roles).toContain(wanted);
        }
        expect(out).toEqual(items.filter((x) => !shown.has(x.id) && x.roles.includes(wanted)).slice(0, 4));
      }),
    );
  });
});

describe('trendingUseCases', () => {
  it('returns the 4 most helpful, ties in catalogue order', () => {
    const list = [10, 95, 40, 95, 3, 60].map((n, i) => item({ id: `t${i}`, helpfulCount: n }));
    expect(ids(trendingUseCases(list))).toEqual(['t1', 't3', 't5', 't2']);
  });

  it('returns fewer when the catalogue is small, and nothing when it is empty', () => {
    expect(trendingUseCases([item({ id: 'only' })]).map((x) => x.id)).toEqual(['only']);
    expect(trendingUseCases([])).toEqual([]);
  });

  it('does not mutate the catalogue', () => {
    const list = [item({ helpfulCount: 1 }), item({ helpfulCount: 2 })];
    const before = [...list];
    trendingUseCases(list);
    expect(list).toEqual(before);
  });

  it('property: min(4, n) items, non-increasing, and nothing left out beats what is in', () => {
    fc.assert(
      fc.property(itemsArb, (items) => {
        const out = trendingUseCases(items);
        expect(out).toHaveLength(Math.min(4, items.length));
        for (let i = 1; i < out.length; i++)
          expect((out[i - 1] as LibraryItem).helpfulCount).toBeGreaterThanOrEqual((out[i] as LibraryItem).helpfulCount);
        const lowest = Math.min(...out.map((x) => x.helpfulCount));
        for (const x of items) if (!out.includes(x)) expect(x.helpfulCount).toBeLessThanOrEqual(lowest);
      }),
    );
  });
});

/* ---------------------------------------------------------------------------------- badges and labels */

describe('badgeFor', () => {
  it.each([
    [0, null],
    [50, null],
    [51, 'Popular'],
    [80, 'Popular'],
    [81, 'Trending'],
    [150, 'Trending'],
    [-1, null],
  ] as const)('%d helpful → %s', (count, badge) => {
    expect(badgeFor(count)).toBe(badge);
  });

  it('uses strict "above" for fractional counts', () => {
    expect(badgeFor(50.5)).toBe('Popular');
    expect(badgeFor(80.5)).toBe('Trending');
  });

  it('property: Trending above 80, else Popular above 50, else none', () => {
    fc.assert(
      fc.property(fc.integer({ min: -10, max: 10_000 }), (n) => {
        expect(badgeFor(n)).toBe(n > 80 ? 'Trending' : n > 50 ? 'Popular' : null);
      }),
    );
  });
});

describe('peopleLabel and helpfulLine', () => {
  it("says '1 person' and 'N people'", () => {
    expect(peopleLabel(1)).toBe('1 person');
    expect(peopleLabel(0)).toBe('0 people');
    expect(peopleLabel(2)).toBe('2 people');
    expect(peopleLabel(150)).toBe('150 people');
  });

  it('shows the helpful line only above 0, singular for 1', () => {
    expect(helpfulLine(0)).toBeNull();
    expect(helpfulLine(-2)).toBeNull();
    expect(helpfulLine(1)).toBe('1 person found this helpful');
    expect(helpfulLine(2)).toBe('2 people found this helpful');
  });

  it('property: singular exactly for 1', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 100_000 }), (n) => {
        expect(peopleLabel(n)).toBe(n === 1 ? '1 person' : `${n} people`);
        const line = helpfulLine(n);
        if (n === 0) expect(line).toBeNull();
        else expect(line).toBe(`${peopleLabel(n)} found this helpful`);
      }),
    );
  });
});

describe('isComplexity', () => {
  it('accepts the three levels only', () => {
    for (const c of COMPLEXITIES) expect(isComplexity(c)).toBe(true);
    for (const c of ['Beginner', 'expert', '', 'all-levels', 'constructor']) expect(isComplexity(c)).toBe(false);
  });
});
