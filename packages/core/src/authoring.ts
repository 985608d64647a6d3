import { z } from './zod';
import { COMPLEXITIES, RESPONSIBILITIES, USE_CASE_ROLES, USE_CASE_TYPES } from './enums';
import { hasControlCharacters } from './text-rules';
import { customUseCaseFrontMatterSchema, zodIssues, type ContentIssue, type CustomUseCaseContent, type ParseResult } from './use-case';
import {
  CUSTOM_GUIDE_STEPS,
  USE_CASE_LIMITS,
  USE_CASE_REQUEST_LIMITS,
  USE_CASE_THUMBNAILS,
  USE_CASE_VISIBILITIES,
} from './use-case-fields';

import { guideIssues } from './use-case-file';

/*
 * Team-authored use cases (issue 16): a draft holds whatever the author has typed so far (only
 * lengths and characters are checked, so an autosave never loses text); publishing checks the
 * draft against the one use case schema.
 */

const typed = (max: number) =>
  z
    .string()
    .max(max, `must be at most ${max} characters`)
    .refine((value) => !hasControlCharacters(value), 'must not contain control characters');

export const useCaseDraftSchema = z
  .object({
    title: typed(USE_CASE_LIMITS.title),
    description: typed(USE_CASE_LIMITS.description),
    thumbnail: z.enum(USE_CASE_THUMBNAILS),
    tags: z.array(typed(USE_CASE_LIMITS.tag)).max(USE_CASE_LIMITS.tags, `must list at most ${USE_CASE_LIMITS.tags} tags`),
    type: z.enum(USE_CASE_TYPES),
    complexity: z.enum(COMPLEXITIES),
    roles: z.array(z.enum(USE_CASE_ROLES)).max(USE_CASE_ROLES.length),
    responsibilities: z.array(z.enum(RESPONSIBILITIES)).max(RESPONSIBILITIES.length),
    estimatedTime: z.number().int('must be whole minutes').min(0).max(10_000),
    objective: typed(USE_CASE_LIMITS.objective),
    scenario: typed(USE_CASE_LIMITS.scenario),
    aiToolRequired: typed(USE_CASE_LIMITS.aiToolRequired),
    customForGroups: z.array(typed(40)).max(USE_CASE_LIMITS.groups, `must name at most ${USE_CASE_LIMITS.groups} groups`),
    visibleTo: z.enum(USE_CASE_VISIBILITIES),
    content: typed(USE_CASE_LIMITS.content),
  })
  .strict();

export type UseCaseDraft = z.infer<typeof useCaseDraftSchema>;

export const draftSaveSchema = z.object({ version: z.number().int().min(0), draft: useCaseDraftSchema }).strict();
export const draftCreateSchema = z.object({ draft: useCaseDraftSchema }).strict();
export const versionSchema = z.object({ version: z.number().int().min(0) }).strict();
export const importSchema = z.object({ file: z.string().max(USE_CASE_LIMITS.content + 8_000) }).strict();

/** The id a new use case gets from its title (a slug), kept unique by the caller. */
export function slugFromTitle(title: string): string {
  const slug = title
    .normalize('NFKD')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 60)
    .replace(/-+$/, '');
  return slug || 'use-case';
}

/** The draft a file or a published use case opens as in the editor. */
export function draftOf(useCase: Omit<CustomUseCaseContent, 'id' | 'isCustom'>): UseCaseDraft {
  return {
    title: useCase.title,
    description: useCase.description,
    thumbnail: (USE_CASE_THUMBNAILS as readonly string[]).includes(useCase.thumbnail)
      ? (useCase.thumbnail as UseCaseDraft['thumbnail'])
      : '/thumbnails/default.svg',
    tags: useCase.tags,
    type: useCase.type,
    complexity: useCase.complexity,
    roles: useCase.roles,
    responsibilities: useCase.responsibilities,
    estimatedTime: useCase.estimatedTime,
    objective: useCase.objective,
    scenario: useCase.scenario,
    aiToolRequired: useCase.aiToolRequired,
    customForGroups: useCase.customForGroups,
    visibleTo: useCase.visibleTo,
    content: useCase.content,
  };
}

/**
 * Checks a draft for publishing with the one use case schema: every problem by field (the
 * editor shows each at its field). `extra` keeps fields a file brought along (review record).
 */
export function checkDraft(
  id: string,
  draft: UseCaseDraft,
  extra: Pick<CustomUseCaseContent, 'lastReviewed' | 'checkedAgainst'> = {},
): ParseResult<CustomUseCaseContent> {
  const { content, ...front } = draft;
  const parsed = customUseCaseFrontMatterSchema.safeParse({ id, isCustom: true, ...front, ...extra });
  const issues: ContentIssue[] = parsed.success ? [] : zodIssues('draft', parsed.error);
  issues.push(...guideIssues('draft', content.trim(), CUSTOM_GUIDE_STEPS));
  if (!parsed.success || issues.length > 0) return { ok: false, issues };
  return { ok: true, value: { ...parsed.data, content: content.trim() } };
}

export const USE_CASE_STATUSES = ['draft', 'published', 'archived'] as const;
export type UseCaseStatus = (typeof USE_CASE_STATUSES)[number];

/** A team use case as its authors see it in the list and the editor. */
export interface AuthoredUseCase {
  id: string;
  status: UseCaseStatus;
  version: number;
  draft: UseCaseDraft;
  /** The draft differs from what is published. */
  unpublishedChanges: boolean;
  updatedAt: string;
  updatedBy: string | null;
  publishedAt: string | null;
}

export interface UseCaseRevision {
  number: number;
  title: string;
  publishedBy: string | null;
  createdAt: string;
}

/* ------------------------------------------------------------------ use-case requests */

const requestText = (max: number, min = 1) =>
  z
    .string()
    .trim()
    .min(min, min === 1 ? 'must not be empty' : `must be at least ${min} characters`)
    .max(max, `must be at most ${max} characters`)
    .refine((value) => !hasControlCharacters(value), 'must not contain control characters');

export const useCaseRequestSchema = z
  .object({ title: requestText(USE_CASE_REQUEST_LIMITS.title, 3), details: requestText(USE_CASE_REQUEST_LIMITS.details) })
  .strict();
export type UseCaseRequestInput = z.input<typeof useCaseRequestSchema>;

export const requestQuerySchema = z.object({
  q: z.string().max(USE_CASE_REQUEST_LIMITS.search).optional(),
  status: z.enum(['open', 'fulfilled', 'all']).default('open'),
});

export const fulfilSchema = z.object({ useCaseId: z.string().max(USE_CASE_LIMITS.id) }).strict();

export interface UseCaseRequest {
  id: string;
  title: string;
  details: string;
  askedBy: string;
  askedByYou: boolean;
  votes: number;
  votedByYou: boolean;
  status: 'open' | 'fulfilled';
  fulfilledBy: { useCaseId: string; title: string } | null;
  createdAt: string;
}

/** Most votes first; among equals the older request first (it has waited longer). */
export function compareRequests(a: Pick<UseCaseRequest, 'votes' | 'createdAt'>, b: Pick<UseCaseRequest, 'votes' | 'createdAt'>): number {
  return b.votes - a.votes || (a.createdAt < b.createdAt ? -1 : a.createdAt > b.createdAt ? 1 : 0);
}
