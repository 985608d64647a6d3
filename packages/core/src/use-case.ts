import { parseDocument } from 'yaml';
import { z } from './zod';
import { DEFAULT_ESTIMATED_TIME } from './constants';
import { COMPLEXITIES, CUSTOM_GROUPS, RESPONSIBILITIES, USE_CASE_ROLES, USE_CASE_TYPES } from './enums';
import { countSteps, listFences } from './guide';

export const GUIDE_STEPS = { min: 3, max: 7 } as const;

const slug = z
  .string()
  .regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, 'must be a lowercase kebab-case slug (letters, digits, dashes)')
  .max(80, 'must be at most 80 characters');

const text = (max: number) => z.string().trim().min(1, 'must not be empty').max(max, `must be at most ${max} characters`);

/** Front matter of a bundled use case file. */
export const useCaseFrontMatterSchema = z
  .object({
    id: slug,
    title: text(80),
    description: text(240),
    thumbnail: z.string().regex(/^\/thumbnails\/[a-z0-9-]+\.svg$/, 'must be a bundled image such as /thumbnails/coding.svg'),
    tags: z
      .array(z.string().regex(/^[a-z0-9][a-z0-9+#.-]*$/, 'tags are lowercase words'))
      .min(1)
      .max(8),
    type: z.enum(USE_CASE_TYPES),
    complexity: z.enum(COMPLEXITIES),
    roles: z.array(z.enum(USE_CASE_ROLES)).min(1, 'must list at least one role'),
    responsibilities: z.array(z.enum(RESPONSIBILITIES)).min(1, 'must list at least one responsibility'),
    estimatedTime: z.number().int('must be whole minutes').min(5).max(240).default(DEFAULT_ESTIMATED_TIME),
    objective: text(400),
    scenario: text(800),
    aiToolRequired: text(120),
    isCustom: z.boolean(),
    customForGroups: z.array(z.enum(CUSTOM_GROUPS)),
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

/** A use case as bundled content: front matter plus the markdown guide. */
export interface UseCaseContent extends UseCaseFrontMatter {
  content: string;
}

/** A use case as the API serves it to a signed-in user. */
export interface UseCase extends UseCaseContent {
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

const FRONT_MATTER = /^---\r?\n([\s\S]*?)\r?\n---\r?\n?([\s\S]*)$/;

/**
 * Parses and validates one use case file. `file` is its path (for messages); the id must
 * equal the file's base name so ids stay stable.
 */
export function parseUseCaseFile(file: string, source: string): ParseResult<UseCaseContent> {
  const match = FRONT_MATTER.exec(source);
  if (!match) {
    return { ok: false, issues: [{ file, field: '(front matter)', message: 'the file must start with front matter between --- lines' }] };
  }
  const doc = parseDocument(match[1] ?? '', { prettyErrors: false });
  if (doc.errors.length > 0) {
    return {
      ok: false,
      issues: doc.errors.map((e) => ({ file, field: '(front matter)', message: `invalid YAML: ${e.message.split('\n')[0]}` })),
    };
  }
  const parsed = useCaseFrontMatterSchema.safeParse(doc.toJS());
  if (!parsed.success) return { ok: false, issues: zodIssues(file, parsed.error) };

  const issues: ContentIssue[] = [];
  const body = (match[2] ?? '').trim();
  const baseName = file.split(/[\\/]/).pop()?.replace(/\.md$/, '');
  if (baseName !== undefined && baseName !== parsed.data.id) {
    issues.push({ file, field: 'id', message: `must equal the file name "${baseName}"` });
  }
  const steps = countSteps(body);
  if (steps < GUIDE_STEPS.min || steps > GUIDE_STEPS.max) {
    issues.push({
      file,
      field: 'content',
      message: `the guide must have ${GUIDE_STEPS.min} to ${GUIDE_STEPS.max} steps (lines starting with "### "), found ${steps}`,
    });
  }
  for (const fence of listFences(body)) {
    if (!fence.info) issues.push({ file, field: 'content', message: `the code block at body line ${fence.line} has no language label` });
    if (!fence.closed) issues.push({ file, field: 'content', message: `the code block at body line ${fence.line} is never closed` });
  }
  if (issues.length > 0) return { ok: false, issues };
  return { ok: true, value: { ...parsed.data, content: body } };
}
