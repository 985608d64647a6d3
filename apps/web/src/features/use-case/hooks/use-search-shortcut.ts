import { useEffect, type RefObject } from 'react';
import { SEARCH_SHORTCUT_KEY } from '@pathwise/core';

/** True when the key press belongs to something the user is typing in or to an open modal. */
function isTypingOrModal(target: EventTarget | null): boolean {
  if (!(target instanceof HTMLElement)) return false;
  if (target.isContentEditable) return true;
  if (target.closest('input, textarea, select, [contenteditable="true"]')) return true;
  // A modal keeps focus inside itself; the shortcut must not pull it out.
  return target.closest('[role="dialog"], [role="alertdialog"]') !== null;
}

/** The spec's '/': focuses the search box from anywhere on the page, unless typing elsewhere. */
export function useSearchShortcut(input: RefObject<HTMLInputElement | null>): void {
  useEffect(() => {
    function onKeyDown(event: KeyboardEvent) {
      if (event.key !== SEARCH_SHORTCUT_KEY || event.defaultPrevented) return;
      if (event.ctrlKey || event.metaKey || event.altKey) return;
      if (isTypingOrModal(event.target)) return;
      event.preventDefault();
      input.current?.focus();
      input.current?.select();
    }
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, [input]);
}
