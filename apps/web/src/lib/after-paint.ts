import { useEffect, useState } from 'react';

/** Runs `task` after the next paint (a frame, then a task), or soon where nothing paints. */
export function afterPaint(task: () => void): void {
  if (typeof requestAnimationFrame === 'function') requestAnimationFrame(() => setTimeout(task, 0));
  else setTimeout(task, 0);
}

/**
 * False until what the component rendered first has been painted: a part that can wait (and
 * whose code would share the connection with what is shown first) starts loading then.
 */
export function usePainted(): boolean {
  const [painted, setPainted] = useState(false);
  useEffect(() => {
    let live = true;
    afterPaint(() => {
      if (live) setPainted(true);
    });
    return () => {
      live = false;
    };
  }, []);
  return painted;
}
