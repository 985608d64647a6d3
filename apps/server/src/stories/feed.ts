import { and, desc, eq } from 'drizzle-orm';
import {
  ageInDays,
  ANONYMOUS_AUTHOR,
  type ConfirmationVerdict,
  type FollowUpOutcome,
  type FollowUpState,
  type SharingLevel,
  type TimeWent,
  HOME_FEED,
  isRelevantStory,
  storyScore,
  storyTitle,
  usualFeedStoryFields,
  type FeedFilter,
  type FeedStory,
  type ProficiencyLevel,
  type StoryPerson,
} from '@pathwise/core';
import type { CatalogueService } from '../catalogue/catalogue';
import type { Db } from '../db/client';
import { impactStories, userProfiles, users } from '../db/schema';
import { storyAuthorName, storyListed } from '../sharing/story-author';
import type { Account } from '../users/session-user';

/** How many recent stories the 'relevant' ranking considers. */
const RELEVANT_CANDIDATES = 300;
const DAY_MS = 24 * 60 * 60_000;

export interface Viewer extends StoryPerson {
  userId: string;
  workspaceId: string;
}

/**
 * The reader as the feed ranks for them, with a key naming what of their profile the ranking
 * reads: a kept answer is made again when their profile changes. Made once per account read
 * (the caller cache reads the account again after any change to it).
 */
const viewers = new WeakMap<Account, { viewer: Viewer; key: string }>();

export function feedViewer(account: Account, workspaceId: string): { viewer: Viewer; key: string } {
  let made = viewers.get(account);
  if (!made || made.viewer.workspaceId !== workspaceId) {
    const { specialty, proficiencyLevel, responsibilities, preferredUseCaseTypes, completedCount } = account;
    made = {
      viewer: {
        userId: account.id,
        workspaceId,
        role: specialty,
        proficiencyLevel,
        responsibilities,
        preferredUseCaseTypes,
        completedCount,
      },
      key: [specialty, proficiencyLevel, responsibilities.join(','), preferredUseCaseTypes.join(','), completedCount].join('|'),
    };
    viewers.set(account, made);
  }
  return made;
}

export type StoryRow = {
  id: string;
  userId: string;
  useCaseId: string;
  title: string;
  feedback: string;
  timeSaved: number;
  prompts: string[];
  metricsImproved: string[];
  likes: number;
  createdAt: Date;
  email: string;
  chosenName: string | null;
  deactivatedAt: Date | null;
  specialty: string | null;
  proficiencyLevel: string;
  responsibilities: string[];
  preferredUseCaseTypes: string[];
  sharing: SharingLevel;
  timeSavedLow: number | null;
  timeSavedHigh: number | null;
  baselineMinutes: number | null;
  frequencyPerWeek: number | null;
  evidenceUrl: string | null;
  timeWent: TimeWent | null;
  confirmedWorked: number;
  confirmedDidntWork: number;
  followUpState: FollowUpState;
  followUpOutcome: FollowUpOutcome | null;
  reworkMinutes: number;
};

export async function storyRows(db: Db, workspaceId: string, filter: FeedFilter): Promise<StoryRow[]> {
  const base = db
    .select({
      id: impactStories.id,
      userId: impactStories.userId,
      useCaseId: impactStories.useCaseId,
      title: impactStories.title,
      feedback: impactStories.feedback,
      timeSaved: impactStories.timeSaved,
      prompts: impactStories.prompts,
      metricsImproved: impactStories.metricsImproved,
      likes: impactStories.likes,
      createdAt: impactStories.createdAt,
      email: users.email,
      chosenName: userProfiles.displayName,
      deactivatedAt: userProfiles.deactivatedAt,
      specialty: userProfiles.specialty,
      proficiencyLevel: userProfiles.proficiencyLevel,
      responsibilities: userProfiles.responsibilities,
      preferredUseCaseTypes: userProfiles.preferredUseCaseTypes,
      sharing: impactStories.sharing,
      timeSavedLow: impactStories.timeSavedLow,
      timeSavedHigh: impactStories.timeSavedHigh,
      baselineMinutes: impactStories.baselineMinutes,
      frequencyPerWeek: impactStories.frequencyPerWeek,
      evidenceUrl: impactStories.evidenceUrl,
      timeWent: impactStories.timeWent,
      confirmedWorked: impactStories.confirmedWorked,
      confirmedDidntWork: impactStories.confirmedDidntWork,
      followUpState: impactStories.followUpState,
      followUpOutcome: impactStories.followUpOutcome,
      reworkMinutes: impactStories.reworkMinutes,
    })
    .from(impactStories)
    .innerJoin(users, eq(users.id, impactStories.userId))
    .innerJoin(userProfiles, eq(userProfiles.id, impactStories.userId));
  const own = and(eq(impactStories.workspaceId, workspaceId), eq(impactStories.kind, 'story'));
  if (filter === 'highest') {
    return base.where(own).orderBy(desc(impactStories.likes), desc(impactStories.createdAt)).limit(HOME_FEED.maxStories);
  }
  return base.where(own).orderBy(desc(impactStories.createdAt)).limit(RELEVANT_CANDIDATES);
}

/** The optional figures of a story as the feed shows them. */
function impactOf(row: StoryRow) {
  return {
    sharing: row.sharing,
    timeSavedLow: row.timeSavedLow,
    timeSavedHigh: row.timeSavedHigh,
    baselineMinutes: row.baselineMinutes,
    frequencyPerWeek: row.frequencyPerWeek,
    evidenceUrl: row.evidenceUrl,
    timeWent: row.timeWent,
    confirmations: { worked: row.confirmedWorked, didntWork: row.confirmedDidntWork },
  };
}

function rank<T extends { score: number; createdAt: string }>(items: T[]): T[] {
  return items
    .filter((item) => isRelevantStory(item.score))
    .sort((a, b) => b.score - a.score || b.createdAt.localeCompare(a.createdAt))
    .slice(0, HOME_FEED.maxStories);
}

/** What the feed reads of a workspace; the cache in feed-cache.ts serves it from memory. */
export interface FeedSource {
  rows(workspaceId: string, filter: FeedFilter): Promise<StoryRow[]>;
  authorCompletions(workspaceId: string): Promise<Map<string, number>>;
  likers(workspaceId: string): Promise<Map<string, Set<string>>>;
  /** Use cases each member completed (who may confirm a story). */
  completedBy(workspaceId: string): Promise<Map<string, Set<string>>>;
  /** Each story's verdicts by teammate. */
  confirmations(workspaceId: string): Promise<Map<string, Map<string, ConfirmationVerdict>>>;
}

/** The workspace's stories for the home feed, by filter; scored by the alternative model. */
export async function workspaceFeed(
  source: FeedSource,
  catalogue: CatalogueService,
  viewer: Viewer,
  filter: FeedFilter,
  /** Team use cases aimed at a group of the viewer: their stories fit the viewer better (decision 005). */
  targetsViewer: ReadonlySet<string> = new Set(),
): Promise<FeedStory[]> {
  const all = await source.rows(viewer.workspaceId, filter);
  const since = Date.now() - HOME_FEED.recentWindowDays * DAY_MS;
  const rows = filter === 'recent' ? all.filter((r) => r.createdAt.getTime() >= since).slice(0, HOME_FEED.maxStories) : all;
  if (rows.length === 0) return [];
  const [likers, authorCounts, completed, verdicts] = await Promise.all([
    source.likers(viewer.workspaceId),
    source.authorCompletions(viewer.workspaceId),
    source.completedBy(viewer.workspaceId),
    source.confirmations(viewer.workspaceId),
  ]);
  const scored = rows.flatMap((row) => {
    const useCase = catalogue.get(row.useCaseId);
    const mine = row.userId === viewer.userId;
    // An aggregate-only story counts in the team figures and shows to its author alone.
    if (!useCase || (!mine && !storyListed(row))) return [];
    const author: StoryPerson = {
      role: row.specialty,
      proficiencyLevel: row.proficiencyLevel as ProficiencyLevel,
      responsibilities: row.responsibilities,
      preferredUseCaseTypes: row.preferredUseCaseTypes,
      completedCount: authorCounts.get(row.userId) ?? 0,
    };
    const story: FeedStory & { score: number } = {
      id: row.id,
      useCase: { id: useCase.id, title: useCase.title },
      // An anonymous story names its author to the author only (nor their specialty to others).
      author:
        row.sharing === 'named' || mine
          ? {
              name: storyAuthorName(
                { authorEmail: row.email, sharing: row.sharing, chosenName: row.chosenName, deactivated: row.deactivatedAt !== null },
                mine,
              ),
              specialty: row.specialty,
            }
          : { name: ANONYMOUS_AUTHOR, specialty: null },
      title: row.title || storyTitle(useCase.title),
      feedback: row.feedback,
      timeSaved: row.timeSaved,
      prompts: row.prompts,
      metricsImproved: row.metricsImproved,
      likes: row.likes,
      likedByMe: likers.get(row.id)?.has(viewer.userId) ?? false,
      createdAt: row.createdAt.toISOString(),
      isExample: false,
      isMine: mine,
      ...impactOf(row),
      myConfirmation: verdicts.get(row.id)?.get(viewer.userId) ?? null,
      canConfirm: !mine && (completed.get(viewer.userId)?.has(row.useCaseId) ?? false),
      followUp: mine ? { state: row.followUpState, outcome: row.followUpOutcome, reworkMinutes: row.reworkMinutes } : null,
      score:
        filter === 'relevant'
          ? storyScore(viewer, author, {
              metricsImproved: row.metricsImproved,
              likes: row.likes,
              ageDays: ageInDays(row.createdAt),
              useCase: targetsViewer.has(useCase.id) ? { ...useCase, targetsViewer: true } : useCase,
            })
          : 0,
    };
    return [story];
  });
  const ordered = filter === 'relevant' ? rank(scored) : scored;
  return ordered.map(({ score: _score, ...story }) => story);
}

/**
 * Until a team has stories of its own, the feed shows the bundled sample stories, marked as
 * examples, with the same filters and ranking.
 */
export function exampleFeed(catalogue: CatalogueService, viewer: StoryPerson, filter: FeedFilter, now = Date.now()): FeedStory[] {
  const teammates = new Map(catalogue.teammates.map((t) => [t.id, t]));
  const scored = catalogue.storySets.flatMap((set) =>
    set.stories.flatMap((sample) => {
      const useCase = catalogue.get(sample.useCaseId);
      const author = teammates.get(sample.authorId);
      if (!useCase || !author) return [];
      const person: StoryPerson = {
        role: author.specialty,
        proficiencyLevel: author.proficiencyLevel,
        responsibilities: author.responsibilities,
        preferredUseCaseTypes: author.preferredUseCaseTypes,
        completedCount: 4,
      };
      return [
        {
          ...usualFeedStoryFields(),
          id: `example-${sample.id}`,
          useCase: { id: useCase.id, title: useCase.title },
          author: { name: author.name, specialty: author.specialty },
          title: storyTitle(useCase.title),
          feedback: sample.feedback,
          timeSaved: sample.timeSaved,
          prompts: sample.prompts,
          metricsImproved: sample.metricsImproved,
          likes: sample.likes,
          createdAt: new Date(now - sample.daysAgo * DAY_MS).toISOString(),
          isExample: true,
          score: storyScore(viewer, person, {
            metricsImproved: sample.metricsImproved,
            likes: sample.likes,
            ageDays: sample.daysAgo,
            useCase,
          }),
        },
      ];
    }),
  );
  let ordered;
  if (filter === 'relevant') ordered = rank(scored);
  else if (filter === 'recent')
    ordered = scored
      .filter((s) => now - Date.parse(s.createdAt) <= HOME_FEED.recentWindowDays * DAY_MS)
      .sort((a, b) => b.createdAt.localeCompare(a.createdAt));
  else ordered = [...scored].sort((a, b) => b.likes - a.likes || b.createdAt.localeCompare(a.createdAt));
  return ordered.slice(0, HOME_FEED.maxStories).map(({ score: _score, ...story }) => story);
}
