/**
 * Splitting a use case guide into steps. A step starts at a line beginning with '### ' that
 * is not inside a fenced code block (a code sample may contain '### ').
 */

export interface GuideSection {
  /** Heading text without the leading '### '; empty for a guide without step headings. */
  title: string;
  /** Markdown of the section body (heading line excluded). */
  body: string;
}

export interface GuideSplit {
  /** Text before the first step heading (may be empty). */
  intro: string;
  sections: GuideSection[];
}

const FENCE = /^ {0,3}(`{3,}|~{3,})(.*)$/;

export interface Fence {
  /** 1-based line of the opening fence. */
  line: number;
  /** Info string after the fence marker, trimmed ('' when there is no language label). */
  info: string;
  closed: boolean;
}

/** Walks lines, calling `onLine(line, inFence)` and returning the fences found. */
function scan(markdown: string, onLine: (line: string, inFence: boolean) => void): Fence[] {
  const fences: Fence[] = [];
  let open: { marker: string; fence: Fence } | null = null;
  markdown.split(/\r?\n/).forEach((line, index) => {
    const match = FENCE.exec(line);
    if (open) {
      onLine(line, true);
      const marker = match?.[1];
      if (marker && marker[0] === open.marker[0] && marker.length >= open.marker.length && match[2]?.trim() === '') {
        open.fence.closed = true;
        open = null;
      }
      return;
    }
    if (match?.[1]) {
      const fence: Fence = { line: index + 1, info: (match[2] ?? '').trim(), closed: false };
      fences.push(fence);
      open = { marker: match[1], fence };
      onLine(line, true);
      return;
    }
    onLine(line, false);
  });
  return fences;
}

export function listFences(markdown: string): Fence[] {
  return scan(markdown, () => {});
}

export function splitGuide(markdown: string): GuideSplit {
  const intro: string[] = [];
  const sections: { title: string; lines: string[] }[] = [];
  scan(markdown, (line, inFence) => {
    if (!inFence && line.startsWith('### ')) {
      sections.push({ title: line.slice(4).trim(), lines: [] });
      return;
    }
    const current = sections.at(-1);
    if (current) current.lines.push(line);
    else intro.push(line);
  });
  if (sections.length === 0) {
    return { intro: '', sections: [{ title: '', body: markdown.trim() }] };
  }
  return {
    intro: intro.join('\n').trim(),
    sections: sections.map((s) => ({ title: s.title, body: s.lines.join('\n').trim() })),
  };
}

/** Number of step headings ('### ' lines outside code). */
export function countSteps(markdown: string): number {
  let steps = 0;
  scan(markdown, (line, inFence) => {
    if (!inFence && line.startsWith('### ')) steps += 1;
  });
  return steps;
}
