/**
 * Both scoring models of the spec (section 9). docs/decisions/005 records which drives what:
 * the recommendation score ranks use cases (My Studio, 'Next up'); the alternative model ranks
 * impact stories for the home feed's 'relevant' filter.
 */
import { HOME_FEED } from './constants';
import type { Complexity, Metric, ProficiencyLevel, Responsibility, UseCaseType } from './enums';

const LEVELS: readonly ProficiencyLevel[] = ['beginner', 'intermediate', 'advanced'];
const level = (value: ProficiencyLevel) => LEVELS.indexOf(value);
/** Levels from a to b (b − a); null when either is not a level (bad data earns no bonus). */
function stepsUp(a: ProficiencyLevel, b: ProficiencyLevel): number | null {
  const from = level(a);
  const to = level(b);
  return from < 0 || to < 0 ? null : to - from;
}

/** How many distinct values of `values` are in `wanted` (a shared value counts once). */
function countShared(values: readonly string[], wanted: readonly string[]): number {
  let count = 0;
  for (const value of new Set(values)) if (wanted.includes(value)) count += 1;
  return count;
}

/** Default responsibilities of a use case without its own, by type (spec). */
export const DEFAULT_RESPONSIBILITIES_BY_TYPE: Record<UseCaseType, Responsibility[]> = {
  coding: ['development'],
  debugging: ['development'],
  learning: ['development'],
  testing: ['testing'],
  planning: ['architecture', 'leadership'],
};

export interface ScoredUseCase {
  id: string;
  type: UseCaseType;
  complexity: Complexity;
  roles: readonly string[];
  responsibilities?: readonly Responsibility[];
  /** A team use case that targets a group the viewer belongs to (issue 16). */
  targetsViewer?: boolean;
}

/** Recommendation bonus of a team use case aimed at one of the viewer's groups. */
export const TARGETED_GROUP_BONUS = { recommendation: 4, profileFit: 0.2 } as const;

/** The use case's responsibilities, or the defaults of its type when it lists none. */
function responsibilitiesOf(useCase: ScoredUseCase): readonly Responsibility[] {
  return useCase.responsibilities?.length ? useCase.responsibilities : DEFAULT_RESPONSIBILITIES_BY_TYPE[useCase.type];
}

export interface RecommendationProfile {
  /** Specialty; frontend when unknown. */
  role: string | null;
  responsibilities: readonly string[];
  preferredUseCaseTypes: readonly string[];
  completedUseCases: readonly string[];
}

/** More than 3 completed → the user is ready for advanced use cases; otherwise beginner. */
export function preferredComplexity(completedCount: number): Complexity {
  return completedCount > 3 ? 'advanced' : 'beginner';
}

/**
 * +5 matching role; +3 for the preferred complexity, +1 one step below it; +2 preferred type;
 * +2 per shared responsibility (each distinct one once); −5 if already completed; +4 when the
 * use case is a team one aimed at a group the viewer belongs to.
 */
export function recommendationScore(useCase: ScoredUseCase, profile: RecommendationProfile): number {
  const role = profile.role ?? 'frontend';
  let score = 0;
  if (useCase.roles.includes(role)) score += 5;
  const preferred = preferredComplexity(profile.completedUseCases.length);
  const below = stepsUp(useCase.complexity, preferred);
  if (below === 0) score += 3;
  else if (below === 1) score += 1;
  if (profile.preferredUseCaseTypes.includes(useCase.type)) score += 2;
  score += 2 * countShared(responsibilitiesOf(useCase), profile.responsibilities);
  if (profile.completedUseCases.includes(useCase.id)) score -= 5;
  if (useCase.targetsViewer) score += TARGETED_GROUP_BONUS.recommendation;
  return score;
}

/** The top use cases by score (ties keep catalogue order). */
export function recommendUseCases<T extends ScoredUseCase>(
  useCases: readonly T[],
  profile: RecommendationProfile,
  count: number = HOME_FEED.recommendations,
): T[] {
  return useCases
    .map((useCase, index) => ({ useCase, index, score: recommendationScore(useCase, profile) }))
    .sort((a, b) => b.score - a.score || a.index - b.index)
    .slice(0, count)
    .map((entry) => entry.useCase);
}

/* ------------------------------------------------------------- story ranking (alternative model) */

export interface StoryPerson {
  role: string | null;
  proficiencyLevel: ProficiencyLevel;
  responsibilities: readonly string[];
  preferredUseCaseTypes: readonly string[];
  completedCount: number;
}

export interface RankedStory {
  metricsImproved: readonly string[];
  likes: number;
  /** Age of the story in days. */
  ageDays: number;
  useCase: ScoredUseCase;
}

/** Which metrics each responsibility cares about (metrics fit). */
export const RESPONSIBILITY_METRICS: Record<Responsibility, Metric[]> = {
  development: ['development_speed', 'code_quality', 'developer_experience'],
  architecture: ['scalability', 'performance', 'system_reliability'],
  devops: ['deployment_frequency', 'system_reliability', 'operational_cost'],
  testing: ['defect_rate', 'code_quality', 'security_rating'],
  leadership: ['onboarding_time', 'developer_experience', 'user_satisfaction', 'legal_compliance'],
};

/**
 * Match between the viewer and the story's author, 0 to 1.3: role equal +2 (+1 more if either
 * is fullstack); same proficiency +2, one level apart +1; shared responsibilities +1 each up to
 * +3; use case type preferred by the viewer +2; viewer's proficiency equal to the complexity +1;
 * author with more than 5 completed +2, more than 2 +1; total / 10.
 */
export function matchScore(viewer: StoryPerson, author: StoryPerson, useCase: ScoredUseCase): number {
  let total = 0;
  if (viewer.role !== null && viewer.role === author.role) total += 2;
  if (viewer.role === 'fullstack' || author.role === 'fullstack') total += 1;
  const steps = stepsUp(viewer.proficiencyLevel, author.proficiencyLevel);
  if (steps === 0) total += 2;
  else if (steps === 1 || steps === -1) total += 1;
  total += Math.min(3, countShared(viewer.responsibilities, author.responsibilities));
  if (viewer.preferredUseCaseTypes.includes(useCase.type)) total += 2;
  if (viewer.proficiencyLevel === useCase.complexity) total += 1;
  if (author.completedCount > 5) total += 2;
  else if (author.completedCount > 2) total += 1;
  return total / 10;
}

/**
 * How well the use case fits the viewer: role listed +0.3; proficiency equal to the complexity
 * +0.2 (one level above it +0.1); preferred type +0.2; shared responsibilities +0.1 each up to 0.3;
 * +0.2 when the use case is a team one aimed at a group the viewer belongs to.
 */
export function profileFit(viewer: StoryPerson, useCase: ScoredUseCase): number {
  let fit = 0;
  if (useCase.roles.includes(viewer.role ?? 'frontend')) fit += 0.3;
  const above = stepsUp(useCase.complexity, viewer.proficiencyLevel);
  if (above === 0) fit += 0.2;
  else if (above === 1) fit += 0.1;
  if (viewer.preferredUseCaseTypes.includes(useCase.type)) fit += 0.2;
  fit += Math.min(0.3, 0.1 * countShared(responsibilitiesOf(useCase), viewer.responsibilities));
  if (useCase.targetsViewer) fit += TARGETED_GROUP_BONUS.profileFit;
  return round(fit);
}

/** Under 1 day 0.4, under 3 days 0.3, under 7 days 0.2, under 14 days 0.1, otherwise 0.05. */
export function recencyScore(ageDays: number): number {
  if (ageDays < 1) return 0.4;
  if (ageDays < 3) return 0.3;
  if (ageDays < 7) return 0.2;
  if (ageDays < 14) return 0.1;
  return 0.05;
}

/** +0.1 per improved metric the viewer's responsibilities care about (each once), up to 0.3. */
export function metricsFit(viewerResponsibilities: readonly string[], metrics: readonly string[]): number {
  const wanted = viewerResponsibilities.flatMap((r) =>
    Object.hasOwn(RESPONSIBILITY_METRICS, r) ? RESPONSIBILITY_METRICS[r as Responsibility] : [],
  );
  return round(Math.min(0.3, 0.1 * countShared(metrics, wanted)));
}

/** Over 20 likes 0.2, over 10 0.15, over 5 0.1, otherwise 0.05. */
export function likesScore(likes: number): number {
  if (likes > 20) return 0.2;
  if (likes > 10) return 0.15;
  if (likes > 5) return 0.1;
  return 0.05;
}

export const STORY_WEIGHTS = { match: 0.3, fit: 0.2, recency: 0.2, metrics: 0.15, likes: 0.15 } as const;

/** 0.3 × match + 0.2 × profile fit + 0.2 × recency + 0.15 × metrics + 0.15 × likes. */
export function storyScore(viewer: StoryPerson, author: StoryPerson, story: RankedStory): number {
  return round(
    STORY_WEIGHTS.match * matchScore(viewer, author, story.useCase) +
      STORY_WEIGHTS.fit * profileFit(viewer, story.useCase) +
      STORY_WEIGHTS.recency * recencyScore(story.ageDays) +
      STORY_WEIGHTS.metrics * metricsFit(viewer.responsibilities, story.metricsImproved) +
      STORY_WEIGHTS.likes * likesScore(story.likes),
  );
}

/** 'relevant' means a score above 0.1. */
export function isRelevantStory(score: number): boolean {
  return score > HOME_FEED.relevanceThreshold;
}

function round(value: number): number {
  return Math.round(value * 1e6) / 1e6;
}
