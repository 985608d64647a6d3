/*
 * A use case's field limits and choices, without the schema library: the editor shows them from
 * its first render, and its rules (use-case.ts's schemas) come when it is first used.
 */

/** Steps of a bundled guide (lines starting with '### '). */
export const GUIDE_STEPS = { min: 3, max: 7 } as const;
/** Steps of a team's own guide: a short internal recipe may have one or two. */
export const CUSTOM_GUIDE_STEPS = { min: 1, max: 20 } as const;

/**
 * Length limits of every field of a use case: one object read by the schema, the server's
 * draft checks and the editor's counters.
 */
export const USE_CASE_LIMITS = {
  id: 80,
  title: 80,
  description: 240,
  objective: 400,
  scenario: 800,
  aiToolRequired: 120,
  tag: 40,
  tags: 8,
  groups: 20,
  checkedAgainst: 160,
  content: 40_000,
  estimatedTime: { min: 5, max: 240 },
} as const;

/** The pictures a use case may show: the bundled set, never a remote or inline image. */
export const USE_CASE_THUMBNAILS = [
  '/thumbnails/coding.svg',
  '/thumbnails/debugging.svg',
  '/thumbnails/testing.svg',
  '/thumbnails/planning.svg',
  '/thumbnails/learning.svg',
  '/thumbnails/default.svg',
] as const;

/** Who sees a team's use case: the whole workspace, or only members of its groups. */
export const USE_CASE_VISIBILITIES = ['workspace', 'groups'] as const;
export type UseCaseVisibility = (typeof USE_CASE_VISIBILITIES)[number];

/** Lengths of a request for a guide (the Requests screen's form and search), read by its schema in authoring.ts. */
export const USE_CASE_REQUEST_LIMITS = { title: 120, details: 1_000, search: 100 } as const;
