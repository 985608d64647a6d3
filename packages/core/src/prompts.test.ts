import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { hasControlCharacters } from './text-rules';
import { normalizePrompt, usedByLabel } from './prompts';

describe('the normal form of a prompt (one library entry per form)', () => {
  it.each([
    ['/explain   this Function', '/explain this function'],
    ['  /EXPLAIN this\tfunction \n', '/explain this function'],
    ['／explain\u00a0this', '/explain this'],
    ['Write tests\r\nfor parseDuration', 'write tests for parseDuration'.toLowerCase()],
  ])('%j → %j', (input, expected) => {
    expect(normalizePrompt(input)).toBe(expected);
  });

  it('is idempotent, trimmed, lower case, with single spaces only', () => {
    fc.assert(
      fc.property(fc.string({ unit: 'grapheme', maxLength: 80 }), (text) => {
        const form = normalizePrompt(text);
        expect(normalizePrompt(form)).toBe(form);
        expect(form).toBe(form.trim());
        expect(form).not.toMatch(/\s{2}|[\t\n\r]/);
        expect(form).toBe(form.toLowerCase());
      }),
    );
  });

  it('merges any whitespace and case variant of a prompt', () => {
    fc.assert(
      fc.property(
        fc.array(fc.stringMatching(/^[A-Za-z/#]{1,8}$/), { minLength: 1, maxLength: 6 }),
        fc.array(fc.constantFrom(' ', '  ', '\t', '\n', ' \u00a0')),
        (words, gaps) => {
          const plain = words.join(' ');
          const variant = words.map((w, i) => (i % 2 ? w.toUpperCase() : w) + (gaps[i] ?? ' ')).join('');
          expect(normalizePrompt(variant)).toBe(normalizePrompt(plain));
        },
      ),
    );
  });

  it('says "used by N teammates" with the right number', () => {
    expect(usedByLabel(1)).toBe('used by 1 teammate');
    expect(usedByLabel(3)).toBe('used by 3 teammates');
  });

  it('finds control characters but allows tabs and line breaks', () => {
    expect(hasControlCharacters('a\u0001b')).toBe(true);
    expect(hasControlCharacters('a\u009fb')).toBe(true);
    expect(hasControlCharacters('a\tb\nc\r')).toBe(false);
  });
});
