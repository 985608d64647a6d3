import { z } from './zod';
import { USE_CASE_ROLES, USE_CASE_TYPES } from './enums';
import { PROMPT_LIBRARY, PROMPT_SORTS } from './prompts';
import { hasControlCharacters } from './text-rules';

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
