import { useCallback, useEffect, useRef, useState } from 'react';
import type { AuthoredUseCase, UseCaseDraft } from '@pathwise/core';
import { ApiRequestError } from '@/lib/api-client';
import { saveDraft } from '@/api/authoring';

export type SaveState =
  | { kind: 'saved' }
  | { kind: 'pending' }
  | { kind: 'saving' }
  /** The server refused the text (a limit): it stays in the editor, the field says why. */
  | { kind: 'invalid' }
  /** The save did not reach the server: the text stays, the next change or a retry saves it. */
  | { kind: 'failed'; message: string }
  /** Another author saved since this editor loaded: nothing is overwritten. */
  | { kind: 'conflict'; message: string };

export const AUTOSAVE_DELAY_MS = 1_200;
const RETRY_MS = 5_000;

/**
 * Saves the draft a moment after the author stops typing, over the version this editor
 * loaded. A stale version is a conflict (the server answers 409 and keeps the other text);
 * a failed save keeps the text and tries again.
 */
export function useAutosave(useCase: AuthoredUseCase, onSaved: (useCase: AuthoredUseCase) => void) {
  const version = useRef(useCase.version);
  const latest = useRef<UseCaseDraft | null>(null);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const [state, setState] = useState<SaveState>({ kind: 'saved' });
  const stateRef = useRef(state);
  stateRef.current = state;

  /** The save on its way, if any: the next one waits for it. */
  const running = useRef<Promise<unknown>>(Promise.resolve());

  /**
   * Saves what is unsaved now. Saves never overlap: one asked for while another is on its way
   * (a slow network, the author still typing) goes after it, over the version it made. Sent at
   * once, it would carry the version the first one replaces, and the server would answer the
   * author's own save as another author's (409).
   */
  const flush = useCallback((): Promise<boolean> => {
    clearTimeout(timer.current);
    const next = running.current.then(async (): Promise<boolean> => {
      const draft = latest.current;
      if (!draft) return true;
      if (stateRef.current.kind === 'conflict') return false;
      setState({ kind: 'saving' });
      try {
        const { useCase: saved } = await saveDraft(useCase.id, version.current, draft);
        version.current = saved.version;
        if (latest.current === draft) {
          latest.current = null;
          setState({ kind: 'saved' });
        } else setState({ kind: 'pending' });
        onSaved(saved);
        return true;
      } catch (error) {
        if (error instanceof ApiRequestError && error.status === 409) {
          setState({ kind: 'conflict', message: error.message });
        } else if (error instanceof ApiRequestError && error.status === 400) {
          setState({ kind: 'invalid' });
        } else {
          setState({
            kind: 'failed',
            message: 'Not saved: the server could not be reached. Your text is kept here; it is saved as soon as it can be.',
          });
          timer.current = setTimeout(() => void flush(), RETRY_MS);
        }
        return false;
      }
    });
    running.current = next;
    return next;
  }, [useCase.id, onSaved]);

  /** A change to save soon. */
  const changed = useCallback(
    (draft: UseCaseDraft) => {
      latest.current = draft;
      if (stateRef.current.kind === 'conflict') return;
      setState({ kind: 'pending' });
      clearTimeout(timer.current);
      timer.current = setTimeout(() => void flush(), AUTOSAVE_DELAY_MS);
    },
    [flush],
  );

  /** After a publish or a restore the editor continues from the server's version. */
  const reset = useCallback((next: AuthoredUseCase) => {
    version.current = next.version;
    latest.current = null;
    setState({ kind: 'saved' });
  }, []);

  useEffect(() => () => clearTimeout(timer.current), []);

  const unsaved = latest.current !== null || state.kind === 'saving';
  return { state, changed, flush, reset, unsaved, version };
}

export function saveStateText(state: SaveState): string {
  switch (state.kind) {
    case 'saved':
      return 'All changes saved';
    case 'pending':
      return 'Unsaved changes';
    case 'saving':
      return 'Saving…';
    case 'invalid':
      return 'Not saved: fix the field marked below. Your text is kept here.';
    case 'failed':
    case 'conflict':
      return state.message;
  }
}
