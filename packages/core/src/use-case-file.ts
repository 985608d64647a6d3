import { parseDocument, stringify } from 'yaml';
import type { z } from './zod';
import { countSteps, listFences } from './guide';
import { isoDay } from './calendar-day';
import {
  customUseCaseFrontMatterSchema,
  useCaseFrontMatterSchema,
  zodIssues,
  type ContentIssue,
  type CustomUseCaseContent,
  type ParseResult,
  type UseCaseContent,
} from './use-case';
import { CUSTOM_GUIDE_STEPS, GUIDE_STEPS, USE_CASE_LIMITS } from './use-case-fields';
import { hasControlCharacters, isBrokenText } from './text-rules';

/*
 * The file format of a use case: YAML front matter between '---' lines, then the markdown
 * guide. Bundled content, import and export all read and write it here.
 */

const FRONT_MATTER = /^\uFEFF?---\r?\n([\s\S]*?)\r?\n---\r?\n?([\s\S]*)$/;

export interface ParseOptions {
  /** Today as "YYYY-MM-DD" (UTC by default): a guide cannot have been reviewed after it. */
  today?: string;
}

type Split = { ok: true; data: unknown; body: string } | { ok: false; issues: ContentIssue[] };

function split(file: string, source: string): Split {
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
  return { ok: true, data: doc.toJS() as unknown, body: (match[2] ?? '').trim() };
}

/** Every problem of a guide body: its steps, its code blocks, its length and characters. */
export function guideIssues(file: string, body: string, steps: { min: number; max: number }): ContentIssue[] {
  const issues: ContentIssue[] = [];
  const at = (message: string) => issues.push({ file, field: 'content', message });
  if (body.length > USE_CASE_LIMITS.content) at(`the guide must be at most ${USE_CASE_LIMITS.content} characters`);
  if (isBrokenText(body) || hasControlCharacters(body)) at('the guide must not contain control characters');
  const count = countSteps(body);
  if (count < steps.min || count > steps.max) {
    at(`the guide must have ${steps.min} to ${steps.max} steps (lines starting with "### "), found ${count}`);
  }
  for (const fence of listFences(body)) {
    if (!fence.info) at(`the code block at body line ${fence.line} has no language label`);
    if (!fence.closed) at(`the code block at body line ${fence.line} is never closed`);
  }
  return issues;
}

function validate<S extends z.ZodType>(file: string, schema: S, data: unknown): ParseResult<z.infer<S>> {
  const parsed = schema.safeParse(data);
  return parsed.success ? { ok: true, value: parsed.data } : { ok: false, issues: zodIssues(file, parsed.error) };
}

/**
 * Parses and validates one bundled use case file. `file` is its path (for messages); the id
 * must equal the file's base name so ids stay stable. Every problem is reported, by field.
 */
export function parseUseCaseFile(file: string, source: string, options: ParseOptions = {}): ParseResult<UseCaseContent> {
  const parts = split(file, source);
  if (!parts.ok) return parts;
  const front = validate(file, useCaseFrontMatterSchema, parts.data);
  const issues = front.ok ? [] : [...front.issues];
  if (front.ok) {
    const baseName = file.split(/[\\/]/).pop()?.replace(/\.md$/, '');
    if (baseName !== undefined && baseName !== front.value.id) {
      issues.push({ file, field: 'id', message: `must equal the file name "${baseName}"` });
    }
    const today = options.today ?? isoDay();
    if (front.value.lastReviewed > today) {
      issues.push({ file, field: 'lastReviewed', message: `must not be in the future (today is ${today})` });
    }
  }
  issues.push(...guideIssues(file, parts.body, GUIDE_STEPS));
  if (!front.ok || issues.length > 0) return { ok: false, issues };
  return { ok: true, value: { ...front.value, content: parts.body } };
}

/**
 * Parses a team's use case file (an import). The file name does not matter; a file exported
 * from the bundled library (isCustom: false, no visibility) is taken as the team's own copy.
 */
export function parseCustomUseCaseFile(file: string, source: string): ParseResult<CustomUseCaseContent> {
  const parts = split(file, source);
  if (!parts.ok) return parts;
  const data = parts.data;
  const input =
    data && typeof data === 'object' && !Array.isArray(data) && (data as { isCustom?: unknown }).isCustom === false
      ? { ...data, isCustom: true }
      : data;
  const front = validate(file, customUseCaseFrontMatterSchema, input);
  const issues = [...(front.ok ? [] : front.issues), ...guideIssues(file, parts.body, CUSTOM_GUIDE_STEPS)];
  if (!front.ok || issues.length > 0) return { ok: false, issues };
  return { ok: true, value: { ...front.value, content: parts.body } };
}

/** The order of the front matter's fields in a written file (the order of `content/`). */
const FIELD_ORDER = [
  'id',
  'title',
  'description',
  'thumbnail',
  'tags',
  'type',
  'complexity',
  'roles',
  'responsibilities',
  'estimatedTime',
  'objective',
  'scenario',
  'aiToolRequired',
  'lastReviewed',
  'checkedAgainst',
  'isCustom',
  'customForGroups',
  'visibleTo',
] as const;

/** Writes a use case, bundled or a team's own, as the file `parse*UseCaseFile` reads back unchanged. */
export function serialiseUseCaseFile(useCase: UseCaseContent | CustomUseCaseContent): string {
  const record = useCase as unknown as Record<string, unknown>;
  const front: Record<string, unknown> = {};
  for (const key of FIELD_ORDER) if (record[key] !== undefined) front[key] = record[key];
  const yaml = stringify(front, { lineWidth: 0, defaultStringType: 'QUOTE_DOUBLE', defaultKeyType: 'PLAIN' });
  return `---\n${yaml}---\n\n${useCase.content.trim()}\n`;
}
