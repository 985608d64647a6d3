import { goodDraft } from './authoring-helpers';

/** Issue 16's write routes: a valid body each (every text field of a draft, a file, a request). */
export const AUTHORING_BODIES: Record<string, Record<string, unknown>> = {
  'POST /api/authoring/use-cases': { draft: goodDraft({ customForGroups: ['security-engineers'] }) },
  'PUT /api/authoring/use-cases/:id/draft': { version: 1, draft: goodDraft({ customForGroups: ['security-engineers'] }) },
  'POST /api/authoring/use-cases/:id/publish': { version: 1 },
  'POST /api/authoring/use-cases/:id/revisions/:number/restore': { version: 1 },
  'POST /api/authoring/import': { file: '---\nid: x\n---\n### One' },
  'POST /api/use-case-requests': { title: 'A guide please', details: 'What I want to learn' },
  'POST /api/use-case-requests/:id/fulfil': { useCaseId: 'code-python-cli-argparse' },
};

export const AUTHORING_NO_BODY = [
  'POST /api/authoring/use-cases/:id/unpublish',
  'POST /api/authoring/use-cases/:id/archive',
  'POST /api/use-case-requests/:id/vote',
];
