import type { FieldValues, FieldErrors as FormErrors, Resolver } from 'react-hook-form';
import { TOAST_MS } from '@pathwise/core';
import { CHUNK_LOAD_MESSAGE, isChunkLoadError } from './chunk-errors';
import { loadOnce } from './load-once';
import { rulesResolver, type Validate } from './form';
import { toast } from './toast';

/*
 * Forms whose rules live in a module of their own, loaded when the form first needs them: their
 * schemas, and the schema library with them, are not part of the page's first download.
 */

/** A form's rules, loaded on the first call and kept. */
export interface Rules<M> {
  (): Promise<M>;
  /** Starts loading them (the form got the focus, its dialog opened), so its first check does not wait. */
  preload: () => void;
}

/** The module of a form's rules, loaded once when first needed. A load that failed is tried again on the next call. */
export function loadRules<M>(load: () => Promise<M>): Rules<M> {
  const rules = loadOnce(load);
  return Object.assign(rules, { preload: () => void rules().catch(() => undefined) });
}

/**
 * After a failed load of rules: code that did not download is said in a toast (the form sends
 * nothing and keeps what was typed); any other error is thrown on.
 */
export function sayRulesNotLoaded(error: unknown): void {
  if (!isChunkLoadError(error)) throw error;
  toast.error(CHUNK_LOAD_MESSAGE, { id: 'rules-not-loaded', duration: TOAST_MS.product });
}

/** The form's rules, or null once a toast has said they did not download (the form keeps what was typed). */
export async function rulesOrSaid<M>(rules: () => Promise<M>): Promise<M | null> {
  try {
    return await rules();
  } catch (error) {
    sayRulesNotLoaded(error);
    return null;
  }
}

/**
 * The resolver of a form whose rules are `pick(module)`. When the module does not download, the
 * form sends nothing and keeps what was typed, and a toast says why; the next check tries again.
 */
export function lazyRulesResolver<T extends FieldValues, Out extends FieldValues, M>(
  rules: Rules<M> | (() => Promise<M>),
  pick: (module: M) => Validate<T, Out>,
): Resolver<T, unknown, Out> {
  const resolve = rulesResolver<T, Out>(async (values) => pick(await rules())(values));
  return async (values, context, options) => {
    try {
      return await resolve(values, context, options);
    } catch (error) {
      sayRulesNotLoaded(error);
      return { values: {}, errors: { root: { type: 'not-loaded', message: CHUNK_LOAD_MESSAGE } } as FormErrors<T> };
    }
  };
}
