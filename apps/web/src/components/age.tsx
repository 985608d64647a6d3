import { useState, type HTMLAttributes } from 'react';
import { relativeAge } from '@pathwise/core';

/**
 * How long ago (core's relativeAge: '2d'), the full local date and time as its title. The title
 * is written when a pointer first rests on it: formatting a date in the user's locale starts the
 * browser's date library, a long pause on a slow phone that the page's first paint need not wait
 * for (and a phone shows no title).
 */
export function Age({ at, now, ...props }: { at: string; now: number } & HTMLAttributes<HTMLTimeElement>) {
  const [title, setTitle] = useState<string | undefined>(undefined);
  return (
    <time
      {...props}
      dateTime={at}
      title={title}
      onPointerEnter={() => {
        if (title === undefined) setTitle(new Date(at).toLocaleString());
      }}
    >
      {relativeAge(at, now)}
    </time>
  );
}
