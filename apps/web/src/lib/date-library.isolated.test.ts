import { describe, expect, it, vi } from 'vitest';
import { startDateLibrary } from './date-library';

describe('startDateLibrary', () => {
  it('makes one format in a later task, once however often it is asked', () => {
    // Timers only: faking the clock would also stand a fake Intl in for the real one.
    vi.useFakeTimers({ toFake: ['setTimeout'] });
    // Each use of a format reads its `format` getter (Intl.DateTimeFormat is a class a spy cannot stand in for).
    const made = vi.spyOn(Intl.DateTimeFormat.prototype as unknown as { format: unknown }, 'format', 'get');
    try {
      startDateLibrary();
      startDateLibrary();
      expect(made).not.toHaveBeenCalled();
      vi.runAllTimers();
      expect(made).toHaveBeenCalledTimes(1);
    } finally {
      made.mockRestore();
      vi.useRealTimers();
    }
  });
});
