import { hasControlCharacters } from './text-rules';

/**
 * Groups of a workspace (issue 15): what custom use cases target. A name is a short slug like
 * the spec's examples, unique in its workspace.
 */
export const GROUP_NAME = { min: 2, max: 40 } as const;

/** The spec's named groups, offered as suggestions to a workspace that has none. */
export const SUGGESTED_GROUPS = [
  'quality-engineers',
  'test-automation-specialists',
  'modernization-team',
  'tech-debt-reducers',
  'security-engineers',
] as const;

const SLUG = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

/** What a person typed, as a group name: trimmed, lowercased, spaces and underscores as hyphens. */
export function normalizeGroupName(input: string): string {
  return input
    .trim()
    .toLowerCase()
    .replace(/[\s_]+/g, '-');
}

/** The problem with a (normalised) group name, or null when it is a valid one. */
export function groupNameProblem(name: string): string | null {
  if (hasControlCharacters(name)) return 'Group names cannot contain control characters';
  if (name.length < GROUP_NAME.min) return `Use at least ${GROUP_NAME.min} characters`;
  if (name.length > GROUP_NAME.max) return `Use at most ${GROUP_NAME.max} characters`;
  if (!SLUG.test(name)) return 'Use lowercase letters, digits and single hyphens, like quality-engineers';
  return null;
}

/** A group as members see it. Open groups are joined by members themselves; closed ones by admins only. */
export interface WorkspaceGroup {
  id: string;
  name: string;
  open: boolean;
  memberCount: number;
  /** The caller belongs to it. */
  isMember: boolean;
  createdAt: string;
}

/** A member's group, as the directory and profile show it. */
export interface GroupRef {
  id: string;
  name: string;
}
