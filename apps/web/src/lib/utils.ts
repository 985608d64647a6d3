import { clsx, type ClassValue } from 'clsx';
import { twMerge } from 'tailwind-merge';

export function cn(...inputs: ClassValue[]): string {
  return twMerge(clsx(inputs));
}

/**
 * tailwind-merge builds its map of Tailwind's classes on its first call: about 6 ms, 22 ms on a
 * phone four times slower. Called from a task of its own before the app's first render, that work
 * is not inside the render (where it made one of the first screen's tasks long).
 */
export function prepareClassMerging(): void {
  twMerge('p-0');
}
