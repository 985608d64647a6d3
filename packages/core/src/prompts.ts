import { STORY_LIMITS } from './constants';

/**
 * The prompt library's rule for "the same prompt": Unicode compatibility form (NFKC, so a
 * full-width slash or a non-breaking space counts as the plain one), every run of whitespace
 * (line breaks and tabs included) one space, no space at either end, and lower case. Two prompts
 * with the same normal form are one library entry (decision 012). The search box goes through
 * the same rule, so a search matches what it looks like.
 */
export function normalizePrompt(text: string): string {
  return text.normalize('NFKC').replace(/\s+/gu, ' ').trim().toLowerCase();
}

/** How the prompt library can be ordered (the three). */
export const PROMPT_SORTS = ['used', 'newest', 'saved'] as const;
export type PromptSort = (typeof PROMPT_SORTS)[number];

export const PROMPT_LIBRARY = {
  pageSize: 20,
  searchMax: 200,
  /** A page past this is refused: nobody pages through 50,000 prompts; search narrows them. */
  pagesMax: 500,
  promptMax: STORY_LIMITS.promptMax,
} as const;

/** One library entry as the screen shows it. */
export interface PromptEntry {
  id: string;
  text: string;
  /** Teammates who shared it (distinct people). */
  usedBy: number;
  saves: number;
  savedByMe: boolean;
  useCases: { id: string; title: string }[];
  /** Who shared it, as far as they may be shown. */
  authors: { id: string; name: string }[];
  createdAt: string;
  lastUsedAt: string;
}

export interface PromptPage {
  prompts: PromptEntry[];
  page: number;
  pageSize: number;
  hasMore: boolean;
}

/** "used by N teammates" with the right number. */
export function usedByLabel(n: number): string {
  return `used by ${n} ${n === 1 ? 'teammate' : 'teammates'}`;
}
