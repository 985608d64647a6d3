import { useQueryClient, type QueryClient } from '@tanstack/react-query';
import { startTransition, useEffect, useState } from 'react';

/** App sessions (one query client each) that have already waited out the first load. */
const waited = new WeakSet<QueryClient>();

/** The performance measure of the delay (its planned length in `detail.plannedMs`): tests and tracing read it. */
export const INITIAL_DELAY_MEASURE = 'library:initial-delay';

/**
 * The spec's initial load delay: false for `ms` after the library first opens in this app
 * session, then true. Coming back to the library later shows its content at once.
 */
export function useInitialDelay(ms: number): boolean {
  const queryClient = useQueryClient();
  const [done, setDone] = useState(() => waited.has(queryClient));
  useEffect(() => {
    if (done) return;
    const start = performance.now();
    const timer = setTimeout(() => {
      performance.measure(INITIAL_DELAY_MEASURE, { start, end: performance.now(), detail: { plannedMs: ms } });
      waited.add(queryClient);
      // A transition: the page of cards renders in slices, so input is never blocked for long.
      startTransition(() => setDone(true));
    }, ms);
    return () => clearTimeout(timer);
  }, [done, ms, queryClient]);
  return done;
}
