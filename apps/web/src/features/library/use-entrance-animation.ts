import { useEffect, useRef } from 'react';

const KEYFRAMES: Keyframe[] = [
  { opacity: 0, transform: 'translateY(12px)' },
  { opacity: 1, transform: 'none' },
];

/** The performance mark of each entrance (its length in `detail.durationMs`): tests and tracing read it. */
export const ENTRANCE_MARK = 'library:entrance-animation';

/**
 * Plays the entrance animation on the element whenever `key` changes (and when it first
 * appears). The Web Animations API restarts it without re-creating the cards, and it is
 * skipped for people who ask for reduced motion.
 */
export function useEntranceAnimation<T extends HTMLElement>(key: string, durationMs: number) {
  const ref = useRef<T>(null);
  useEffect(() => {
    const element = ref.current;
    if (!element || typeof element.animate !== 'function') return;
    if (window.matchMedia?.('(prefers-reduced-motion: reduce)').matches) return;
    const animation = element.animate(KEYFRAMES, { duration: durationMs, easing: 'cubic-bezier(0.16, 1, 0.3, 1)' });
    performance.mark(ENTRANCE_MARK, { detail: { key, durationMs } });
    // Cancelling (the list changed again mid-animation) rejects `finished`; that is expected.
    animation.finished.catch(() => {});
    return () => animation.cancel();
  }, [key, durationMs]);
  return ref;
}
