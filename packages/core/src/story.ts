import { STORY_TITLE_PREFIX } from './constants';
import type { ConfirmationVerdict, FollowUpOutcome, FollowUpState, SharingLevel, TimeWent } from './impact';

/** The spec's story title: 'Impact story for ' plus the use case title. */
export function storyTitle(useCaseTitle: string): string {
  return `${STORY_TITLE_PREFIX}${useCaseTitle}`;
}

/** Prompts as the spec's completion record keeps them: split by line, blank lines dropped. */
export function splitPrompts(text: string): string[] {
  return text
    .split(/\r?\n/)
    .map((line) => line.trim())
    .filter((line) => line.length > 0);
}

export const FEED_FILTERS = ['relevant', 'recent', 'highest'] as const;
export type FeedFilter = (typeof FEED_FILTERS)[number];

export function isFeedFilter(value: string): value is FeedFilter {
  return (FEED_FILTERS as readonly string[]).includes(value);
}

/** A story as the home feed shows it. */
export interface FeedStory {
  id: string;
  useCase: { id: string; title: string };
  author: { name: string; specialty: string | null };
  title: string;
  feedback: string;
  timeSaved: number;
  prompts: string[];
  metricsImproved: string[];
  likes: number;
  likedByMe: boolean;
  createdAt: string;
  /** A bundled sample story shown until the team has its own. */
  isExample: boolean;
  isMine: boolean;
  /** Issue 18. An anonymous story's author reads 'A teammate' to all but its author. */
  sharing: SharingLevel;
  timeSavedLow: number | null;
  timeSavedHigh: number | null;
  baselineMinutes: number | null;
  frequencyPerWeek: number | null;
  evidenceUrl: string | null;
  timeWent: TimeWent | null;
  confirmations: { worked: number; didntWork: number };
  /** The viewer's own verdict on a teammate's story. */
  myConfirmation: ConfirmationVerdict | null;
  /** The viewer completed this use case and the story is not theirs. */
  canConfirm: boolean;
  /** The author's own view only: where the 14-day follow-up stands. */
  followUp: { state: FollowUpState; outcome: FollowUpOutcome | null; reworkMinutes: number } | null;
}

/**
 * The values most feed stories hold: not liked, not the reader's, named, no range, evidence or
 * follow-up (a fresh copy each time: each story's lists and counts are its own).
 */
export function usualFeedStoryFields() {
  return {
    metricsImproved: [] as string[],
    likedByMe: false,
    isExample: false,
    isMine: false,
    sharing: 'named' as SharingLevel,
    timeSavedLow: null,
    timeSavedHigh: null,
    baselineMinutes: null,
    frequencyPerWeek: null,
    evidenceUrl: null,
    timeWent: null,
    confirmations: { worked: 0, didntWork: 0 },
    myConfirmation: null,
    canConfirm: false,
    followUp: null,
  } satisfies Partial<FeedStory>;
}
type DefaultedField = keyof ReturnType<typeof usualFeedStoryFields>;
const DEFAULTS_JSON = Object.entries(usualFeedStoryFields()).map(([field, value]) => [field, JSON.stringify(value)] as const);

/** A feed story as the feed's answer carries it: a field that holds its usual value is left out. */
export type FeedStoryWire = Omit<FeedStory, DefaultedField> & Partial<Pick<FeedStory, DefaultedField>>;

/**
 * The feed's answer leaves out each field a story shares with most (not liked, no range, no
 * evidence, no follow-up...): a third of its bytes. `feedStoryFromWire` puts them back.
 */
export function feedStoryToWire(story: FeedStory): FeedStoryWire {
  const wire: Partial<FeedStory> = { ...story };
  for (const [field, value] of DEFAULTS_JSON)
    if (JSON.stringify(story[field as DefaultedField]) === value) delete wire[field as DefaultedField];
  return wire as FeedStoryWire;
}

/** A story of the feed's answer with the fields it left out at their usual values. */
export function feedStoryFromWire(wire: FeedStoryWire): FeedStory {
  return { ...usualFeedStoryFields(), ...wire };
}
