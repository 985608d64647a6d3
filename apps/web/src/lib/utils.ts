import { clsx, type ClassValue } from 'clsx';
import { createTailwindMerge, getDefaultConfig } from 'tailwind-merge';

/** tailwind-merge's own default configuration, made ahead by prepareClassMerging (or on first use). */
let defaultConfig: ReturnType<typeof getDefaultConfig> | undefined;

/** Exactly tailwind-merge's twMerge: the same default configuration, built in the steps below. */
const twMerge = createTailwindMerge(() => (defaultConfig ??= getDefaultConfig()));

export function cn(...inputs: ClassValue[]): string {
  return twMerge(clsx(inputs));
}

/**
 * tailwind-merge builds its map of Tailwind's classes on its first call: in Node on our 2-core
 * host, 4 ms to make its default configuration (379 class groups) and 7-10 ms more for the map;
 * one Lighthouse mobile trace showed the whole first call at 55 ms with a 23 ms garbage collection
 * inside, and that run counts four times as much. Done before the app's first render, in two tasks
 * of their own, that work is neither inside the render nor one long task. A render that comes
 * first builds what is missing.
 */
export function prepareClassMerging(): void {
  defaultConfig ??= getDefaultConfig();
  setTimeout(() => twMerge('p-0'), 0);
}
