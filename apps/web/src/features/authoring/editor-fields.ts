import type { ContentIssue, UseCaseDraft } from '@pathwise/core';
import type { FieldErrors } from '@/lib/form';

/** The editor's form: the draft with its lists as the controls hold them. */
export interface EditorFields {
  title: string;
  description: string;
  thumbnail: UseCaseDraft['thumbnail'];
  /** Tags typed as a comma-separated line. */
  tags: string;
  type: UseCaseDraft['type'];
  complexity: UseCaseDraft['complexity'];
  roles: UseCaseDraft['roles'];
  responsibilities: UseCaseDraft['responsibilities'];
  /** Minutes as typed. */
  estimatedTime: string;
  objective: string;
  scenario: string;
  aiToolRequired: string;
  customForGroups: string[];
  visibleTo: UseCaseDraft['visibleTo'];
  content: string;
}

export function fieldsOf(draft: UseCaseDraft): EditorFields {
  return { ...draft, tags: draft.tags.join(', '), estimatedTime: String(draft.estimatedTime) };
}

export function draftOf(fields: EditorFields): UseCaseDraft {
  const minutes = Number(fields.estimatedTime.trim());
  return {
    ...fields,
    tags: fields.tags
      .split(',')
      .map((tag) => tag.trim())
      .filter((tag) => tag !== ''),
    estimatedTime: fields.estimatedTime.trim() === '' || !Number.isFinite(minutes) ? 0 : Math.round(minutes),
  };
}

/** 'roles.0' and 'tags.2' are problems of the roles and tags fields. */
function fieldOf(path: string): keyof EditorFields {
  const name = path.replace(/^draft\./, '').split('.')[0] ?? '';
  return (name in EMPTY_FIELDS_SHAPE ? name : 'title') as keyof EditorFields;
}

const EMPTY_FIELDS_SHAPE: Record<keyof EditorFields, true> = {
  title: true,
  description: true,
  thumbnail: true,
  tags: true,
  type: true,
  complexity: true,
  roles: true,
  responsibilities: true,
  estimatedTime: true,
  objective: true,
  scenario: true,
  aiToolRequired: true,
  customForGroups: true,
  visibleTo: true,
  content: true,
};

/** Each field's first problem, from core's issues (or the server's details). */
export function errorsByField(issues: readonly Pick<ContentIssue, 'field' | 'message'>[]): FieldErrors<EditorFields> {
  const errors: FieldErrors<EditorFields> = {};
  for (const issue of issues) {
    const field = fieldOf(issue.field);
    errors[field] ??= issue.message;
  }
  return errors;
}
