import { useEffect, useState } from 'react';

/** Cycles through `items`, one step every `everyMs` (the spec's rotating placeholders). */
export function useRotatingItem<T>(items: readonly T[], everyMs: number): T {
  const [index, setIndex] = useState(0);
  useEffect(() => {
    if (items.length < 2) return;
    const timer = setInterval(() => setIndex((current) => (current + 1) % items.length), everyMs);
    return () => clearInterval(timer);
  }, [items.length, everyMs]);
  return items[index % items.length] as T;
}
