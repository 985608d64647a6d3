import { groupCreateSchema, workspaceNameSchema } from '@pathwise/core';
import type { Validate } from '@/lib/form';
import { schemaValidation } from '@/lib/form-save';
import type { GroupFields, GroupNameValues, WorkspaceNameValues } from './admin-forms';

/*
 * The workspace forms that check with the schemas the server reads (core's 3–50 workspace name,
 * the group-name slug rule), loaded when one of them is first used (lib/lazy-rules).
 */

export const validateWorkspaceName: Validate<WorkspaceNameValues, WorkspaceNameValues> = (values) =>
  schemaValidation(workspaceNameSchema.safeParse(values), () => 'name');

/** A new group: the name as the server will store it (trimmed, lowercased, hyphenated). */
export const validateNewGroup: Validate<GroupFields, GroupFields> = (values) =>
  schemaValidation(groupCreateSchema.safeParse(values), (path) => (path[0] === 'open' ? 'open' : 'name'));

export const validateGroupRename: Validate<GroupNameValues, GroupNameValues> = (values) =>
  schemaValidation(groupCreateSchema.pick({ name: true }).safeParse(values), () => 'name');
