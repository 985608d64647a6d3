import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { COMPLEXITIES, CUSTOM_GROUPS, RESPONSIBILITIES, USE_CASE_ROLES, USE_CASE_TYPES } from './enums';
import type { CustomUseCaseContent, UseCaseContent } from './use-case';
import { USE_CASE_LIMITS, USE_CASE_THUMBNAILS } from './use-case-fields';
import { parseCustomUseCaseFile, parseUseCaseFile, serialiseUseCaseFile } from './use-case-file';

// Text a person may type: any printable characters, YAML's special ones included, trimmed. Prose
// that starts with three backticks would open a code block (the steps' code blocks come below).
const line = (max: number) =>
  fc
    .string({ unit: fc.constantFrom(...Array.from('ab Z:#-"\'{}[]>|&*!%@`,?é😀\\')), minLength: 1, maxLength: max })
    .map((s) => s.trim())
    .filter((s) => s.length > 0 && !s.startsWith('```'));
const slug = fc.stringMatching(/^[a-z0-9]{1,8}(-[a-z0-9]{1,8}){0,2}$/);
const step = fc
  .tuple(line(30), line(60), fc.boolean())
  .map(([title, body, code]) => `### ${title}\n\n${body}${code ? '\n\n```ts\nconst x = "<b>";\n```' : ''}`);
const guide = (min: number, max: number) =>
  fc
    .tuple(fc.option(line(80), { nil: undefined }), fc.array(step, { minLength: min, maxLength: max }))
    .map(([intro, steps]) => [intro, ...steps].filter((part) => part !== undefined).join('\n\n'));

const shared = {
  id: slug,
  title: line(USE_CASE_LIMITS.title),
  description: line(USE_CASE_LIMITS.description),
  thumbnail: fc.constantFrom(...USE_CASE_THUMBNAILS),
  tags: fc.uniqueArray(fc.stringMatching(/^[a-z0-9][a-z0-9+#.-]{0,10}$/), { minLength: 1, maxLength: 8 }),
  type: fc.constantFrom(...USE_CASE_TYPES),
  complexity: fc.constantFrom(...COMPLEXITIES),
  roles: fc.uniqueArray(fc.constantFrom(...USE_CASE_ROLES), { minLength: 1 }),
  responsibilities: fc.uniqueArray(fc.constantFrom(...RESPONSIBILITIES), { minLength: 1 }),
  estimatedTime: fc.integer({ min: 5, max: 240 }),
  objective: line(USE_CASE_LIMITS.objective),
  scenario: line(USE_CASE_LIMITS.scenario),
  aiToolRequired: line(USE_CASE_LIMITS.aiToolRequired),
};

const customArb: fc.Arbitrary<CustomUseCaseContent> = fc
  .record({
    ...shared,
    isCustom: fc.constant(true as const),
    customForGroups: fc.uniqueArray(slug, { maxLength: 4 }),
    visibleTo: fc.constantFrom('workspace' as const, 'groups' as const),
    lastReviewed: fc.option(fc.constantFrom('2026-01-31', '2025-02-28'), { nil: undefined }),
    checkedAgainst: fc.option(fc.array(line(40), { minLength: 1, maxLength: 3 }), { nil: undefined }),
    content: guide(1, 5),
  })
  .map((value) =>
    value.visibleTo === 'groups' && value.customForGroups.length === 0 ? { ...value, visibleTo: 'workspace' as const } : value,
  )
  .map((value) => {
    const copy: Record<string, unknown> = { ...value };
    for (const key of ['lastReviewed', 'checkedAgainst']) if (copy[key] === undefined) delete copy[key];
    return copy as unknown as CustomUseCaseContent;
  });

const bundledArb: fc.Arbitrary<UseCaseContent> = fc
  .record({
    ...shared,
    isCustom: fc.boolean(),
    customForGroups: fc.uniqueArray(fc.constantFrom(...CUSTOM_GROUPS), { minLength: 1 }),
    lastReviewed: fc.constantFrom('2026-01-31', '2024-02-29'),
    checkedAgainst: fc.array(line(40), { minLength: 1, maxLength: 3 }),
    content: guide(3, 7),
  })
  .map((value) => (value.isCustom ? value : { ...value, customForGroups: [] }));

describe('serialiseUseCaseFile', () => {
  it('round-trips a team use case losslessly', () => {
    fc.assert(
      fc.property(customArb, (useCase) => {
        const parsed = parseCustomUseCaseFile('import.md', serialiseUseCaseFile(useCase));
        expect(parsed).toEqual({ ok: true, value: useCase });
      }),
      { numRuns: 200 },
    );
  });

  it('round-trips a bundled use case losslessly', () => {
    fc.assert(
      fc.property(bundledArb, (useCase) => {
        const parsed = parseUseCaseFile(`${useCase.id}.md`, serialiseUseCaseFile(useCase), { today: '2026-11-25' });
        expect(parsed).toEqual({ ok: true, value: useCase });
      }),
      { numRuns: 200 },
    );
  });

  it('imports an exported bundled use case as the team’s own copy', () => {
    fc.assert(
      fc.property(bundledArb, (useCase) => {
        fc.pre(!useCase.isCustom);
        const parsed = parseCustomUseCaseFile('x.md', serialiseUseCaseFile(useCase));
        expect(parsed.ok && parsed.value).toEqual({ ...useCase, isCustom: true, visibleTo: 'workspace' });
      }),
      { numRuns: 50 },
    );
  });
});

describe('parseCustomUseCaseFile', () => {
  const good: Omit<CustomUseCaseContent, 'content'> = {
    id: 'our-deploy',
    title: 'Deploy our way',
    description: 'How we deploy.',
    thumbnail: '/thumbnails/coding.svg',
    tags: ['deploy'],
    type: 'coding',
    complexity: 'beginner',
    roles: ['backend'],
    responsibilities: ['devops'],
    estimatedTime: 20,
    objective: 'Ship.',
    scenario: 'Friday.',
    aiToolRequired: 'Copilot',
    isCustom: true,
    customForGroups: [],
    visibleTo: 'workspace',
  };

  it('reports every problem with its field, front matter and guide together', () => {
    const file = serialiseUseCaseFile({
      ...good,
      title: 'x'.repeat(81),
      type: 'dancing',
      roles: [],
      visibleTo: 'groups',
      content: 'no steps\n```\nunlabelled',
    } as unknown as CustomUseCaseContent);
    const parsed = parseCustomUseCaseFile('bad.md', file);
    expect(parsed.ok).toBe(false);
    if (!parsed.ok) {
      const fields = parsed.issues.map((issue) => issue.field).sort();
      expect(fields).toEqual(['content', 'content', 'content', 'roles', 'title', 'type']);
      expect(parsed.issues.find((issue) => issue.field === 'title')?.message).toBe('must be at most 80 characters');
    }
  });

  it('refuses control characters, unknown fields and a missing front matter', () => {
    const withBell = parseCustomUseCaseFile('a.md', serialiseUseCaseFile({ ...good, title: 'Ding\u0007', content: '### One' }));
    expect(!withBell.ok && withBell.issues.map((issue) => issue.field)).toEqual(['title']);
    const extra = parseCustomUseCaseFile('a.md', `---\n${'colour: blue'}\n---\n### One`);
    expect(!extra.ok && extra.issues.some((issue) => issue.field === '(front matter)')).toBe(true);
    const none = parseCustomUseCaseFile('a.md', '# Just markdown');
    expect(!none.ok && none.issues).toEqual([
      { file: 'a.md', field: '(front matter)', message: 'the file must start with front matter between --- lines' },
    ]);
  });

  it('accepts a guide of one step, and at most 20', () => {
    const one = parseCustomUseCaseFile('a.md', serialiseUseCaseFile({ ...good, content: '### Only step\ntext' }));
    expect(one.ok).toBe(true);
    const many = parseCustomUseCaseFile('a.md', serialiseUseCaseFile({ ...good, content: '### s\n'.repeat(21) }));
    expect(!many.ok && many.issues[0]?.message).toMatch(/1 to 20 steps/);
  });
});
