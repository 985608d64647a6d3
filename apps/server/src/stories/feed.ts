import { and, desc, eq } from 'drizzle-orm';
import {
  ageInDays,
  displayName,
  HOME_FEED,
  isRelevantStory,
  storyScore,
  storyTitle,
  type FeedFilter,
  type FeedStory,
  type ProficiencyLevel,
  type StoryPerson,
} from '@pathwise/core';
import type { CatalogueService } from '../catalogue/catalogue';
import type { Db } from '../db/client';
import { impactStories, userProfiles, users } from '../db/schema';

/** How many recent stories the 'relevant' ranking considers. */
const RELEVANT_CANDIDATES = 300;
const DAY_MS = 24 * 60 * 60_000;

export interface Viewer extends StoryPerson {
  userId: string;
  workspaceId: string;
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
  specialty: string | null;
  proficiencyLevel: string;
  responsibilities: string[];
  preferredUseCaseTypes: string[];
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
      specialty: userProfiles.specialty,
      proficiencyLevel: userProfiles.proficiencyLevel,
      responsibilities: userProfiles.responsibilities,
      preferredUseCaseTypes: userProfiles.preferredUseCaseTypes,
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
}

/** The workspace's stories for the home feed, by filter; scored by the alternative model. */
export async function workspaceFeed(
  source: FeedSource,
  catalogue: CatalogueService,
  viewer: Viewer,
  filter: FeedFilter,
): Promise<FeedStory[]> {
  const all = await source.rows(viewer.workspaceId, filter);
  const since = Date.now() - HOME_FEED.recentWindowDays * DAY_MS;
  const rows = filter === 'recent' ? all.filter((r) => r.createdAt.getTime() >= since).slice(0, HOME_FEED.maxStories) : all;
  if (rows.length === 0) return [];
  const [likers, authorCounts] = await Promise.all([source.likers(viewer.workspaceId), source.authorCompletions(viewer.workspaceId)]);
  const scored = rows.flatMap((row) => {
    const useCase = catalogue.get(row.useCaseId);
    if (!useCase) return [];
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
      author: { name: displayName(row.email), specialty: row.specialty },
      title: row.title || storyTitle(useCase.title),
      feedback: row.feedback,
      timeSaved: row.timeSaved,
      prompts: row.prompts,
      metricsImproved: row.metricsImproved,
      likes: row.likes,
      likedByMe: likers.get(row.id)?.has(viewer.userId) ?? false,
      createdAt: row.createdAt.toISOString(),
      isExample: false,
      isMine: row.userId === viewer.userId,
      score:
        filter === 'relevant'
          ? storyScore(viewer, author, {
              metricsImproved: row.metricsImproved,
              likes: row.likes,
              ageDays: ageInDays(row.createdAt),
              useCase,
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
          id: `example-${sample.id}`,
          useCase: { id: useCase.id, title: useCase.title },
          author: { name: author.name, specialty: author.specialty },
          title: storyTitle(useCase.title),
          feedback: sample.feedback,
          timeSaved: sample.timeSaved,
          prompts: sample.prompts,
          metricsImproved: sample.metricsImproved,
          likes: sample.likes,
          likedByMe: false,
          createdAt: new Date(now - sample.daysAgo * DAY_MS).toISOString(),
          isExample: true,
          isMine: false,
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
