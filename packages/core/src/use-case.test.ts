import { describe, expect, it } from 'vitest';
import { parseUseCaseFile } from './use-case-file';
import { DEFAULT_THUMBNAIL, deriveUseCaseItems, resolveThumbnail } from './use-case-items';

const front = (overrides: Record<string, string> = {}) => {
  const fields: Record<string, string> = {
    id: 'sample-guide',
    title: 'A sample guide',
    description: 'Learn a thing.',
    thumbnail: '/thumbnails/coding.svg',
    tags: '[sample, test]',
    type: 'coding',
    complexity: 'beginner',
    roles: '[frontend]',
    responsibilities: '[development]',
    estimatedTime: '20',
    objective: 'Do the thing.',
    scenario: 'You need the thing.',
    aiToolRequired: 'GitHub Copilot Chat',
    isCustom: 'false',
    customForGroups: '[]',
    lastReviewed: '"2026-11-25"',
    checkedAgainst: '["Python 3.11", "GitHub Copilot Chat in VS Code, documentation of November 2026"]',
    ...overrides,
  };
  return Object.entries(fields)
    .filter(([, v]) => v !== '__omit__')
    .map(([k, v]) => `${k}: ${v}`)
    .join('\n');
};
const body =
  '### 1. One\n```text\n/explain #file\n```\n### 2. Two\n```ts\nconst x = 1;\n```\n![diagram](/img/d.svg)\n### 3. Measure\nTime it.';
const file = (fm = front(), b = body) => `---\n${fm}\n---\n${b}\n`;

describe('parseUseCaseFile', () => {
  it('accepts a valid file', () => {
    const result = parseUseCaseFile('content/use-cases/sample-guide.md', file());
    expect(result.ok).toBe(true);
    if (result.ok) expect(result.value).toMatchObject({ id: 'sample-guide', estimatedTime: 20, content: body });
  });

  it('defaults estimatedTime to 15 minutes', () => {
    const result = parseUseCaseFile('sample-guide.md', file(front({ estimatedTime: '__omit__' })));
    expect(result.ok && result.value.estimatedTime).toBe(15);
  });

  it.each([
    ['a missing field', front({ objective: '__omit__' }), 'objective'],
    ['an unknown type', front({ type: 'dancing' }), 'type'],
    ['an unknown role', front({ roles: '[designer]' }), 'roles.0'],
    ['a custom use case without groups', front({ isCustom: 'true' }), 'customForGroups'],
    ['an unknown field', front({ colour: 'blue' }), '(front matter)'],
    ['a missing review date', front({ lastReviewed: '__omit__' }), 'lastReviewed'],
    ['a review date that is not a date', front({ lastReviewed: '"last week"' }), 'lastReviewed'],
    ['a review date that is not a calendar day', front({ lastReviewed: '"2026-02-30"' }), 'lastReviewed'],
    ['a review date that is a number', front({ lastReviewed: '20261125' }), 'lastReviewed'],
    ['a missing checkedAgainst', front({ checkedAgainst: '__omit__' }), 'checkedAgainst'],
    ['an empty checkedAgainst', front({ checkedAgainst: '[]' }), 'checkedAgainst'],
    ['a blank checkedAgainst entry', front({ checkedAgainst: '["Node.js 24 LTS", "  "]' }), 'checkedAgainst.1'],
    ['a role that is not a specialty', front({ roles: '[other]' }), 'roles.0'],
  ])('names the file and the field for %s', (_label, fm, field) => {
    const result = parseUseCaseFile('content/use-cases/sample-guide.md', file(fm));
    expect(result.ok).toBe(false);
    if (!result.ok) {
      expect(result.issues[0]).toMatchObject({ file: 'content/use-cases/sample-guide.md', field });
      expect(result.issues[0]?.message.length).toBeGreaterThan(3);
    }
  });

  it('accepts every specialty of the spec as a role, and an unquoted review date', () => {
    const result = parseUseCaseFile(
      'sample-guide.md',
      file(front({ roles: '[frontend, backend, fullstack, devops, data, ml, qa]', lastReviewed: '2026-05-01' })),
    );
    expect(result.ok && result.value.roles).toHaveLength(7);
    expect(result.ok && result.value.lastReviewed).toBe('2026-05-01');
  });

  it('refuses a review date after today, naming the field', () => {
    const ok = parseUseCaseFile('sample-guide.md', file(front({ lastReviewed: '"2026-11-25"' })), { today: '2026-11-25' });
    expect(ok.ok).toBe(true);
    const future = parseUseCaseFile('sample-guide.md', file(front({ lastReviewed: '"2026-11-26"' })), { today: '2026-11-25' });
    expect(future.ok).toBe(false);
    if (!future.ok)
      expect(future.issues).toEqual([
        { file: 'sample-guide.md', field: 'lastReviewed', message: 'must not be in the future (today is 2026-11-25)' },
      ]);
  });

  it('reports bad YAML and a missing front matter block', () => {
    const bad = parseUseCaseFile('x/sample-guide.md', '---\ntitle: [unclosed\n---\nbody');
    expect(bad.ok).toBe(false);
    if (!bad.ok) expect(bad.issues[0]?.message).toMatch(/invalid YAML/);
    const none = parseUseCaseFile('x/sample-guide.md', '# Just markdown');
    expect(none.ok).toBe(false);
    if (!none.ok) expect(none.issues[0]?.field).toBe('(front matter)');
  });

  it('requires the id to equal the file name', () => {
    const result = parseUseCaseFile('content/use-cases/other-name.md', file());
    expect(result.ok).toBe(false);
    if (!result.ok) expect(result.issues).toContainEqual(expect.objectContaining({ field: 'id' }));
  });

  it('requires 3 to 7 steps and a language label on every code block', () => {
    const twoSteps = parseUseCaseFile('sample-guide.md', file(front(), '### A\ntext\n### B\ntext'));
    expect(twoSteps.ok).toBe(false);
    if (!twoSteps.ok) expect(twoSteps.issues[0]?.message).toMatch(/3 to 7 steps/);
    const unlabeled = parseUseCaseFile('sample-guide.md', file(front(), '### A\n```\ncode\n```\n### B\nx\n### C\ny'));
    expect(unlabeled.ok).toBe(false);
    if (!unlabeled.ok) expect(unlabeled.issues[0]?.message).toMatch(/no language label/);
  });
});

describe('deriveUseCaseItems', () => {
  it('numbers prompts, code and images as {useCaseId}-{n} in reading order', () => {
    const items = deriveUseCaseItems({ id: 'sample-guide', title: 'A sample guide', content: body });
    expect(items.map((i) => [i.id, i.type, i.title])).toEqual([
      ['sample-guide-1', 'prompt', '1. One'],
      ['sample-guide-2', 'code', '2. Two'],
      ['sample-guide-3', 'image', '2. Two'],
    ]);
    expect(items[0]?.content).toBe('/explain #file');
    expect(items[2]?.content).toBe('/img/d.svg');
  });
});

describe('resolveThumbnail', () => {
  it('replaces inline data images and empty values with the default picture', () => {
    expect(resolveThumbnail('data:image/png;base64,AAAA')).toBe(DEFAULT_THUMBNAIL);
    expect(resolveThumbnail(' DATA:image/svg+xml,<svg/>')).toBe(DEFAULT_THUMBNAIL);
    expect(resolveThumbnail('')).toBe(DEFAULT_THUMBNAIL);
    expect(resolveThumbnail('/thumbnails/coding.svg')).toBe('/thumbnails/coding.svg');
  });
});
