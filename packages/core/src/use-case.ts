import { z } from './zod';
import { DEFAULT_ESTIMATED_TIME } from './constants';
import { COMPLEXITIES, CUSTOM_GROUPS, RESPONSIBILITIES, USE_CASE_ROLES, USE_CASE_TYPES } from './enums';
import { parseCalendarDate } from './calendar-day';
import { hasControlCharacters, isBrokenText } from './text-rules';
import { USE_CASE_LIMITS, USE_CASE_VISIBILITIES } from './use-case-fields';

const SLUG = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

export const useCaseIdSchema = z
  .string()
  .regex(SLUG, 'must be a lowercase kebab-case slug (letters, digits, dashes)')
  .max(USE_CASE_LIMITS.id, `must be at most ${USE_CASE_LIMITS.id} characters`);

const clean = (value: string) => !isBrokenText(value) && !hasControlCharacters(value);
const text = (max: number) =>
  z
    .string()
    .trim()
    .min(1, 'must not be empty')
    .max(max, `must be at most ${max} characters`)
    .refine(clean, 'must not contain control characters');

/** The fields every use case file has, bundled or a team's own. */
const sharedShape = {
  id: useCaseIdSchema,
  title: text(USE_CASE_LIMITS.title),
  description: text(USE_CASE_LIMITS.description),
  thumbnail: z.string().regex(/^\/thumbnails\/[a-z0-9-]+\.svg$/, 'must be a bundled image such as /thumbnails/coding.svg'),
  tags: z
    .array(
      z
        .string()
        .max(USE_CASE_LIMITS.tag, `a tag is at most ${USE_CASE_LIMITS.tag} characters`)
        .regex(/^[a-z0-9][a-z0-9+#.-]*$/, 'tags are lowercase words'),
    )
    .min(1, 'must list at least one tag')
    .max(USE_CASE_LIMITS.tags, `must list at most ${USE_CASE_LIMITS.tags} tags`),
  type: z.enum(USE_CASE_TYPES),
  complexity: z.enum(COMPLEXITIES),
  roles: z.array(z.enum(USE_CASE_ROLES)).min(1, 'must list at least one role'),
  responsibilities: z.array(z.enum(RESPONSIBILITIES)).min(1, 'must list at least one responsibility'),
  estimatedTime: z
    .number({ error: 'must be a number of minutes' })
    .int('must be whole minutes')
    .min(USE_CASE_LIMITS.estimatedTime.min, `must be at least ${USE_CASE_LIMITS.estimatedTime.min} minutes`)
    .max(USE_CASE_LIMITS.estimatedTime.max, `must be at most ${USE_CASE_LIMITS.estimatedTime.max} minutes`)
    .default(DEFAULT_ESTIMATED_TIME),
  objective: text(USE_CASE_LIMITS.objective),
  scenario: text(USE_CASE_LIMITS.scenario),
  aiToolRequired: text(USE_CASE_LIMITS.aiToolRequired),
};

const lastReviewed = z
  .string({ error: 'must be a date written "YYYY-MM-DD" (quote it)' })
  .refine((value) => parseCalendarDate(value) !== null, 'must be a real calendar date written "YYYY-MM-DD"');
const checkedAgainst = z.array(text(USE_CASE_LIMITS.checkedAgainst), {
  error: 'must be a list of the tools, versions or documentation the guide was checked against',
});

/** Front matter of a bundled use case file. */
export const useCaseFrontMatterSchema = z
  .object({
    ...sharedShape,
    isCustom: z.boolean(),
    customForGroups: z.array(z.enum(CUSTOM_GROUPS)),
    /** The day a reader last checked the guide against the tools it names. */
    lastReviewed,
    /** Each tool, version or documentation the guide was checked against, e.g. "Node.js 24 LTS". */
    checkedAgainst: checkedAgainst.min(1, 'must name at least one tool, version or documentation the guide was checked against'),
  })
  .strict()
  .superRefine((value, ctx) => {
    if (value.isCustom && value.customForGroups.length === 0) {
      ctx.addIssue({ code: 'custom', path: ['customForGroups'], message: 'a custom use case must name at least one group' });
    }
    if (!value.isCustom && value.customForGroups.length > 0) {
      ctx.addIssue({ code: 'custom', path: ['customForGroups'], message: 'only custom use cases (isCustom: true) name groups' });
    }
  });

export type UseCaseFrontMatter = z.infer<typeof useCaseFrontMatterSchema>;

/**
 * Front matter of a team's own use case: the same fields and rules, with the workspace's group
 * names (slugs) as targets, a visibility, and the review record optional.
 */
export const customUseCaseFrontMatterSchema = z
  .object({
    ...sharedShape,
    isCustom: z.literal(true, { error: 'a team use case has isCustom: true' }),
    customForGroups: z
      .array(z.string().max(40, 'a group name is at most 40 characters').regex(SLUG, 'group names are lowercase slugs'))
      .max(USE_CASE_LIMITS.groups, `must name at most ${USE_CASE_LIMITS.groups} groups`)
      .default([]),
    visibleTo: z.enum(USE_CASE_VISIBILITIES).default('workspace'),
    lastReviewed: lastReviewed.optional(),
    checkedAgainst: checkedAgainst.max(20).optional(),
  })
  .strict()
  .superRefine((value, ctx) => {
    if (value.visibleTo === 'groups' && value.customForGroups.length === 0) {
      ctx.addIssue({ code: 'custom', path: ['customForGroups'], message: 'name at least one group to show it only to groups' });
    }
    if (new Set(value.customForGroups).size !== value.customForGroups.length) {
      ctx.addIssue({ code: 'custom', path: ['customForGroups'], message: 'names a group twice' });
    }
  });

export type CustomUseCaseFrontMatter = z.infer<typeof customUseCaseFrontMatterSchema>;
export type CustomUseCaseInput = z.input<typeof customUseCaseFrontMatterSchema>;

/** A use case as bundled content: front matter plus the markdown guide. */
export interface UseCaseContent extends UseCaseFrontMatter {
  content: string;
}

/** A team's own use case as a file holds it. */
export interface CustomUseCaseContent extends CustomUseCaseFrontMatter {
  content: string;
}

/** A use case as the API serves it to a signed-in user. */
export interface UseCase extends Omit<UseCaseContent, 'customForGroups' | 'lastReviewed' | 'checkedAgainst'> {
  customForGroups: string[];
  lastReviewed?: string;
  checkedAgainst?: string[];
  helpfulCount: number;
  completed: boolean;
}

export interface ContentIssue {
  file: string;
  field: string;
  message: string;
}

export type ParseResult<T> = { ok: true; value: T } | { ok: false; issues: ContentIssue[] };

function fieldOf(path: readonly PropertyKey[]): string {
  return path.length === 0 ? '(front matter)' : path.map(String).join('.');
}

export function zodIssues(file: string, error: z.ZodError): ContentIssue[] {
  return error.issues.map((issue) => ({ file, field: fieldOf(issue.path), message: issue.message }));
}
