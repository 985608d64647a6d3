import { renderHook } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';

/** The browser's largest-paint reports, as a test sends them. */
class FakeObserver {
  static supportedEntryTypes = ['largest-contentful-paint'];
  static made: FakeObserver[] = [];
  observing = false;
  constructor(private readonly callback: (list: { getEntries: () => { startTime: number }[] }) => void) {
    FakeObserver.made.push(this);
  }
  observe() {
    this.observing = true;
  }
  disconnect() {
    this.observing = false;
  }
  report(startTime: number) {
    if (this.observing) this.callback({ getEntries: () => [{ startTime }] });
  }
}

/** usePainted from a fresh module: no input yet on this page. */
async function freshPainted() {
  vi.resetModules();
  vi.stubGlobal('PerformanceObserver', FakeObserver);
  FakeObserver.made = [];
  return import('./after-paint');
}

afterEach(() => vi.unstubAllGlobals());

describe('usePainted', () => {
  it("on the page's first screen, waits for the browser to report a paint made after the render", async () => {
    const { usePainted } = await freshPainted();
    const { result } = renderHook(() => usePainted());
    const observer = FakeObserver.made[0];
    expect(observer?.observing).toBe(true);
    // The loading state's paint, from before the screen rendered: not this screen.
    observer?.report(performance.now() - 500);
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(result.current).toBe(false);
    observer?.report(performance.now() + 1);
    await vi.waitFor(() => expect(result.current).toBe(true));
    expect(observer?.observing).toBe(false);
  });

  it('stops waiting after FIRST_SCREEN_WAIT_MS when the browser reports nothing', async () => {
    const { usePainted, FIRST_SCREEN_WAIT_MS } = await freshPainted();
    const { result } = renderHook(() => usePainted());
    await new Promise((resolve) => setTimeout(resolve, FIRST_SCREEN_WAIT_MS / 2));
    expect(result.current).toBe(false);
    await vi.waitFor(() => expect(result.current).toBe(true), { timeout: FIRST_SCREEN_WAIT_MS });
  });

  it('after an input (a later screen, which the browser reports no paint of), waits for the next paint only', async () => {
    const { usePainted } = await freshPainted();
    window.dispatchEvent(new Event('pointerdown'));
    const { result } = renderHook(() => usePainted());
    expect(FakeObserver.made).toHaveLength(0);
    await vi.waitFor(() => expect(result.current).toBe(true), { timeout: 200 });
  });
});

describe('usePaintedValue', () => {
  /** Frames the test runs itself: each call runs the callbacks waiting for the next one. */
  function manualFrames() {
    let waiting: FrameRequestCallback[] = [];
    vi.stubGlobal('requestAnimationFrame', (callback: FrameRequestCallback) => waiting.push(callback));
    return () => {
      const run = waiting;
      waiting = [];
      for (const callback of run) callback(performance.now());
    };
  }

  it('keeps the value of the last paint until the frame showing a change has been drawn, then takes the newest', async () => {
    const { usePaintedValue } = await freshPainted();
    const paint = manualFrames();
    const { result, rerender } = renderHook(({ value }) => usePaintedValue(value), { initialProps: { value: 'r' } });
    expect(result.current).toBe('r');
    rerender({ value: 're' });
    rerender({ value: 'rev' });
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(result.current).toBe('r');
    paint();
    // Two changes before one paint: the screen goes straight to the newest.
    await vi.waitFor(() => expect(result.current).toBe('rev'));
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(result.current).toBe('rev');
  });

  it('takes a change made after its input was painted in the same render', async () => {
    const { usePaintedValue } = await freshPainted();
    manualFrames();
    const { result, rerender } = renderHook(({ value, painted }) => usePaintedValue(value, painted), {
      initialProps: { value: 'r', painted: false },
    });
    rerender({ value: 're', painted: false });
    expect(result.current).toBe('r');
    // No frame runs: a change handed over after its paint shows at once, and stays.
    rerender({ value: 'rev', painted: true });
    expect(result.current).toBe('rev');
    rerender({ value: 'rev', painted: false });
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(result.current).toBe('rev');
  });
});
