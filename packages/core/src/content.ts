import { parseStorySetFile, parseTeammatesFile, type StorySetFile, type Teammate } from './story-schemas';
import { CONTENT_REVIEW } from './constants';
import { isoDay } from './calendar-day';
import { isReviewStale } from './review-date';
import type { ContentIssue, UseCaseContent } from './use-case';
import { parseUseCaseFile } from './use-case-file';

export interface ContentFile {
  path: string;
  source: string;
}

export interface Catalogue {
  useCases: UseCaseContent[];
  teammates: Teammate[];
  storySets: StorySetFile[];
}

export type CatalogueResult = { ok: true; catalogue: Catalogue } | { ok: false; issues: ContentIssue[] };

/**
 * Validates the whole bundled catalogue: every file on its own, then what ties them together
 * (unique ids, stories that name existing use cases and teammates).
 */
export function loadCatalogue(input: {
  useCaseFiles: ContentFile[];
  teammatesFile: ContentFile;
  storySetFiles: ContentFile[];
  /** Today as "YYYY-MM-DD"; UTC today by default. */
  today?: string;
}): CatalogueResult {
  const today = input.today ?? isoDay();
  const issues: ContentIssue[] = [];
  const useCases: UseCaseContent[] = [];
  const seen = new Map<string, string>();
  for (const file of [...input.useCaseFiles].sort((a, b) => a.path.localeCompare(b.path))) {
    const result = parseUseCaseFile(file.path, file.source, { today });
    if (!result.ok) {
      issues.push(...result.issues);
      continue;
    }
    const other = seen.get(result.value.id);
    if (other) issues.push({ file: file.path, field: 'id', message: `duplicates the id of ${other}` });
    seen.set(result.value.id, file.path);
    useCases.push(result.value);
  }

  const teammatesResult = parseTeammatesFile(input.teammatesFile.path, input.teammatesFile.source);
  const teammates = teammatesResult.ok ? teammatesResult.value : [];
  if (!teammatesResult.ok) issues.push(...teammatesResult.issues);
  const teammateIds = new Set(teammates.map((t) => t.id));

  const storySets: StorySetFile[] = [];
  const storyIds = new Set<string>();
  for (const file of input.storySetFiles) {
    const result = parseStorySetFile(file.path, file.source);
    if (!result.ok) {
      issues.push(...result.issues);
      continue;
    }
    result.value.stories.forEach((story, index) => {
      const at = (field: string) => `stories.${index}.${field}`;
      if (storyIds.has(story.id)) issues.push({ file: file.path, field: at('id'), message: `duplicate story id "${story.id}"` });
      storyIds.add(story.id);
      if (!seen.has(story.useCaseId))
        issues.push({ file: file.path, field: at('useCaseId'), message: `no use case has the id "${story.useCaseId}"` });
      if (teammatesResult.ok && !teammateIds.has(story.authorId)) {
        issues.push({ file: file.path, field: at('authorId'), message: `no teammate has the id "${story.authorId}"` });
      }
    });
    storySets.push(result.value);
  }
  if (issues.length > 0) return { ok: false, issues };
  return { ok: true, catalogue: { useCases, teammates, storySets } };
}

export function formatIssues(issues: ContentIssue[]): string {
  return issues.map((i) => `${i.file}: ${i.field}: ${i.message}`).join('\n');
}

/**
 * Guides last reviewed more than six months before `today`: not errors (the content is still
 * valid) but a prompt to re-check them against current tools. One issue per guide.
 */
export function staleReviews(
  useCases: readonly Pick<UseCaseContent, 'id' | 'lastReviewed'>[],
  today: string = isoDay(),
  months: number = CONTENT_REVIEW.staleAfterMonths,
): ContentIssue[] {
  return useCases
    .filter((useCase) => isReviewStale(useCase.lastReviewed, today, months))
    .map((useCase) => ({
      file: `content/use-cases/${useCase.id}.md`,
      field: 'lastReviewed',
      message: `${useCase.lastReviewed} is more than ${months} months ago; re-check the guide against current tools and update lastReviewed and checkedAgainst`,
    }));
}
