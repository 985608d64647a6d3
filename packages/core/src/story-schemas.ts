import { z } from './zod';
import { METRICS, PROFICIENCY_LEVELS, RESPONSIBILITIES, SPECIALTIES, STORY_SETS, USE_CASE_TYPES } from './enums';
import { STORY_LIMITS } from './constants';
import { zodIssues, type ParseResult } from './use-case';
import { rangeIssue } from './impact';
import { impactDetailsShape, impactMinutesSchema } from './impact-schemas';

const slug = z.string().regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, 'must be a lowercase kebab-case slug');

export const teammateSchema = z
  .object({
    id: slug,
    name: z.string().trim().min(1).max(80),
    specialty: z.enum(SPECIALTIES),
    proficiencyLevel: z.enum(PROFICIENCY_LEVELS),
    responsibilities: z.array(z.enum(RESPONSIBILITIES)).min(1),
    preferredUseCaseTypes: z.array(z.enum(USE_CASE_TYPES)).min(1),
  })
  .strict();
export type Teammate = z.infer<typeof teammateSchema>;

export const teammatesFileSchema = z.object({ teammates: z.array(teammateSchema).min(1) }).strict();

export const sampleStorySchema = z
  .object({
    id: slug,
    authorId: slug,
    useCaseId: slug,
    description: z.string().trim().min(1).max(600),
    impact: z.string().trim().min(1).max(600),
    metricsImproved: z.array(z.enum(METRICS)).min(1).max(5),
    timeSaved: z.number().int().positive().max(STORY_LIMITS.minutesMax),
    isRelevant: z.boolean(),
    feedback: z.string().trim().min(1).max(STORY_LIMITS.feedbackMax),
    prompts: z.array(z.string().trim().min(1).max(STORY_LIMITS.promptMax)).min(1).max(STORY_LIMITS.promptsMax),
    likes: z.number().int().min(0).max(500),
    /** Age of the story when the demo is seeded, so relative ages and recency look real. */
    daysAgo: z.number().min(0).max(365),
  })
  .strict();
export type SampleStory = z.infer<typeof sampleStorySchema>;

export const storySetFileSchema = z
  .object({
    set: z.enum(STORY_SETS),
    stories: z.array(sampleStorySchema).min(1),
  })
  .strict();
export type StorySetFile = z.infer<typeof storySetFileSchema>;

function parseJson<T>(file: string, source: string, schema: z.ZodType<T>): ParseResult<T> {
  let data: unknown;
  try {
    data = JSON.parse(source);
  } catch (error) {
    return { ok: false, issues: [{ file, field: '(file)', message: `invalid JSON: ${(error as Error).message}` }] };
  }
  const parsed = schema.safeParse(data);
  return parsed.success ? { ok: true, value: parsed.data } : { ok: false, issues: zodIssues(file, parsed.error) };
}

export function parseTeammatesFile(file: string, source: string): ParseResult<Teammate[]> {
  const result = parseJson(file, source, teammatesFileSchema);
  return result.ok ? { ok: true, value: result.value.teammates } : result;
}

export function parseStorySetFile(file: string, source: string): ParseResult<StorySetFile> {
  return parseJson(file, source, storySetFileSchema);
}

/** An impact story as a teammate shares it (impact wizard or the feed form): its fields. */
export const storyInputShape = {
  useCaseId: slug,
  /**
   * Minutes saved per day or per task, within a working day either way: 0 made no difference and
   * a negative number is time the story cost (fractions are rounded).
   */
  timeSaved: impactMinutesSchema,
  prompts: z.string().max(STORY_LIMITS.promptsTextMax, `Prompts must be at most ${STORY_LIMITS.promptsTextMax} characters`).default(''),
  feedback: z.string().trim().max(STORY_LIMITS.feedbackMax, `Feedback must be at most ${STORY_LIMITS.feedbackMax} characters`).default(''),
  ...impactDetailsShape,
};

/** Adds the range rule (low ≤ minutes ≤ high, both ends or neither) to a story schema. */
export function withRangeRule<T extends { timeSaved: number; timeSavedLow: number | null; timeSavedHigh: number | null }>(
  value: T,
  ctx: z.RefinementCtx,
): void {
  const issue = rangeIssue(value);
  if (issue) ctx.addIssue({ code: 'custom', path: [issue.field], message: issue.message });
}

export const storyInputSchema = z.object(storyInputShape).superRefine(withRangeRule);
export type StoryInput = z.output<typeof storyInputSchema>;

/** What the author may change of a story afterwards (the use case stays). */
const { useCaseId: _useCaseId, ...editShape } = storyInputShape;
export const storyEditSchema = z.object(editShape).superRefine(withRangeRule);
export type StoryEdit = z.output<typeof storyEditSchema>;
