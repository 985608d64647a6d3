import type { SessionUser } from '@pathwise/core';
import type { UseCaseDetail, UseCaseSummary } from '@/api/use-cases';
import { json, type FakeRequest, type FakeResponse, type Handler } from '@/test/fake-server';

export const GUIDE = [
  'Some intro text before the steps.',
  '',
  '### 1. Describe the interface',
  '',
  'Ask for the parser:',
  '',
  '```text',
  'Add a CLI to export.py',
  '### not a step heading',
  '```',
  '',
  '### 2. Review the parser',
  '',
  '- check the flags',
  '- check the exit codes',
  '',
  '### 3. Add tests',
  '',
  '1. write one test',
  '2. run `pytest -q`',
].join('\n');

export function makeDetail(overrides: Partial<UseCaseDetail> = {}): UseCaseDetail {
  return {
    id: 'code-python-cli',
    title: 'Turn a Python script into a CLI',
    description: 'Replace hard-coded paths with argparse.',
    thumbnail: '/thumbnails/coding.svg',
    tags: ['python', 'cli'],
    type: 'coding',
    complexity: 'beginner',
    roles: ['backend', 'fullstack'],
    responsibilities: ['development'],
    estimatedTime: 15,
    objective: 'Give a script a tested command-line interface.',
    scenario: 'export.py started as a five-minute hack.',
    aiToolRequired: 'GitHub Copilot Chat',
    isCustom: false,
    customForGroups: [],
    lastReviewed: '2026-11-25',
    checkedAgainst: ['Python 3.11', 'GitHub Copilot Chat in VS Code, documentation of November 2026'],
    content: GUIDE,
    helpfulCount: 4,
    completed: false,
    rating: null,
    ...overrides,
  };
}

export function summaryOf(detail: UseCaseDetail): UseCaseSummary {
  const { content: _content, rating: _rating, lastReviewed: _reviewed, checkedAgainst: _checked, ...summary } = detail;
  return summary;
}

export const CATALOGUE: UseCaseSummary[] = [
  summaryOf(makeDetail()),
  summaryOf(
    makeDetail({
      id: 'debug-react-rerender',
      title: 'Stop a React re-render storm',
      description: 'Find why a list re-renders on every keystroke.',
      type: 'debugging',
      complexity: 'intermediate',
      roles: ['frontend'],
    }),
  ),
  summaryOf(
    makeDetail({
      id: 'learn-regex',
      title: 'Explain and extend a regex',
      description: 'Let the assistant explain a pattern, then extend it.',
      type: 'learning',
      complexity: 'beginner',
      roles: ['frontend', 'backend'],
    }),
  ),
];

/** GET /api/use-cases/:id answering from a table of details (404 for the rest). */
export function detailRoute(details: UseCaseDetail[]) {
  return (request: FakeRequest): FakeResponse => {
    const id = decodeURIComponent(request.path.split('/').pop() ?? '');
    const found = details.find((detail) => detail.id === id);
    return found ? json(200, { useCase: found }) : json(404, { error: { code: 'use_case_not_found', message: 'Use case not found' } });
  };
}

/** A signed-in, onboarded member looking at use cases (plus any extra or replaced routes). */
export function routesFor(
  user: SessionUser,
  details: UseCaseDetail[] = [makeDetail()],
  extra: Record<string, Handler> = {},
): Record<string, Handler> {
  const detail = detailRoute(details);
  return {
    'GET /api/session': () => json(200, { user }),
    'GET /api/use-cases': () => json(200, { useCases: CATALOGUE }),
    ...Object.fromEntries([...new Set([...details.map((d) => d.id), 'missing-one'])].map((id) => [`GET /api/use-cases/${id}`, detail])),
    ...extra,
  };
}

/** The `data` of every analytics event with this name. */
export function eventData(requests: FakeRequest[], name: string): Record<string, unknown>[] {
  return requests
    .filter((request) => request.path === '/functions/v1/track-event')
    .map((request) => request.body as { event: string; properties: { data: Record<string, unknown> } })
    .filter((body) => body.event === name)
    .map((body) => body.properties.data);
}
