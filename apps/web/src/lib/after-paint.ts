import { startTransition, useEffect, useState } from 'react';

/** Runs `task` after the next paint (a frame, then a task), or soon where nothing paints. */
export function afterPaint(task: () => void): void {
  if (typeof requestAnimationFrame === 'function') requestAnimationFrame(() => setTimeout(task, 0));
  else setTimeout(task, 0);
}

/**
 * `value` as it was at the last paint: a change is taken up once the frame showing the input's own
 * render has been painted, in a transition (a newer input goes first). React's useDeferredValue
 * starts that render at once, and on a slow phone its first slice often ran before the frame
 * that shows the keystroke, holding it up (measured as INP's presentation delay).
 *
 * `alreadyPainted` says the change itself was made after its input's paint (the library's search
 * box hands its text over then): it is taken up in the same render, without waiting for another.
 */
export function usePaintedValue<T>(value: T, alreadyPainted = false): T {
  const [painted, setPainted] = useState(value);
  if (alreadyPainted && painted !== value) setPainted(value);
  useEffect(() => {
    if (alreadyPainted) return;
    let live = true;
    afterPaint(() => {
      if (live) startTransition(() => setPainted(value));
    });
    return () => {
      live = false;
    };
  }, [value, alreadyPainted]);
  return alreadyPainted ? value : painted;
}

/** The longest the page's first screen waits for the browser to say it is shown. */
export const FIRST_SCREEN_WAIT_MS = 1_000;

/** Whether the user has pressed or typed yet: every screen after the first follows an input. */
let interacted = false;
if (typeof window !== 'undefined') {
  const input = () => {
    interacted = true;
  };
  window.addEventListener('pointerdown', input, { capture: true, once: true });
  window.addEventListener('keydown', input, { capture: true, once: true });
}

const largestPaintReported = () =>
  typeof PerformanceObserver === 'function' && (PerformanceObserver.supportedEntryTypes ?? []).includes('largest-contentful-paint');

/**
 * Runs `task` once the page's first screen is on screen: the browser reports a largest paint
 * made after `since` (it does so once the frame is shown, which a frame callback does not
 * know), or FIRST_SCREEN_WAIT_MS pass. Measured (Lighthouse mobile): a guide's code asked for
 * one and two frames after the first render was asked before that paint was shown, and so
 * counted as work the first screen waited for.
 */
function afterFirstScreenShown(since: number, task: () => void): void {
  // Entries are delivered in a task of their own, after the timer below is set.
  const observer = new PerformanceObserver((list) => {
    if (!list.getEntries().some((entry) => entry.startTime >= since)) return;
    observer.disconnect();
    clearTimeout(timer);
    setTimeout(task, 0);
  });
  const timer = setTimeout(() => {
    observer.disconnect();
    task();
  }, FIRST_SCREEN_WAIT_MS);
  observer.observe({ type: 'largest-contentful-paint', buffered: true });
}

/**
 * False until what the component rendered first is on screen: a part that can wait (and whose
 * code would share the connection with what is shown first) starts loading then. On the page's
 * first screen that is when the browser says so; later screens (after an input, which the
 * browser's largest paint no longer follows) wait for their next paint.
 */
export function usePainted(): boolean {
  const [painted, setPainted] = useState(false);
  useEffect(() => {
    let live = true;
    const show = () => {
      if (live) setPainted(true);
    };
    if (!interacted && largestPaintReported()) afterFirstScreenShown(performance.now(), show);
    else afterPaint(show);
    return () => {
      live = false;
    };
  }, []);
  return painted;
}
