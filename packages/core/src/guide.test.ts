import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { countSteps, listFences, splitGuide } from './guide';

describe('splitGuide', () => {
  it('splits at lines starting with "### " and keeps the intro', () => {
    const md = 'Intro line\n\n### 1. First\nBody one\n\n### 2. Second\nBody two';
    expect(splitGuide(md)).toEqual({
      intro: 'Intro line',
      sections: [
        { title: '1. First', body: 'Body one' },
        { title: '2. Second', body: 'Body two' },
      ],
    });
  });

  it('is one block when there are no step headings', () => {
    expect(splitGuide('Just a paragraph.\n\n- a list')).toEqual({
      intro: '',
      sections: [{ title: '', body: 'Just a paragraph.\n\n- a list' }],
    });
  });

  it('does not split at "### " inside a fenced code block', () => {
    const md = '### Step\n```markdown\n### not a step\n```\ntext\n### Next\nmore';
    const { sections } = splitGuide(md);
    expect(sections.map((s) => s.title)).toEqual(['Step', 'Next']);
    expect(sections[0]?.body).toContain('### not a step');
    expect(countSteps(md)).toBe(2);
  });

  it('handles tilde fences and longer closing fences', () => {
    const md = '### A\n~~~~text\n### x\n~~~\n### y\n~~~~~\n### B';
    expect(countSteps(md)).toBe(2);
  });

  it('does not treat "####" or an indented heading as a step', () => {
    expect(countSteps('#### deeper\n ### indented\n###no-space')).toBe(0);
  });

  it('never loses text: sections and intro together hold every non-heading line', () => {
    fc.assert(
      fc.property(
        fc.array(fc.oneof(fc.constant('### Step'), fc.constant('```ts'), fc.constant('```'), fc.string({ maxLength: 12 }))),
        (lines) => {
          const md = lines.join('\n');
          const split = splitGuide(md);
          const joined = [split.intro, ...split.sections.map((s) => s.body)].join('\n');
          for (const line of lines) {
            const trimmed = line.trim();
            if (trimmed && !line.startsWith('### ')) expect(joined).toContain(trimmed);
          }
        },
      ),
    );
  });
});

describe('listFences', () => {
  it('reports the language label and whether the fence closes', () => {
    expect(listFences('```ts\nconst a = 1;\n```\n```\nno label\n```\n```bash\nunclosed')).toEqual([
      { line: 1, info: 'ts', closed: true },
      { line: 4, info: '', closed: true },
      { line: 7, info: 'bash', closed: false },
    ]);
  });
});
