import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { COMPLEXITIES } from './enums';
import {
  badgeFor,
  filterUseCases,
  helpfulLine,
  isComplexity,
  paginate,
  paginationWindow,
  peopleLabel,
  relatedUseCases,
  sortUseCases,
  trendingUseCases,
  type LibraryItem,
  type PageToken,
} from './library';
import { item, ids, range, ROLE_POOL, itemsArb, manyItemsArb, filtersArb, viewerArb } from './library.fixtures';

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
