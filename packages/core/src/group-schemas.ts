import { groupNameProblem, normalizeGroupName } from './groups';
import { z } from './zod';

/** The schemas of a group's name and settings (the rules themselves are in groups.ts). */

export const groupNameSchema = z
  .string()
  .max(200)
  .transform(normalizeGroupName)
  .superRefine((name, ctx) => {
    const problem = groupNameProblem(name);
    if (problem) ctx.addIssue({ code: 'custom', message: problem });
  });

export const groupCreateSchema = z.object({ name: groupNameSchema, open: z.boolean().default(true) }).strict();
export type GroupCreateInput = z.input<typeof groupCreateSchema>;

export const groupUpdateSchema = z
  .object({ name: groupNameSchema.optional(), open: z.boolean().optional() })
  .strict()
  .refine((value) => value.name !== undefined || value.open !== undefined, 'Change the name or whether the group is open');
export type GroupUpdateInput = z.input<typeof groupUpdateSchema>;
