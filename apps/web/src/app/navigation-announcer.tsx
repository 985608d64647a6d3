import { useEffect, useLayoutEffect, useRef, useState } from 'react';
import { useLocation, useMatches } from 'react-router';
import { documentTitle } from '@/lib/document-title';

/** What a route tells the shell about itself. */
export interface RouteHandle {
  /** The document title's first part ('Content Library' → 'Content Library · Pathwise'). */
  title?: string;
}

/** How long a new screen may take to show its heading (its data loading) before focus stays put. */
const HEADING_WAIT_MS = 5_000;
const ANNOUNCE_DELAY_MS = 100;

function routeTitle(matches: ReturnType<typeof useMatches>): string | undefined {
  for (let index = matches.length - 1; index >= 0; index -= 1) {
    const title = (matches[index]?.handle as RouteHandle | undefined)?.title;
    if (title) return title;
  }
  return undefined;
}

function mainHeading(): HTMLElement | null {
  return document.querySelector<HTMLElement>('main h1') ?? document.querySelector<HTMLElement>('h1');
}

/**
 * Calls `found` with the new screen's main heading once it is in the page (a screen may show a
 * spinner while its data loads). Gives up after HEADING_WAIT_MS; returns the clean-up.
 */
function whenHeadingShows(found: (heading: HTMLElement | null) => void): () => void {
  const now = mainHeading();
  if (now) {
    found(now);
    return () => {};
  }
  const observer = new MutationObserver(() => {
    const heading = mainHeading();
    if (!heading) return;
    stop();
    found(heading);
  });
  const timer = setTimeout(() => {
    stop();
    found(null);
  }, HEADING_WAIT_MS);
  function stop() {
    observer.disconnect();
    clearTimeout(timer);
  }
  observer.observe(document.body, { childList: true, subtree: true });
  return stop;
}

/**
 * On every screen: the document title from the route ('Content Library · Pathwise'). On a move
 * to another screen (not a change of its query, not the arrival on the page): focus goes to the new
 * screen's main heading, as a screen reader user would otherwise stay on the link they used
 * (or on nothing), and the polite live region says where they are.
 */
export function NavigationAnnouncer() {
  const matches = useMatches();
  const { pathname } = useLocation();
  const title = routeTitle(matches);
  const [message, setMessage] = useState('');
  const shown = useRef<string | null>(null);
  // Until the person does something, moves are the page's own redirects ('/' → '/home'): part
  // of arriving, like the first load, so they neither take the focus nor get announced.
  const interacted = useRef(false);
  useEffect(() => {
    const onInput = () => {
      interacted.current = true;
    };
    window.addEventListener('pointerdown', onInput, { capture: true, once: true });
    window.addEventListener('keydown', onInput, { capture: true, once: true });
    return () => {
      window.removeEventListener('pointerdown', onInput, { capture: true });
      window.removeEventListener('keydown', onInput, { capture: true });
    };
  }, []);

  // A layout effect: it runs before the screens' own effects, which may refine the title.
  useLayoutEffect(() => {
    if (title) document.title = documentTitle(title);
  }, [title, pathname]);

  useEffect(() => {
    const previous = shown.current;
    shown.current = pathname;
    if (previous === null || previous === pathname || !interacted.current) return;
    const focusedBefore = document.activeElement;
    let announce: ReturnType<typeof setTimeout> | undefined;
    const stop = whenHeadingShows((heading) => {
      // Someone who moved on meanwhile (typed in a field the screen focused) keeps their place,
      // and an open dialog keeps the focus it holds.
      const focused = document.activeElement;
      const movedOn = focused !== focusedBefore && focused !== document.body && focused !== null;
      if (heading && !movedOn && !focused?.closest('[role="dialog"]')) {
        // Focusable by script only; the scroll stays where scroll restoration put it.
        if (!heading.hasAttribute('tabindex')) heading.tabIndex = -1;
        heading.focus({ preventScroll: true });
      }
      // A moment later: the screen's own effects may have refined the title (a use case's name).
      announce = setTimeout(() => setMessage(document.title), ANNOUNCE_DELAY_MS);
    });
    return () => {
      stop();
      clearTimeout(announce);
    };
  }, [pathname]);

  return (
    <div role="status" aria-live="polite" aria-atomic="true" className="sr-only" data-testid="route-announcer">
      {message}
    </div>
  );
}
