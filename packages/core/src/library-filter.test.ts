import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { LIBRARY } from './constants';
import {
  DEFAULT_FILTERS,
  FILTER_PLACEHOLDERS,
  SORT_LABELS,
  SORT_OPTIONS,
  activeFilters,
  filterUseCases,
  type LibraryFilters,
} from './library';
import { item, filters, ids, itemsArb, filtersArb, matchesSpec, isSubsequence } from './library.fixtures';

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
