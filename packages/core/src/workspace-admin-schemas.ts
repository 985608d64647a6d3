import { WORKSPACE_ROLES } from './enums';
import { hasControlCharacters } from './text-rules';
import { z } from './zod';

/** The schemas of the workspace administration's requests (the rules and labels are in workspace-admin.ts). */

const searchText = z
  .string()
  .max(100)
  .refine((text) => !hasControlCharacters(text), 'must not contain control characters');

export const memberListQuerySchema = z.object({
  q: searchText.optional(),
  page: z.coerce.number().int().min(1).max(10_000).default(1),
  group: z.string().uuid().optional(),
});
export type MemberListQuery = z.infer<typeof memberListQuerySchema>;

export const roleChangeSchema = z.object({ role: z.enum(WORKSPACE_ROLES) }).strict();

export const invitationInputSchema = z.object({ email: z.string().max(320) }).strict();
