import { Check, Copy } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { toast } from '@/lib/toast';
import { TOAST_MS } from '@pathwise/core';
import { Button } from '@/components/ui/button';

const COPIED_FOR_MS = 2_000;

/** A fenced code block of a guide: its language label, the code, and a copy button. */
export function CodeBlock({ code, language }: { code: string; language: string }) {
  const [copied, setCopied] = useState(false);
  const reset = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  useEffect(() => () => clearTimeout(reset.current), []);

  async function copy() {
    try {
      await navigator.clipboard.writeText(code);
    } catch (error) {
      // Denied permission or an insecure context: say so instead of pretending it worked.
      console.warn('copy to clipboard failed', error);
      toast.error('Could not copy the code. Select it and copy it by hand.', { duration: TOAST_MS.default });
      return;
    }
    setCopied(true);
    clearTimeout(reset.current);
    reset.current = setTimeout(() => setCopied(false), COPIED_FOR_MS);
  }

  const label = language || 'text';
  return (
    <figure className="my-4 overflow-hidden rounded-lg border border-border bg-muted/60" data-testid="code-block">
      <figcaption className="flex items-center justify-between gap-2 border-b border-border px-3 py-1.5">
        <span className="font-mono text-xs font-medium uppercase tracking-wide text-muted-foreground" data-testid="code-language">
          {label}
        </span>
        <Button
          variant="ghost"
          size="sm"
          className="h-7 px-2 text-xs"
          aria-label={copied ? 'Copied' : `Copy ${label} code`}
          onClick={() => void copy()}
        >
          {copied ? <Check aria-hidden="true" /> : <Copy aria-hidden="true" />}
          <span aria-live="polite">{copied ? 'Copied' : 'Copy'}</span>
        </Button>
      </figcaption>
      {/* Long lines scroll sideways: a keyboard (and a phone's screen reader) must reach the
          region to scroll it, so it is focusable and named (WCAG 2.1.1). */}
      <pre
        // eslint-disable-next-line jsx-a11y-x/no-noninteractive-tabindex -- a scrollable region is operable
        tabIndex={0}
        role="region"
        aria-label={`${label} code`}
        className="overflow-x-auto p-3 text-sm leading-relaxed focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-inset focus-visible:ring-ring"
      >
        <code className="font-mono">{code}</code>
      </pre>
    </figure>
  );
}
