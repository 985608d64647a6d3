import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { type Complexity } from './enums';
import { SORT_OPTIONS, sortByRelevance, sortUseCases, type LibraryItem, type SortBy, type Viewer } from './library';
import { item, ids, itemsArb, viewerArb, relevanceKey, compareKeys, sortedIds } from './library.fixtures';

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

  it('property: highest rated is exactly the stable comparator sort, whatever the counts', () => {
    const comparatorSort = (list: LibraryItem[]) => [...list].sort((a, b) => b.helpfulCount - a.helpfulCount);
    const count = fc.oneof(
      fc.nat({ max: 200 }),
      fc.nat(),
      fc.constantFrom(0, Number.MAX_SAFE_INTEGER, -1, 2.5, Number.NaN, Number.POSITIVE_INFINITY),
    );
    fc.assert(
      fc.property(fc.array(count, { maxLength: 80 }), (counts) => {
        const list = counts.map((helpfulCount, i) => item({ id: `u${i}`, helpfulCount }));
        expect(ids(sortUseCases(list, 'rating', viewer))).toEqual(ids(comparatorSort(list)));
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
