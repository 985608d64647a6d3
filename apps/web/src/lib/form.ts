import type { FieldError, FieldValues, FieldErrors as FormErrors, Resolver } from 'react-hook-form';

/*
 * The forms run on react-hook-form; their rules are core's (passwordProblems, the work e-mail
 * rules, the story schema). A validation says, for each field, the first thing wrong with it,
 * and this resolver hands that to react-hook-form. No schema library here: the account forms
 * are on the first page a visitor downloads, and zod stays off it (decisions 006 and 008).
 */

export type FieldErrors<T> = Partial<Record<keyof T & string, string>>;

/** A validation's answer: the values to submit, or a message for each field that is wrong. */
export type Validation<T, Out> = { ok: true; values: Out } | { ok: false; errors: FieldErrors<T> };

export type Validate<T, Out> = (values: T) => Validation<T, Out> | Promise<Validation<T, Out>>;

/** Builds a validation from one message (or none) per field. */
export function validation<T, Out = T>(values: Out, problems: { [K in keyof T & string]?: string | undefined }): Validation<T, Out> {
  const errors: FieldErrors<T> = {};
  let ok = true;
  for (const [field, message] of Object.entries(problems) as [keyof T & string, string | undefined][]) {
    if (!message) continue;
    errors[field] = message;
    ok = false;
  }
  return ok ? { ok: true, values } : { ok: false, errors };
}

/** The resolver of a form whose rules are `validate` (keep it module-level: one per form). */
export function rulesResolver<T extends FieldValues, Out extends FieldValues = T>(validate: Validate<T, Out>): Resolver<T, unknown, Out> {
  return async (values) => {
    const result = await validate(values);
    if (result.ok) return { values: result.values, errors: {} };
    const errors: Record<string, FieldError> = {};
    for (const [field, message] of Object.entries(result.errors) as [string, string | undefined][]) {
      if (message) errors[field] = { type: 'rules', message };
    }
    return { values: {}, errors: errors as FormErrors<T> };
  };
}

/** The message of a field, as the forms show it. */
export const messageOf = (error: { message?: string } | undefined): string | undefined => error?.message || undefined;
