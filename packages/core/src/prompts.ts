import { z } from './zod';
import { STORY_LIMITS } from './constants';
import { USE_CASE_ROLES, USE_CASE_TYPES } from './enums';
import { hasControlCharacters } from './text-rules';

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

const slug = z.string().regex(/^[a-z0-9][a-z0-9-]{0,99}$/, 'must be a use case id');

/** Query of GET /api/prompts: every field optional, each one a filter. */
export const promptQuerySchema = z.object({
  q: z
    .string()
    .max(PROMPT_LIBRARY.searchMax, `must be at most ${PROMPT_LIBRARY.searchMax} characters`)
    .refine((text) => !hasControlCharacters(text), 'must not contain control characters')
    .optional(),
  useCase: slug.optional(),
  type: z.enum(USE_CASE_TYPES).optional(),
  role: z.enum(USE_CASE_ROLES).optional(),
  author: z.uuid().optional(),
  saved: z.enum(['1']).optional(),
  sort: z.enum(PROMPT_SORTS).default('used'),
  page: z.coerce.number().int().min(1).max(PROMPT_LIBRARY.pagesMax).default(1),
});
export type PromptQuery = z.infer<typeof promptQuerySchema>;

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
