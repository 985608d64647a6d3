import type { UseCaseItemType } from './enums';
import { listFences, splitGuide } from './guide';
import type { CustomUseCaseContent, UseCaseContent } from './use-case';

/*
 * What the browser needs of a use case, apart from its schema: no zod or YAML here, so the
 * library and the use case page do not download them.
 */

export const DEFAULT_THUMBNAIL = '/thumbnails/default.svg';

/** The spec: inline data images are replaced by the default picture. */
export function resolveThumbnail(thumbnail: string | null | undefined): string {
  if (!thumbnail || /^\s*data:/i.test(thumbnail)) return DEFAULT_THUMBNAIL;
  return thumbnail;
}

/**
 * What the library's list carries of each use case: the cards, the search (title and
 * description), the filters and the ranking. The guide, its review record and the overview's
 * objective, scenario and tool are the use case page's, served by the detail route only: they
 * were two fifths of the list's bytes.
 */
export type UseCaseListFields<T extends UseCaseContent | CustomUseCaseContent> = Omit<
  T,
  'content' | 'lastReviewed' | 'checkedAgainst' | 'objective' | 'scenario' | 'aiToolRequired' | 'visibleTo'
>;

export function listFieldsOf<T extends UseCaseContent | CustomUseCaseContent>(useCase: T): UseCaseListFields<T> {
  const {
    content: _content,
    lastReviewed: _reviewed,
    checkedAgainst: _checked,
    objective: _objective,
    scenario: _scenario,
    aiToolRequired: _tool,
    visibleTo: _visible,
    ...fields
  } = useCase as T & { visibleTo?: unknown };
  return fields;
}

export interface UseCaseItem {
  id: string;
  type: UseCaseItemType;
  title: string;
  content: string;
  useCaseId: string;
}

const IMAGE = /!\[([^\]]*)\]\(([^)\s]+)[^)]*\)/g;
const PROMPT_LANGUAGES = new Set(['text', 'prompt', 'txt', 'plaintext']);

/**
 * Items of a use case ('{useCaseId}-{n}', numbered from 1 in reading order): each code block
 * is a 'prompt' (a ```text block the reader types to the assistant) or 'code', each markdown
 * image an 'image'. The title is the step the item belongs to.
 */
export function deriveUseCaseItems(useCase: Pick<UseCaseContent, 'id' | 'title' | 'content'>): UseCaseItem[] {
  const items: UseCaseItem[] = [];
  const { sections } = splitGuide(useCase.content);
  for (const section of sections) {
    const title = section.title || useCase.title;
    const lines = section.body.split('\n');
    const fences = listFences(section.body);
    let cursor = 0;
    for (const fence of fences) {
      const before = lines.slice(cursor, fence.line - 1).join('\n');
      for (const image of before.matchAll(IMAGE)) {
        items.push({ id: '', type: 'image', title, content: image[2] ?? '', useCaseId: useCase.id });
      }
      let end = fence.line;
      while (end < lines.length && !/^ {0,3}(`{3,}|~{3,})\s*$/.test(lines[end] ?? '')) end += 1;
      const code = lines.slice(fence.line, end).join('\n');
      const language = fence.info.split(/\s+/)[0]?.toLowerCase() ?? '';
      items.push({ id: '', type: PROMPT_LANGUAGES.has(language) ? 'prompt' : 'code', title, content: code, useCaseId: useCase.id });
      cursor = end + 1;
    }
    for (const image of lines.slice(cursor).join('\n').matchAll(IMAGE)) {
      items.push({ id: '', type: 'image', title, content: image[2] ?? '', useCaseId: useCase.id });
    }
  }
  return items.map((item, index) => ({ ...item, id: `${useCase.id}-${index + 1}` }));
}
