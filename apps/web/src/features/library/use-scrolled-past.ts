import { useCallback, useSyncExternalStore } from 'react';

function subscribe(onChange: () => void): () => void {
  window.addEventListener('scroll', onChange, { passive: true });
  window.addEventListener('resize', onChange, { passive: true });
  return () => {
    window.removeEventListener('scroll', onChange);
    window.removeEventListener('resize', onChange);
  };
}

/**
 * True once the window is scrolled more than `threshold` pixels. The snapshot is a boolean, so
 * scrolling re-renders only when the answer flips, not on every scroll event.
 */
export function useScrolledPast(threshold: number): boolean {
  const snapshot = useCallback(() => window.scrollY > threshold, [threshold]);
  return useSyncExternalStore(subscribe, snapshot, () => false);
}
