import { Sparkles } from 'lucide-react';
import { useLayoutEffect, useRef } from 'react';
import { ASSISTANT_NAME, IMPACT_WIZARD, STORY_LIMITS } from '@pathwise/core';
import { Button } from '@/components/ui/button';
import { Label } from '@/components/ui/label';

export const PROMPT_CHIPS = ['/explain code', '/refactor', '/optimize', '/convert to typescript'] as const;

const PLACEHOLDER = [
  'e.g. /explain code in the selected function',
  '/refactor this into smaller, testable functions',
  'Write unit tests for the edge cases',
].join('\n');

/**
 * Puts `command` into `text` at the cursor (replacing a selection). Prompts are one per line, so
 * a command typed mid-line starts a new line; a space follows it for the rest of the prompt.
 */
export function insertCommand(text: string, start: number, end: number, command: string): { text: string; cursor: number } {
  const before = text.slice(0, start);
  const prefix = before === '' || before.endsWith('\n') ? '' : '\n';
  const inserted = `${prefix}${command} `;
  return { text: before + inserted + text.slice(end), cursor: start + inserted.length };
}

/** Step 2 of the impact wizard: optional prompts with quick-insert slash commands. */
export function PromptsField({
  id,
  value,
  onChange,
  disabled,
}: {
  id: string;
  value: string;
  onChange: (value: string) => void;
  disabled?: boolean;
}) {
  const textarea = useRef<HTMLTextAreaElement>(null);
  // Where the cursor goes once the inserted command is in the text.
  const pendingCursor = useRef<number | null>(null);

  // Right after React writes the new value, before the browser handles the next key: a cursor
  // placed a frame later could land in the middle of what the user has typed since.
  useLayoutEffect(() => {
    const cursor = pendingCursor.current;
    const element = textarea.current;
    if (cursor === null || !element) return;
    pendingCursor.current = null;
    element.focus();
    element.setSelectionRange(cursor, cursor);
  }, [value]);

  function insert(command: string) {
    const element = textarea.current;
    const start = element?.selectionStart ?? value.length;
    const end = element?.selectionEnd ?? value.length;
    const next = insertCommand(value, start, end, command);
    pendingCursor.current = next.cursor;
    onChange(next.text);
  }

  return (
    <div className="flex flex-col gap-2">
      <Label htmlFor={id}>What {ASSISTANT_NAME} prompts did you use?</Label>
      <textarea
        ref={textarea}
        id={id}
        rows={IMPACT_WIZARD.promptRows}
        value={value}
        maxLength={STORY_LIMITS.promptsTextMax}
        placeholder={PLACEHOLDER}
        disabled={disabled}
        aria-describedby={`${id}-help`}
        onChange={(event) => onChange(event.target.value)}
        className="w-full resize-y rounded-md border border-input bg-background px-3 py-2 text-base text-foreground placeholder:text-muted-foreground focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring disabled:opacity-50 md:text-sm"
      />
      <p id={`${id}-help`} className="text-xs text-muted-foreground">
        Optional. One prompt per line.
      </p>
      <div role="group" aria-label="Insert a command" className="flex flex-wrap gap-2">
        {PROMPT_CHIPS.map((command) => (
          <Button
            key={command}
            variant="secondary"
            size="sm"
            className="h-8 rounded-full font-mono text-xs"
            disabled={disabled}
            onClick={() => insert(command)}
          >
            {command}
          </Button>
        ))}
      </div>
      {value.trim() ? (
        <p role="status" className="inline-flex items-center gap-1.5 text-sm font-medium text-emerald-700 dark:text-emerald-400">
          <Sparkles className="size-4" aria-hidden="true" />
          Great! These prompts will help your teammates.
        </p>
      ) : null}
    </div>
  );
}
