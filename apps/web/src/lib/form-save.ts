import type { FieldPath, FieldValues, UseFormSetError } from 'react-hook-form';
import { ApiRequestError } from '@/lib/api-client';
import type { FieldErrors, Validation } from '@/lib/form';

/*
 * The settings forms' side of lib/form: core schemas as rules, and a server's refusal shown on
 * the form. Kept apart so the first route (/auth), which needs none of it, does not download it.
 */

/** What a core schema's `safeParse` answers (zod's shape, without importing zod here). */
interface Parsed<Out> {
  success: boolean;
  data?: Out | undefined;
  error?: { issues: readonly { path: readonly PropertyKey[]; message: string }[] } | undefined;
}

/**
 * A validation by a core schema (the server reads the same one): its output, or the first
 * message for each form field; `fieldOf` names the field an issue's path belongs to.
 */
export function schemaValidation<T, Out>(
  parsed: Parsed<Out>,
  fieldOf: (path: readonly PropertyKey[]) => keyof T & string,
): Validation<T, Out> {
  if (parsed.success) return { ok: true, values: parsed.data as Out };
  const errors: FieldErrors<T> = {};
  for (const issue of parsed.error?.issues ?? []) errors[fieldOf(issue.path)] ??= issue.message;
  return { ok: false, errors };
}

/**
 * The form field a server's refusal is about, and what to say there: the field its details name
 * (`fields` maps the server's field names to the form's), or null when it names none of them.
 */
export function serverFieldError<T extends FieldValues>(
  error: unknown,
  fields: Partial<Record<string, FieldPath<T>>>,
): { field: FieldPath<T>; message: string } | null {
  if (!(error instanceof ApiRequestError) || error.status >= 500) return null;
  for (const detail of error.details) {
    const field = detail.field === undefined ? undefined : fields[detail.field];
    // A schema's refusal lists every issue in its message; the detail is the one for this field.
    if (field) return { field, message: error.code === 'validation_failed' ? detail.message : error.message };
  }
  return null;
}

/**
 * Shows a server's refusal where it belongs: at the field it is about (which takes the focus),
 * else for the whole form (`root.server`; `fallback` when the server said nothing a person can
 * use). Nothing is reset, so what was typed stays to be corrected.
 */
function showServerError<T extends FieldValues>(
  setError: UseFormSetError<T>,
  error: unknown,
  fallback: string,
  fields: Partial<Record<string, FieldPath<T>>> = {},
): void {
  const atField = serverFieldError(error, fields);
  if (atField) {
    setError(atField.field, { type: 'server', message: atField.message }, { shouldFocus: true });
    return;
  }
  const told = error instanceof ApiRequestError && error.status < 500 && error.message;
  setError('root.server', { type: 'server', message: told || fallback });
}

/**
 * Runs a form's save; when the server refuses, the refusal shows on the form (as
 * `showServerError` places it) and the answer is `{ saved: false }`, the typed values untouched.
 */
export async function trySave<T extends FieldValues, R>(
  setError: UseFormSetError<T>,
  save: () => Promise<R>,
  fallback: string,
  fields: Partial<Record<string, FieldPath<T>>> = {},
): Promise<{ saved: true; result: R } | { saved: false }> {
  try {
    return { saved: true, result: await save() };
  } catch (error) {
    showServerError(setError, error, fallback, fields);
    return { saved: false };
  }
}
