import { PROMPT_SORTS, USE_CASE_ROLES, USE_CASE_TYPES, type PromptSort } from '@pathwise/core';
import type { PromptParams } from '@/api/prompts';

/** The library's state lives in the address (shareable, kept on back and forward). */
export function readPromptParams(search: URLSearchParams): PromptParams {
  const pick = <T extends string>(key: string, allowed: readonly T[]) => {
    const value = search.get(key);
    return value && (allowed as readonly string[]).includes(value) ? (value as T) : undefined;
  };
  const page = Number(search.get('page'));
  return {
    q: search.get('q') || undefined,
    useCase: search.get('useCase') || undefined,
    type: pick('type', USE_CASE_TYPES),
    role: pick('role', USE_CASE_ROLES),
    author: search.get('author') || undefined,
    saved: search.get('saved') === '1' ? '1' : undefined,
    sort: pick<PromptSort>('sort', PROMPT_SORTS) ?? 'used',
    page: Number.isInteger(page) && page > 1 ? page : 1,
  };
}

export function writePromptParams(params: PromptParams): URLSearchParams {
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(params)) {
    if (value === undefined || value === '' || (key === 'sort' && value === 'used') || (key === 'page' && value === 1)) continue;
    search.set(key, String(value));
  }
  return search;
}

export const SORT_LABELS: Record<PromptSort, string> = { used: 'Most used', newest: 'Newest', saved: 'Most saved' };
