import { checkDraft, useCaseDraftSchema } from '@pathwise/core';
import type { FieldErrors } from '@/lib/form';
import { draftOf, errorsByField, type EditorFields } from './editor-fields';

/*
 * The editor's rules: core's use case schema, and the schema library with it. A module of its
 * own, loaded when the editor is first used, so that opening the editor does not wait for them.
 */

/** What an autosave refuses: only lengths and characters (an unfinished draft saves). */
export function draftProblems(fields: EditorFields): FieldErrors<EditorFields> {
  const parsed = useCaseDraftSchema.safeParse(draftOf(fields));
  if (parsed.success) return {};
  return errorsByField(parsed.error.issues.map((issue) => ({ field: issue.path.join('.'), message: issue.message })));
}

/** What publishing needs: core's one schema for use cases, each problem at its field. */
export function publishProblems(id: string, fields: EditorFields): FieldErrors<EditorFields> {
  const saved = draftProblems(fields);
  if (Object.keys(saved).length > 0) return saved;
  const checked = checkDraft(id, draftOf(fields));
  return checked.ok ? {} : errorsByField(checked.issues);
}
