import { useCallback, useEffect, useRef, useState, type FormEvent, type RefObject } from 'react';
import { flushSync } from 'react-dom';
import type { FieldErrors, FieldValues, SubmitErrorHandler, SubmitHandler, UseFormRegisterReturn, UseFormReturn } from 'react-hook-form';
import { TOAST_MS } from '@pathwise/core';
import { CHUNK_LOAD_MESSAGE, isChunkLoadError } from './chunk-errors';
import { loadOnce } from './load-once';
import { messageOf } from './form';
import { toast } from './toast';

/*
 * The first page a visitor downloads (/auth) shows its forms as plain browser forms, and loads
 * the form library (react-hook-form, 12 KB gzipped) with the form's own code when the visitor
 * first points at, focuses or submits the form. The same inputs then get the library's props:
 * nothing is mounted again, so what was typed (or filled in by a password manager), the focus,
 * the caret and a shown password stay as they are, and a submit that came before the library is
 * sent once it is there. A failed download keeps the plain form, which tries again on the next
 * touch, and is said to a visitor whose submit waited for it.
 *
 * The loaded module builds the form with react-hook-form's `createFormControl` (its control
 * without its hooks), so the component that shows the form is the same before and after.
 */

/** A module loaded once when first needed, and kept: a form that mounts later starts with it. */
export interface KeptModule<M> {
  load: () => Promise<M>;
  /** The module, once it has loaded. */
  loaded: () => M | undefined;
}

export function keptModule<M>(load: () => Promise<M>): KeptModule<M> {
  let kept: M | undefined;
  return {
    load: loadOnce(async () => (kept = await load())),
    loaded: () => kept,
  };
}

export type FieldValue = string | boolean;

/** A field's props: its name and first value, and react-hook-form's once the form has loaded. */
export type FieldProps = Partial<UseFormRegisterReturn> & { name: string; defaultValue?: string; defaultChecked?: boolean };

/** What the form shows of its state: a message per field, and whether it is being sent. */
export interface FormView {
  errors: Partial<Record<string, string>>;
  submitting: boolean;
}

/** A form built by its loaded module. */
export interface LoadedForm {
  register: (name: string) => UseFormRegisterReturn;
  submit: (event?: FormEvent) => Promise<void>;
  subscribe: (show: (view: FormView) => void) => () => void;
}

/** The form of a react-hook-form control made by `createFormControl`. */
export function loadedForm<T extends FieldValues>(
  form: Omit<UseFormReturn<T>, 'formState'>,
  onValid: SubmitHandler<T>,
  onInvalid?: SubmitErrorHandler<T>,
): LoadedForm {
  let view: FormView = { errors: {}, submitting: false };
  const shows = new Set<(view: FormView) => void>();
  const show = (change: Partial<FormView>) => {
    view = { ...view, ...change };
    for (const each of shows) each(view);
  };
  const messagesOf = (errors: FieldErrors<T> | undefined) =>
    Object.fromEntries(Object.entries(errors ?? {}).map(([name, error]) => [name, messageOf(error as { message?: string })]));
  // Subscribing also marks the control mounted, as useForm does once it has rendered.
  form.subscribe({ formState: { errors: true }, callback: (state) => show({ errors: messagesOf(state.errors) }) });
  return {
    register: (name) => form.register(name as Parameters<typeof form.register>[0]),
    submit: async (event) => {
      show({ submitting: true });
      try {
        await form.handleSubmit(onValid, onInvalid)(event);
      } finally {
        show({ submitting: false });
      }
    },
    subscribe: (each) => {
      shows.add(each);
      each(view);
      return () => void shows.delete(each);
    },
  };
}

/** Every named input's value as the plain form holds it now (a checkbox's: whether it is ticked). */
export function readValues(form: HTMLFormElement | null): Record<string, FieldValue> {
  const values: Record<string, FieldValue> = {};
  for (const element of form ? Array.from(form.elements) : []) {
    if (!(element instanceof HTMLInputElement) || !element.name) continue;
    values[element.name] = element.type === 'checkbox' ? element.checked : element.value;
  }
  return values;
}

const NOTHING_SHOWN: FormView = { errors: {}, submitting: false };

const FAULT_MESSAGE = 'Something went wrong. Please reload the page and try again.';
const sayNotLoaded = (message: string) => toast.error(message, { id: 'form-not-loaded', duration: TOAST_MS.product });

/**
 * A form that is plain until `library` has loaded, then the one `build` makes from it with the
 * values the plain form held (none when the module was already there as the form mounted). The
 * form is built once; the `done` it is given calls the latest `done` this hook was given.
 */
export function useFormHandover<M, A extends unknown[]>(
  library: KeptModule<M>,
  build: (module: M, values: Record<string, FieldValue>, done: (...args: A) => void) => LoadedForm,
  done: (...args: A) => void,
): {
  /** The <form>'s props: spread them on it. */
  formProps: {
    ref: RefObject<HTMLFormElement | null>;
    noValidate: true;
    onSubmit: (event: FormEvent<HTMLFormElement>) => void;
    /** The plain form's: the visitor pointed at or focused it. */
    onFocus: (() => void) | undefined;
    onPointerDown: (() => void) | undefined;
  };
  field: (name: string, initial: FieldValue) => FieldProps;
  view: FormView;
} {
  const formRef = useRef<HTMLFormElement>(null);
  const latest = useRef({ build, done });
  latest.current = { build, done };
  const [callDone] = useState(
    () =>
      (...args: A) =>
        latest.current.done(...args),
  );
  const submitted = useRef(false);
  /** A load is under way: later touches wait for it rather than ask again. */
  const loading = useRef(false);
  const [form, setForm] = useState<LoadedForm | null>(() => {
    const module = library.loaded();
    return module ? build(module, {}, callDone) : null;
  });
  const [view, setView] = useState(NOTHING_SHOWN);

  const start = useCallback(() => {
    if (loading.current) return;
    loading.current = true;
    library
      .load()
      .then((module) => {
        // Read and rendered in one task: no keystroke comes between the two.
        const built = latest.current.build(module, readValues(formRef.current), callDone);
        flushSync(() => setForm((current) => current ?? built));
      })
      .catch((error: unknown) => {
        // The plain form stays, with what was typed; the next touch tries again. Only a submit
        // that was waiting is told why nothing happened (a touch needs no answer).
        loading.current = false;
        const waited = submitted.current;
        submitted.current = false;
        setView(NOTHING_SHOWN);
        if (isChunkLoadError(error)) {
          if (waited) sayNotLoaded(CHUNK_LOAD_MESSAGE);
          return;
        }
        // A fault in the form's own code: said, and thrown on for the browser's error reporting.
        sayNotLoaded(FAULT_MESSAGE);
        throw error;
      });
  }, [library, callDone]);

  useEffect(() => {
    if (!form) return;
    const stop = form.subscribe(setView);
    // A submit that came before the library: sent now that the inputs are the form's.
    if (submitted.current) {
      submitted.current = false;
      void form.submit();
    }
    return stop;
  }, [form]);

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    if (form) return void form.submit(event);
    event.preventDefault();
    submitted.current = true;
    setView({ errors: {}, submitting: true });
    start();
  };
  const onTouch = form ? undefined : start;
  return {
    formProps: { ref: formRef, noValidate: true, onSubmit, onFocus: onTouch, onPointerDown: onTouch },
    field: (name, initial) => {
      const first = typeof initial === 'boolean' ? { name, defaultChecked: initial } : { name, defaultValue: initial };
      return form ? { ...first, ...form.register(name) } : first;
    },
    view,
  };
}
