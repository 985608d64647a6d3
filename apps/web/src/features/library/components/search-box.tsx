import { Search, X } from 'lucide-react';
import { memo, startTransition, useEffect, useRef, useState } from 'react';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { LIBRARY } from '@pathwise/core';
import { MAX_SEARCH_LENGTH } from '../library-params';

interface SearchBoxProps {
  /** The library's search term (the address's). */
  value: string;
  /** Changes with each view taken from the address: its term replaces the text even when `value` is unchanged. */
  addressViews: number;
  /** Takes a typed term up into the library's view. */
  onSearch: (searchTerm: string) => void;
  /** Empties the search at once ('Clear search'). */
  onClear: () => void;
}

/**
 * The library's search box. A keystroke re-renders this box alone: the text is its own state, and
 * the library's view (address, chips, results) takes the newest text up once typing rests for
 * LIBRARY.searchSettleMs, in a transition. Under 4× CPU throttling, the render of the whole screen and
 * its results, in the keystroke or between two keystrokes, held up the next paint (INP).
 *
 * A term that reaches `value` from elsewhere (back and forward, a chip, 'Clear all') replaces the
 * text and drops a keystroke not yet taken up; the terms this box sent come back as `value` too,
 * and leave the text alone (newer keystrokes may be in it). A view from the address always
 * replaces the text, even with the term the box was last given: back may come before the render
 * of a term handed over, which then never reaches `value`.
 */
export const SearchBox = memo(function SearchBox({ value, addressViews, onSearch, onClear }: SearchBoxProps) {
  const [text, setText] = useState(value);
  /** Terms handed over whose render has not come back as `value` yet, oldest first. */
  const sent = useRef<string[]>([]);
  /** The hand-over of the newest text not taken up yet. */
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  // Leaving the library drops a keystroke not taken up: it would bring the visitor back.
  useEffect(() => () => clearTimeout(timer.current), []);

  const seenAddressViews = useRef(addressViews);
  useEffect(() => {
    const fromAddress = seenAddressViews.current !== addressViews;
    seenAddressViews.current = addressViews;
    const ours = fromAddress ? -1 : sent.current.indexOf(value);
    if (ours >= 0) {
      sent.current.splice(0, ours + 1);
      return;
    }
    sent.current = [];
    clearTimeout(timer.current);
    setText(value);
  }, [value, addressViews]);

  const change = (next: string) => {
    setText(next);
    clearTimeout(timer.current);
    timer.current = setTimeout(() => {
      sent.current.push(next);
      // In a transition: a next keystroke goes before the library's render.
      startTransition(() => onSearch(next));
    }, LIBRARY.searchSettleMs);
  };

  return (
    <div className="relative min-w-0 flex-1">
      <Label htmlFor="library-search" className="sr-only">
        Search use cases
      </Label>
      <Search className="pointer-events-none absolute left-3 top-1/2 size-4 -translate-y-1/2 text-muted-foreground" aria-hidden="true" />
      <Input
        id="library-search"
        type="search"
        placeholder="Search by title or description"
        autoComplete="off"
        maxLength={MAX_SEARCH_LENGTH}
        value={text}
        onChange={(event) => change(event.target.value)}
        className="pl-9 pr-9 [&::-webkit-search-cancel-button]:hidden"
      />
      {text ? (
        <button
          type="button"
          aria-label="Clear search"
          onClick={() => {
            clearTimeout(timer.current);
            setText('');
            onClear();
          }}
          className="absolute right-2 top-1/2 inline-flex size-7 -translate-y-1/2 items-center justify-center rounded-md text-muted-foreground hover:bg-accent focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring"
        >
          <X className="size-4" aria-hidden="true" />
        </button>
      ) : null}
    </div>
  );
});
