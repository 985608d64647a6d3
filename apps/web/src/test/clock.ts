import { act } from '@testing-library/react';
import { vi } from 'vitest';

/**
 * Moves a fake clock that also follows real time (`shouldAdvanceTime`) to `ms` after `since`, a
 * `Date.now()` taken at the event the wait is counted from. The checks made since then took real
 * time, which the clock has already counted: advancing by `ms` from the checks would go past the
 * moment a test means (on a busy machine, by more than its margin). Never moves the clock back.
 */
export async function advanceClockTo(since: number, ms: number): Promise<void> {
  await act(() => vi.advanceTimersByTimeAsync(Math.max(0, since + ms - Date.now())));
}
