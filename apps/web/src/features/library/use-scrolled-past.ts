import { useCallback, useSyncExternalStore } from 'react';

/**
 * The window's scroll position as last seen by a scroll or resize event. Rendering reads this,
 * never `window.scrollY` itself: that read would force a layout in the middle of a render.
 */
let lastScrollY = 0;

function subscribe(onChange: () => void): () => void {
  const update = () => {
    lastScrollY = window.scrollY;
    onChange();
  };
  window.addEventListener('scroll', update, { passive: true });
  window.addEventListener('resize', update, { passive: true });
  // Where the page is when the first subscriber arrives (after the first paint: layout is done).
  update();
  return () => {
    window.removeEventListener('scroll', update);
    window.removeEventListener('resize', update);
  };
}

/**
 * True once the window is scrolled more than `threshold` pixels. The snapshot is a boolean, so
 * scrolling re-renders only when the answer flips, not on every scroll event.
 */
export function useScrolledPast(threshold: number): boolean {
  const snapshot = useCallback(() => lastScrollY > threshold, [threshold]);
  return useSyncExternalStore(subscribe, snapshot, () => false);
}
