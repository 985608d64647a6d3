import { useEffect, useState, type RefObject } from 'react';

/** The element's content width, followed as it resizes (charts draw at their real size). */
export function useElementWidth(ref: RefObject<HTMLElement | null>, fallback: number): number {
  const [width, setWidth] = useState(fallback);
  useEffect(() => {
    const element = ref.current;
    if (!element || typeof ResizeObserver === 'undefined') return;
    const measure = () => {
      const next = Math.floor(element.getBoundingClientRect().width);
      // 0 while hidden or in a test DOM without layout: keep the last real width.
      if (next > 0) setWidth(next);
    };
    measure();
    const observer = new ResizeObserver(measure);
    observer.observe(element);
    return () => observer.disconnect();
  }, [ref]);
  return width;
}
