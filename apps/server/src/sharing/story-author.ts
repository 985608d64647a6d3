import { ANONYMOUS_AUTHOR, displayName, FORMER_MEMBER, type SharingLevel } from '@pathwise/core';
import { sql } from 'drizzle-orm';

/*
 * The author of a story as it leaves the product (the weekly digest, chat posts, the feed, the
 * team screen, the CSV), in ONE place. A named story shows its author; an anonymous one reads
 * 'A teammate' to anyone but its author; an aggregate-only story is not shown at all (callers
 * filter with `storyListed`).
 */
export function storyAuthorName(
  story: { authorEmail: string; sharing: SharingLevel; chosenName?: string | null; deactivated?: boolean },
  viewerIsAuthor = false,
): string {
  if (story.sharing !== 'named' && !viewerIsAuthor) return ANONYMOUS_AUTHOR;
  // A deactivated member's stories stay, attributed as a former member's (issue 15).
  if (story.deactivated) return FORMER_MEMBER;
  return story.chosenName ?? displayName(story.authorEmail);
}

/** Whether a story is listed to others (digest, chat, feed, recent stories, CSV): not aggregate-only. */
export function storyListed(story: { sharing: SharingLevel }): boolean {
  return story.sharing !== 'aggregate';
}

/** SQL: the story alias `s` is listed to others. */
export const LISTED_SQL = sql`s.sharing <> 'aggregate'`;
