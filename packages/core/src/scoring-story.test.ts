import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { HOME_FEED } from './constants';
import { METRICS, RESPONSIBILITIES } from './enums';
import {
  RESPONSIBILITY_METRICS,
  STORY_WEIGHTS,
  isRelevantStory,
  likesScore,
  matchScore,
  metricsFit,
  profileFit,
  recencyScore,
  storyScore,
  type RankedStory,
  type StoryPerson,
} from './scoring';
import { storyPersonArb, rankedStoryArb } from './scoring.fixtures';

describe('recencyScore', () => {
  it.each([
    [0, 0.4],
    [0.5, 0.4],
    [0.99, 0.4],
    [1, 0.3],
    [2.99, 0.3],
    [3, 0.2],
    [6.99, 0.2],
    [7, 0.1],
    [13.99, 0.1],
    [14, 0.05],
    [365, 0.05],
  ])('%s days → %s', (age, expected) => {
    expect(recencyScore(age)).toBe(expected);
  });

  it('treats a future story as brand new and an unreadable age as old', () => {
    expect(recencyScore(-1)).toBe(0.4);
    expect(recencyScore(Number.NaN)).toBe(0.05);
    expect(recencyScore(Number.POSITIVE_INFINITY)).toBe(0.05);
  });

  it('property: never increases with age', () => {
    fc.assert(
      fc.property(fc.double({ min: 0, max: 1000, noNaN: true }), fc.double({ min: 0, max: 1000, noNaN: true }), (a, b) => {
        const [younger, older] = a <= b ? [a, b] : [b, a];
        expect(recencyScore(younger)).toBeGreaterThanOrEqual(recencyScore(older));
      }),
    );
  });
});

describe('metricsFit', () => {
  it('maps each responsibility to the metrics it cares about', () => {
    expect(RESPONSIBILITY_METRICS.development).toEqual(['development_speed', 'code_quality', 'developer_experience']);
    for (const metrics of Object.values(RESPONSIBILITY_METRICS)) for (const m of metrics) expect(METRICS).toContain(m);
  });

  it('+0.1 per matching metric', () => {
    expect(metricsFit(['development'], [])).toBe(0);
    expect(metricsFit(['development'], ['code_quality'])).toBe(0.1);
    expect(metricsFit(['development'], ['code_quality', 'development_speed'])).toBe(0.2);
    expect(metricsFit(['development'], ['code_quality', 'development_speed', 'developer_experience'])).toBe(0.3);
  });

  it('caps at 0.3', () => {
    expect(metricsFit(['development', 'architecture'], ['code_quality', 'development_speed', 'developer_experience', 'scalability'])).toBe(
      0.3,
    );
    expect(metricsFit([...RESPONSIBILITIES], [...METRICS])).toBe(0.3);
  });

  it('ignores metrics the viewer does not care about, and unknown ones', () => {
    expect(metricsFit(['development'], ['scalability', 'operational_cost'])).toBe(0);
    expect(metricsFit(['development'], ['productivity', 'efficiency'])).toBe(0);
    expect(metricsFit([], ['code_quality'])).toBe(0);
  });

  it('counts a metric once, even when several responsibilities or duplicates name it', () => {
    // code_quality matters to development and testing.
    expect(metricsFit(['development', 'testing'], ['code_quality'])).toBe(0.1);
    expect(metricsFit(['development'], ['code_quality', 'code_quality'])).toBe(0.1);
  });

  it('ignores unknown responsibilities, including names of Object.prototype members', () => {
    expect(metricsFit(['sales'], ['code_quality'])).toBe(0);
    expect(metricsFit(['toString', 'constructor', '__proto__'], ['code_quality'])).toBe(0);
  });
});

describe('likesScore', () => {
  it.each([
    [0, 0.05],
    [5, 0.05],
    [6, 0.1],
    [10, 0.1],
    [11, 0.15],
    [20, 0.15],
    [21, 0.2],
    [500, 0.2],
  ])('%s likes → %s', (likes, expected) => {
    expect(likesScore(likes)).toBe(expected);
  });

  it('property: never decreases with more likes', () => {
    fc.assert(
      fc.property(fc.nat(600), fc.nat(600), (a, b) => {
        const [fewer, more] = a <= b ? [a, b] : [b, a];
        expect(likesScore(more)).toBeGreaterThanOrEqual(likesScore(fewer));
      }),
    );
  });
});

describe('storyScore', () => {
  it('weights sum to 1', () => {
    expect(STORY_WEIGHTS).toEqual({ match: 0.3, fit: 0.2, recency: 0.2, metrics: 0.15, likes: 0.15 });
    expect(Object.values(STORY_WEIGHTS).reduce((a, b) => a + b, 0)).toBeCloseTo(1, 12);
  });

  it('worked example 1: a close colleague’s recent story', () => {
    const viewer: StoryPerson = {
      role: 'frontend',
      proficiencyLevel: 'intermediate',
      responsibilities: ['development', 'testing'],
      preferredUseCaseTypes: ['coding'],
      completedCount: 1,
    };
    const author: StoryPerson = {
      role: 'frontend',
      proficiencyLevel: 'advanced',
      responsibilities: ['development', 'architecture'],
      preferredUseCaseTypes: [],
      completedCount: 4,
    };
    const story: RankedStory = {
      metricsImproved: ['code_quality', 'development_speed', 'scalability'],
      likes: 12,
      ageDays: 2.5,
      useCase: {
        id: 'uc',
        type: 'coding',
        complexity: 'intermediate',
        roles: ['frontend', 'fullstack'],
        responsibilities: ['development', 'testing'],
      },
    };
    // match: role equal +2; no fullstack 0; intermediate vs advanced one apart +1; shared
    //        {development} +1; coding preferred +2; viewer intermediate = complexity +1;
    //        author 4 completed (>2, not >5) +1 → 8 / 10 = 0.8
    // fit:   frontend listed 0.3; intermediate = intermediate 0.2; coding preferred 0.2;
    //        development and testing shared 0.2 → 0.9
    // recency: 2.5 days (under 3) → 0.3
    // metrics: development+testing care about code_quality ✓ development_speed ✓ (scalability ✗) → 0.2
    // likes: 12 (over 10) → 0.15
    // score = 0.3×0.8 + 0.2×0.9 + 0.2×0.3 + 0.15×0.2 + 0.15×0.15
    //       = 0.24   + 0.18   + 0.06   + 0.03    + 0.0225 = 0.5325
    expect(matchScore(viewer, author, story.useCase)).toBeCloseTo(0.8, 10);
    expect(profileFit(viewer, story.useCase)).toBe(0.9);
    // A team use case aimed at one of the viewer's groups fits 0.2 better.
    expect(profileFit(viewer, { ...story.useCase, targetsViewer: true })).toBe(1.1);
    expect(recencyScore(story.ageDays)).toBe(0.3);
    expect(metricsFit(viewer.responsibilities, story.metricsImproved)).toBe(0.2);
    expect(likesScore(story.likes)).toBe(0.15);
    expect(storyScore(viewer, author, story)).toBe(0.5325);
    expect(isRelevantStory(storyScore(viewer, author, story))).toBe(true);
  });

  it('worked example 2: a stranger’s old story scores only its floor', () => {
    const viewer: StoryPerson = {
      role: null,
      proficiencyLevel: 'beginner',
      responsibilities: [],
      preferredUseCaseTypes: [],
      completedCount: 0,
    };
    const author: StoryPerson = {
      role: 'backend',
      proficiencyLevel: 'advanced',
      responsibilities: ['devops'],
      preferredUseCaseTypes: ['planning'],
      completedCount: 0,
    };
    const story: RankedStory = {
      metricsImproved: ['productivity', 'efficiency'],
      likes: 3,
      ageDays: 30,
      useCase: { id: 'uc', type: 'planning', complexity: 'advanced', roles: ['backend'] },
    };
    // match: unknown role matches nothing 0; no fullstack 0; beginner vs advanced 0; nothing
    //        shared 0; planning not preferred by the viewer 0; beginner ≠ advanced 0; author 0
    //        completed 0 → 0
    // fit:   unknown role = frontend, not listed 0; beginner is below advanced 0; 0; planning
    //        defaults (architecture, leadership) not shared 0 → 0
    // recency: 30 days → 0.05; metrics: default metrics map to nothing → 0; likes: 3 → 0.05
    // score = 0.3×0 + 0.2×0 + 0.2×0.05 + 0.15×0 + 0.15×0.05 = 0.01 + 0.0075 = 0.0175
    expect(storyScore(viewer, author, story)).toBe(0.0175);
    expect(isRelevantStory(storyScore(viewer, author, story))).toBe(false);
  });

  it('worked example 3: the maximum', () => {
    const person: StoryPerson = {
      role: 'fullstack',
      proficiencyLevel: 'advanced',
      responsibilities: [...RESPONSIBILITIES],
      preferredUseCaseTypes: ['debugging'],
      completedCount: 9,
    };
    const story: RankedStory = {
      metricsImproved: ['code_quality', 'scalability', 'defect_rate', 'onboarding_time'],
      likes: 21,
      ageDays: 0.5,
      useCase: {
        id: 'uc',
        type: 'debugging',
        complexity: 'advanced',
        roles: ['fullstack'],
        responsibilities: ['development', 'testing', 'devops', 'architecture'],
      },
    };
    // match 13/10 = 1.3; fit 0.3 + 0.2 + 0.2 + 0.3 (capped from 0.4) = 1.0; recency 0.4;
    // metrics 0.3 (capped from 0.4); likes 0.2
    // score = 0.39 + 0.2 + 0.08 + 0.045 + 0.03 = 0.745
    expect(storyScore(person, person, story)).toBe(0.745);
  });

  it('worked example 4: a fresh, popular story from a fullstack author just clears the threshold', () => {
    const viewer: StoryPerson = {
      role: 'backend',
      proficiencyLevel: 'beginner',
      responsibilities: [],
      preferredUseCaseTypes: [],
      completedCount: 0,
    };
    const author: StoryPerson = {
      role: 'fullstack',
      proficiencyLevel: 'advanced',
      responsibilities: [],
      preferredUseCaseTypes: [],
      completedCount: 0,
    };
    const story: RankedStory = {
      metricsImproved: [],
      likes: 6,
      ageDays: 0,
      useCase: { id: 'uc', type: 'testing', complexity: 'advanced', roles: ['frontend'] },
    };
    // match: fullstack +1 → 0.1; fit 0; recency 0.4; metrics 0; likes 6 → 0.1
    // score = 0.03 + 0 + 0.08 + 0 + 0.015 = 0.125 > 0.1
    expect(storyScore(viewer, author, story)).toBe(0.125);
    expect(isRelevantStory(0.125)).toBe(true);
    // Five likes instead of six: 0.03 + 0.08 + 0.0075 = 0.1175, still relevant; a week old:
    // 0.03 + 0.02 + 0.0075 = 0.0575, not relevant.
    expect(storyScore(viewer, author, { ...story, likes: 5 })).toBe(0.1175);
    expect(storyScore(viewer, author, { ...story, likes: 5, ageDays: 7 })).toBe(0.0575);
  });

  it('property: the rounded weighted sum of its parts, between 0.0175 and 0.745', () => {
    fc.assert(
      fc.property(storyPersonArb, storyPersonArb, rankedStoryArb, (viewer, author, story) => {
        const score = storyScore(viewer, author, story);
        const sum =
          0.3 * matchScore(viewer, author, story.useCase) +
          0.2 * profileFit(viewer, story.useCase) +
          0.2 * recencyScore(story.ageDays) +
          0.15 * metricsFit(viewer.responsibilities, story.metricsImproved) +
          0.15 * likesScore(story.likes);
        expect(score).toBeCloseTo(sum, 6);
        expect(score).toBeGreaterThanOrEqual(0.0175);
        expect(score).toBeLessThanOrEqual(0.745);
      }),
    );
  });

  it('property: more likes or a younger story never lowers the score', () => {
    fc.assert(
      fc.property(
        storyPersonArb,
        storyPersonArb,
        rankedStoryArb,
        fc.nat(50),
        fc.double({ min: 0, max: 30, noNaN: true }),
        (viewer, author, story, moreLikes, younger) => {
          const base = storyScore(viewer, author, story);
          expect(storyScore(viewer, author, { ...story, likes: story.likes + moreLikes })).toBeGreaterThanOrEqual(base);
          expect(storyScore(viewer, author, { ...story, ageDays: Math.max(0, story.ageDays - younger) })).toBeGreaterThanOrEqual(base);
        },
      ),
    );
  });
});

describe('isRelevantStory', () => {
  it('means a score strictly above 0.1', () => {
    expect(HOME_FEED.relevanceThreshold).toBe(0.1);
    expect(isRelevantStory(0.1)).toBe(false);
    expect(isRelevantStory(0.099)).toBe(false);
    expect(isRelevantStory(0.100001)).toBe(true);
    expect(isRelevantStory(0)).toBe(false);
  });
});
