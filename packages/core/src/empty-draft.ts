import type { UseCaseDraft } from './authoring';

/*
 * Apart from the draft's schema (authoring.ts): the library's 'New use case' button needs the
 * empty draft, not the schema library.
 */

/** A new, empty draft: what "New use case" opens. */
export const EMPTY_DRAFT: UseCaseDraft = {
  title: '',
  description: '',
  thumbnail: '/thumbnails/default.svg',
  tags: [],
  type: 'coding',
  complexity: 'beginner',
  roles: [],
  responsibilities: [],
  estimatedTime: 15,
  objective: '',
  scenario: '',
  aiToolRequired: '',
  customForGroups: [],
  visibleTo: 'workspace',
  content: '### 1. First step\n\n',
};
