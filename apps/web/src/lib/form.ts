import { useCallback, useMemo, useRef, useState, type ChangeEvent, type FormEvent } from 'react';

/*
 * The forms' state: values, one message per field, and submitting. Fields are validated when
 * the form is submitted, then again as they change (so a fixed field's message goes away at
 * once); an invalid submit focuses the first field with a message. Small on purpose: /auth is
 * the first page a visitor downloads.
 */

export type FieldErrors<T> = Partial<Record<keyof T & string, string>>;

/** A validation's answer: the values to submit, or a message for each field that is wrong. */
export type Validation<T, Out> = { ok: true; values: Out } | { ok: false; errors: FieldErrors<T> };

export type Validate<T, Out> = (values: T) => Validation<T, Out> | Promise<Validation<T, Out>>;

type TextFieldName<T> = { [K in keyof T & string]: T[K] extends string ? K : never }[keyof T & string];
type TextControl = HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement;

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

/** `validate` must keep its identity across renders (a module-level function). */
export function useForm<T extends object, Out = T>({ defaultValues, validate }: { defaultValues: T; validate: Validate<T, Out> }) {
  const [initial] = useState(defaultValues);
  const [values, setValues] = useState(defaultValues);
  const [errors, setErrors] = useState<FieldErrors<T>>({});
  const [isSubmitting, setSubmitting] = useState(false);
  const current = useRef(values);
  const submitted = useRef(false);
  const checks = useRef(0);
  /** The newest check run that covered each field. */
  const newest = useRef(new Map<keyof T & string, number>());
  /** The messages on screen (what `errors` will be after the next render). */
  const shown = useRef<FieldErrors<T>>({});
  /** Fields whose message was set from outside (the server): only their own change replaces it. */
  const external = useRef(new Set<keyof T & string>());
  const controls = useRef(new Map<keyof T & string, HTMLElement>());
  const refs = useRef(new Map<keyof T & string, (element: HTMLElement | null) => void>());

  /** One ref callback per field, kept across renders. */
  const refFor = useCallback((name: keyof T & string) => {
    let ref = refs.current.get(name);
    if (!ref) {
      ref = (element) => {
        if (element) controls.current.set(name, element);
        else controls.current.delete(name);
      };
      refs.current.set(name, ref);
    }
    return ref;
  }, []);

  /** Focuses the invalid control that comes first on the page. */
  const focusFirst = useCallback((invalid: FieldErrors<T>) => {
    const elements = [...controls.current].filter(([name]) => invalid[name]).map(([, element]) => element);
    elements.sort((a, b) => (a.compareDocumentPosition(b) & Node.DOCUMENT_POSITION_FOLLOWING ? -1 : 1));
    elements[0]?.focus();
  }, []);

  /**
   * Validates and shows the messages of `fields` (every field when omitted). A field shows the
   * answer of the newest check that covered it: a slower, older check never overwrites it.
   */
  const check = useCallback(
    async (fields?: readonly (keyof T & string)[]): Promise<Validation<T, Out>> => {
      const run = ++checks.current;
      const covered = fields ?? (Object.keys(current.current) as (keyof T & string)[]);
      for (const field of covered) newest.current.set(field, run);
      const result = await validate(current.current);
      const found: FieldErrors<T> = result.ok ? {} : result.errors;
      const next = { ...shown.current };
      for (const field of covered) {
        if (newest.current.get(field) !== run) continue;
        external.current.delete(field);
        if (found[field]) next[field] = found[field];
        else delete next[field];
      }
      shown.current = next;
      setErrors(next);
      return result;
    },
    [validate],
  );

  const setValue = useCallback(
    <K extends keyof T & string>(name: K, value: T[K]) => {
      current.current = { ...current.current, [name]: value };
      setValues(current.current);
      // After a submit, the field is checked as it changes, and so are the fields showing a
      // message of the validator's: they may depend on it ('Passwords do not match').
      if (submitted.current) {
        const showing = (Object.keys(shown.current) as (keyof T & string)[]).filter(
          (field) => field !== name && !external.current.has(field),
        );
        void check([name, ...showing]);
      }
    },
    [check],
  );

  return useMemo(
    () => ({
      values,
      errors,
      isSubmitting,
      setValue,
      getValues: () => current.current,
      /** Props for a text input, textarea or select holding a string field. */
      field: (name: TextFieldName<T>) => ({
        name,
        value: values[name] as string,
        onChange: (event: ChangeEvent<TextControl>) => setValue(name, event.target.value as T[typeof name]),
        ref: refFor(name),
      }),
      /** A ref for a control that is not a text field (a checkbox), so an error can focus it. */
      controlRef: refFor,
      /** Validates only `fields` and says whether they are all right (a wizard's Continue). */
      checkFields: async (fields: readonly (keyof T & string)[]) => {
        const result = await check(fields);
        return result.ok || fields.every((field) => !result.errors[field]);
      },
      setError: (name: keyof T & string, message: string, { focus = false }: { focus?: boolean } = {}) => {
        external.current.add(name);
        shown.current = { ...shown.current, [name]: message };
        setErrors(shown.current);
        if (focus) controls.current.get(name)?.focus();
      },
      reset: (next: T = initial) => {
        // Checks still running are outdated: their answers must not show.
        checks.current += 1;
        newest.current.clear();
        external.current.clear();
        submitted.current = false;
        current.current = next;
        shown.current = {};
        setValues(next);
        setErrors({});
      },
      handleSubmit: (onValid: (values: Out) => unknown, onInvalid?: (errors: FieldErrors<T>) => void) => async (event?: FormEvent) => {
        event?.preventDefault();
        submitted.current = true;
        setSubmitting(true);
        try {
          const result = await check();
          if (!result.ok) {
            // The messages on screen: a change made meanwhile may have settled some fields.
            focusFirst(shown.current);
            onInvalid?.(result.errors);
            return;
          }
          await onValid(result.values);
        } finally {
          setSubmitting(false);
        }
      },
    }),
    [values, errors, isSubmitting, setValue, check, focusFirst, refFor, initial],
  );
}

export type Form<T extends object, Out = T> = ReturnType<typeof useForm<T, Out>>;
