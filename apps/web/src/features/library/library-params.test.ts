import { describe, expect, it } from 'vitest';
import { DEFAULT_FILTERS } from '@pathwise/core';
import { canonicalLibraryParams, DEFAULT_VIEW, listKey, parseLibraryParams, writeLibraryParams, type LibraryView } from './library-params';

const parse = (query: string) => parseLibraryParams(new URLSearchParams(query));

describe('library URL state', () => {
  it('reads every part of the view', () => {
    expect(parse('q=React%20Hooks&role=backend&type=debugging&responsibility=devops&level=advanced&sort=rating&page=3')).toEqual({
      filters: {
        searchTerm: 'React Hooks',
        selectedRole: 'backend',
        selectedType: 'debugging',
        selectedResponsibility: 'devops',
        selectedComplexity: 'advanced',
        sortBy: 'rating',
      },
      page: 3,
    });
  });

  it('falls back to the defaults for missing, unknown and malformed values', () => {
    expect(parse('')).toEqual(DEFAULT_VIEW);
    expect(parse('role=admin&type=CODING&responsibility=&level=expert&sort=newest&page=0')).toEqual(DEFAULT_VIEW);
    for (const page of ['-1', '1.5', 'abc', '1e3', '9999999', ' 2']) expect(parse(`page=${page}`).page, page).toBe(1);
    // The placeholders themselves are valid "no filter" values.
    expect(parse('role=all-roles&level=all-levels').filters).toEqual(DEFAULT_FILTERS);
  });

  it('caps a very long search', () => {
    expect(parse(`q=${'a'.repeat(500)}`).filters.searchTerm).toHaveLength(200);
  });

  it('writes only what differs from the defaults and keeps foreign parameters', () => {
    const view: LibraryView = { filters: { ...DEFAULT_FILTERS, searchTerm: 'a b&c', selectedType: 'testing', sortBy: 'recency' }, page: 2 };
    const written = writeLibraryParams(new URLSearchParams('utm=x&page=9'), view);
    expect(written.toString()).toBe('utm=x&q=a+b%26c&type=testing&sort=recency&page=2');
    expect(parseLibraryParams(written)).toEqual(view);
    expect(writeLibraryParams(new URLSearchParams(), DEFAULT_VIEW).toString()).toBe('');
  });

  it('canonicalises an address: invalid values are dropped, valid ones kept', () => {
    expect(canonicalLibraryParams(new URLSearchParams('role=nope&type=coding&page=x')).toString()).toBe('type=coding');
    const canonical = canonicalLibraryParams(new URLSearchParams('q=x&level=beginner&page=2'));
    expect(canonicalLibraryParams(canonical).toString()).toBe(canonical.toString());
  });

  it('keys the list by its filters and sort, ignoring blanks around the search', () => {
    expect(listKey({ ...DEFAULT_FILTERS, searchTerm: ' go ' })).toBe(listKey({ ...DEFAULT_FILTERS, searchTerm: 'go' }));
    expect(listKey({ ...DEFAULT_FILTERS, sortBy: 'rating' })).not.toBe(listKey(DEFAULT_FILTERS));
  });
});
