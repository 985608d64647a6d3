import { useEffect, useRef, useState, type ReactNode } from 'react';

/** How far below (or above) the visible page a part starts loading: a fast scroll still finds it there. */
const NEAR = '200px 0px';

/**
 * Renders `children` once this place on the page comes within {@link NEAR} of the screen, and
 * `fallback` until then (keep it the part's size: nothing moves when it arrives). For parts below
 * the first screenful whose code is heavy (a chart library): a visit that never scrolls to them
 * never downloads or runs it. Without IntersectionObserver, the part renders at once.
 */
export function WhenNear({ children, fallback }: { children: ReactNode; fallback: ReactNode }) {
  const place = useRef<HTMLDivElement>(null);
  const [near, setNear] = useState(() => typeof IntersectionObserver === 'undefined');
  useEffect(() => {
    const element = place.current;
    if (near || !element) return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) setNear(true);
      },
      { rootMargin: NEAR },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [near]);
  return near ? children : <div ref={place}>{fallback}</div>;
}
