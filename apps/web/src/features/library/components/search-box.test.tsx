import { act, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { LIBRARY } from '@pathwise/core';
import { SearchBox } from './search-box';

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

function setup(value = '') {
  const onSearch = vi.fn();
  const onClear = vi.fn();
  const view = render(<SearchBox value={value} addressViews={0} onSearch={onSearch} onClear={onClear} />);
  const box = () => screen.getByRole<HTMLInputElement>('searchbox', { name: 'Search use cases' });
  /** Keystrokes as the input sees them (each one a change event), at once: the clock is fake. */
  const type = (text: string) => {
    for (const key of text) fireEvent.change(box(), { target: { value: box().value + key } });
  };
  const rest = () => act(() => vi.advanceTimersByTimeAsync(LIBRARY.searchSettleMs));
  /** The library's next render: `addressViews` 1 when its view came from the address (back, a link). */
  const showValue = (next: string, addressViews = 0) =>
    view.rerender(<SearchBox value={next} addressViews={addressViews} onSearch={onSearch} onClear={onClear} />);
  return { onSearch, onClear, type, box, rest, showValue };
}

describe('SearchBox', () => {
  it('shows each keystroke at once and hands the newest text over once typing rests', async () => {
    const { onSearch, type, box, rest } = setup();
    type('rev');
    expect(box().value).toBe('rev');
    expect(onSearch).not.toHaveBeenCalled();
    await rest();
    expect(onSearch).toHaveBeenCalledTimes(1);
    expect(onSearch).toHaveBeenCalledWith('rev');
  });

  it('keeps newer keystrokes when a term it handed over comes back', async () => {
    const { onSearch, type, box, rest, showValue } = setup();
    type('re');
    await rest();
    expect(onSearch).toHaveBeenLastCalledWith('re');
    type('v');
    // The library's render of 're' lands after the next keystroke.
    showValue('re');
    expect(box().value).toBe('rev');
    await rest();
    expect(onSearch).toHaveBeenLastCalledWith('rev');
  });

  it('takes a term from elsewhere (back, a chip) and drops keystrokes not handed over', async () => {
    const { onSearch, type, box, rest, showValue } = setup('old');
    expect(box().value).toBe('old');
    type('er');
    showValue('react');
    expect(box().value).toBe('react');
    await rest();
    expect(onSearch).not.toHaveBeenCalled();
  });

  it("takes the address's term on back even when it is the term it was last given", async () => {
    const { onSearch, type, box, rest, showValue } = setup();
    type('guide 1');
    await rest();
    expect(onSearch).toHaveBeenLastCalledWith('guide 1');
    // Back comes before the library's render of 'guide 1': the address's view is the one before
    // the typing, whose term the box was given last.
    showValue('', 1);
    expect(box().value).toBe('');
    // Forward: the address's term, though the box handed the same one over.
    type('x');
    showValue('guide 1', 2);
    expect(box().value).toBe('guide 1');
    await rest();
    expect(onSearch).toHaveBeenCalledTimes(1);
  });

  it('clears at once with its clear button, shown only while there is text', async () => {
    const { onSearch, onClear, type, box, rest } = setup();
    expect(screen.queryByRole('button', { name: 'Clear search' })).not.toBeInTheDocument();
    type('ab');
    fireEvent.click(screen.getByRole('button', { name: 'Clear search' }));
    expect(onClear).toHaveBeenCalledTimes(1);
    expect(box().value).toBe('');
    await rest();
    expect(onSearch).not.toHaveBeenCalled();
  });
});
