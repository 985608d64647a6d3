import { describe, expect, it } from 'vitest';
import { insertCommand } from './prompts-field';

describe('insertCommand', () => {
  it('puts the command at the cursor of an empty text or a new line', () => {
    expect(insertCommand('', 0, 0, '/refactor')).toEqual({ text: '/refactor ', cursor: 10 });
    expect(insertCommand('first\n', 6, 6, '/optimize')).toEqual({ text: 'first\n/optimize ', cursor: 16 });
  });

  it('starts a new line when the cursor is inside a line, keeping the text after it', () => {
    expect(insertCommand('abc def', 3, 3, '/explain code')).toEqual({ text: 'abc\n/explain code  def', cursor: 18 });
  });

  it('replaces a selection', () => {
    expect(insertCommand('x\nold\ny', 2, 5, '/refactor')).toEqual({ text: 'x\n/refactor \ny', cursor: 12 });
  });
});
