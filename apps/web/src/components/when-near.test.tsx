import { act, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { WhenNear } from './when-near';

type Callback = (entries: { isIntersecting: boolean }[]) => void;

/** An IntersectionObserver the test drives: what it watches, with which margin, and when it reports. */
class FakeObserver {
  static last: FakeObserver | undefined;
  watched: Element[] = [];
  disconnected = false;
  constructor(
    readonly callback: Callback,
    readonly options: { rootMargin?: string },
  ) {
    FakeObserver.last = this;
  }
  observe(element: Element) {
    this.watched.push(element);
  }
  disconnect() {
    this.disconnected = true;
  }
  report(isIntersecting: boolean) {
    act(() => this.callback([{ isIntersecting }]));
  }
}

afterEach(() => {
  vi.unstubAllGlobals();
  FakeObserver.last = undefined;
});

describe('WhenNear', () => {
  it('shows the fallback until its place comes near the screen, then the part, and stops watching', () => {
    vi.stubGlobal('IntersectionObserver', FakeObserver);
    render(<WhenNear fallback={<p>placeholder</p>}>{<p>the chart</p>}</WhenNear>);
    expect(screen.getByText('placeholder')).toBeInTheDocument();
    expect(screen.queryByText('the chart')).not.toBeInTheDocument();
    const observer = FakeObserver.last!;
    expect(observer.watched[0]).toContainElement(screen.getByText('placeholder'));
    expect(observer.options.rootMargin).toMatch(/^\d+px/);

    observer.report(false);
    expect(screen.queryByText('the chart')).not.toBeInTheDocument();
    observer.report(true);
    expect(screen.getByText('the chart')).toBeInTheDocument();
    expect(screen.queryByText('placeholder')).not.toBeInTheDocument();
    expect(observer.disconnected).toBe(true);
  });

  it('renders the part at once where the browser has no IntersectionObserver', () => {
    vi.stubGlobal('IntersectionObserver', undefined);
    render(<WhenNear fallback={<p>placeholder</p>}>{<p>the chart</p>}</WhenNear>);
    expect(screen.getByText('the chart')).toBeInTheDocument();
  });
});
