import '@testing-library/jest-dom/vitest';
import { cleanup } from '@testing-library/react';
import { toast } from 'sonner';
import { afterEach, vi } from 'vitest';

afterEach(() => {
  // Spies and clocks are put back first: a spy may stand in for the storage cleared below, and the
  // files of a worker share one page (vitest.config.ts), so nothing of a test may reach the next file.
  vi.restoreAllMocks();
  vi.useRealTimers();
  cleanup();
  // sonner keeps its toasts in module state and replays the active ones to a new Toaster.
  toast.dismiss();
  localStorage.clear();
  sessionStorage.clear();
});

// As in epic-stack: an unexpected console.error fails the test that caused it.
const original = console.error;
console.error = (...args: unknown[]) => {
  original(...args);
  throw new Error(`console.error was called: ${args.map(String).join(' ')}`);
};
vi.stubGlobal('scrollTo', () => {});
